import { documentEventsOf } from './documentEvents';
import { retryAfterSeconds } from './rateLimit';
import { WebhookMaxAttempts, webhookRetryDelayMs, webhookUrlProblem } from './webhooks';

describe('webhook addresses', () => {
  const production = { allowLocal: false };
  const development = { allowLocal: true };

  it('takes HTTPS to the internet', () => {
    expect(webhookUrlProblem('https://erp.example.com/hooks?x=1', production)).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/hook', production)).toBeNull();
  });

  it('refuses plain HTTP, other schemes, credentials and unreadable addresses', () => {
    expect(webhookUrlProblem('http://erp.example.com', production)).toBe('Validation_Webhook_Url_Https');
    expect(webhookUrlProblem('file:///etc/passwd', production)).toBe('Validation_Webhook_Url_Https');
    expect(webhookUrlProblem('https://a:b@erp.example.com', production)).toBe(
      'Validation_Webhook_Url_Credentials',
    );
    expect(webhookUrlProblem('erp.example.com/hook', production)).toBe('Validation_Url');
  });

  it('refuses the server’s own networks, and allows this machine only outside production', () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://172.31.255.255/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/hook',
      'https://0.0.0.0/hook',
      'https://[fd00::1]/hook',
      // The same addresses written otherwise: mapped into IPv6, as one number, in hex.
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://2130706433/hook',
      'https://0x7f.1/hook',
      'https://100.64.0.1/hook',
    ])
      expect(webhookUrlProblem(url, production), url).toBe('Validation_Webhook_Url_Private');
    expect(webhookUrlProblem('https://172.32.0.1/hook', production)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook', development)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook', development)).toBeNull();
    expect(webhookUrlProblem('http://10.1.2.3/hook', development)).toBe('Validation_Webhook_Url_Https');
    expect(webhookUrlProblem('https://10.1.2.3/hook', development)).toBe('Validation_Webhook_Url_Private');
  });
});

describe('webhook retries', () => {
  it('waits longer after each failure, up to twelve hours', () => {
    const waits = Array.from({ length: WebhookMaxAttempts }, (_, i) => webhookRetryDelayMs(i + 1) / 60_000);
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720, 720]);
  });
});

describe('document events', () => {
  const facts = { status: 'Ready', isWaitingForErp: false, isPosted: false, isInErp: false, isPaid: false };

  it('names what a write changed', () => {
    expect(documentEventsOf(facts, facts)).toEqual([]);
    expect(documentEventsOf(facts, { ...facts, isWaitingForErp: true })).toEqual([
      'document.waiting_for_erp',
    ]);
    expect(documentEventsOf(facts, { ...facts, status: 'Posted', isPosted: true, isInErp: true })).toEqual([
      'document.status_changed',
      'document.posted',
    ]);
    expect(
      documentEventsOf({ ...facts, isPosted: true }, { ...facts, isPosted: true, isInErp: true }),
    ).toEqual(['document.posted']);
    expect(documentEventsOf(facts, { ...facts, isPaid: true })).toEqual(['document.paid']);
  });

  it('does not repeat an event for a fact that was already so, nor for one taken back', () => {
    const done = { status: 'Posted', isWaitingForErp: true, isPosted: true, isInErp: true, isPaid: true };
    expect(documentEventsOf(done, done)).toEqual([]);
    expect(documentEventsOf(done, { ...done, isPaid: false, isWaitingForErp: false })).toEqual([]);
  });
});

describe('the rate limit window', () => {
  it('answers the whole seconds until the window ends, at least one', () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds(start, new Date('2026-03-01T10:00:20.500Z'))).toBe(40);
    expect(retryAfterSeconds(start, new Date('2026-03-01T10:01:00Z'))).toBe(1);
  });
});
