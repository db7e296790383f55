import { describe, expect, it } from 'vitest';
import { MaxPayloadBytes, parseBusMessage } from './bus';
import { payloadsOf } from './publish';

const tenantId = '11111111-1111-4111-8111-111111111111';
const companyId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('bus payloads', () => {
  it('carry the tenant, the audience and the event, and read back as sent', () => {
    const [payload] = payloadsOf(
      tenantId,
      { Event: 'DocumentUpdated', DocumentId: uuid(1) },
      { CompanyId: companyId },
    );
    expect(parseBusMessage(payload)).toEqual({
      TenantId: tenantId,
      Audience: { CompanyId: companyId },
      Event: { Event: 'DocumentUpdated', DocumentId: uuid(1) },
    });
  });

  it('split a long list of documents so that each stays under the NOTIFY limit, losing none', () => {
    const ids = Array.from({ length: 1000 }, (_, n) => uuid(n));
    const payloads = payloadsOf(tenantId, { Event: 'ActionPerformed', DocumentIds: ids });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(MaxPayloadBytes);
    const heard = payloads.flatMap((payload) => {
      const message = parseBusMessage(payload);
      return message && 'Event' in message ? (message.Event.DocumentIds ?? []) : [];
    });
    expect(heard).toEqual(ids);
  });

  it('ignore what is not a bus message', () => {
    expect(parseBusMessage('not json')).toBeNull();
    expect(parseBusMessage(JSON.stringify({ TenantId: tenantId, Event: { Event: 'Unknown' } }))).toBeNull();
    expect(parseBusMessage(JSON.stringify({ TenantId: 'x', Event: { Event: 'TagUpdated' } }))).toBeNull();
    expect(parseBusMessage(undefined)).toBeNull();
  });
});
