import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { mailTargetOf, outboxDirOf } from './mailSender';
import { outboxMailSender } from './outboxSender';
import { smtpTarget } from './smtpSender';

describe('mail configuration', () => {
  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL with their defaults', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/ledgerline' });
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Ledgerline <no-reply@ledgerline.local>',
      publicUrl: 'http://127.0.0.1:3000',
    });
    const set = loadConfig({
      SMTP_URL: 'smtps://ap:geheim@mail.example.com:465',
      MAIL_FROM: 'Crediteuren <ap@example.com>',
      PUBLIC_URL: 'https://ledgerline.example.com/',
    });
    expect(set).toMatchObject({
      smtpUrl: 'smtps://ap:geheim@mail.example.com:465',
      mailFrom: 'Crediteuren <ap@example.com>',
      publicUrl: 'https://ledgerline.example.com',
    });
  });

  it('tells where mail goes without ever showing credentials', () => {
    expect(smtpTarget('smtps://ap:geheim@mail.example.com:465')).toBe('smtps://mail.example.com:465');
    expect(mailTargetOf({ smtpUrl: 'smtp://ap:geheim@mail.example.com', dataDir: '/d' })).toBe(
      'sent through smtp://mail.example.com',
    );
    expect(mailTargetOf({ smtpUrl: undefined, dataDir: '/srv/data' })).toBe(
      'written to /srv/data/outbox (SMTP_URL not set)',
    );
    expect(smtpTarget('not a url with secret')).not.toContain('secret');
  });

  it('writes a message as one RFC 5322 file with CRLF lines, text and HTML parts', async () => {
    const outbox = outboxDirOf({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-mail-')) });
    const sender = outboxMailSender(outbox, 'Ledgerline <no-reply@ledgerline.local>');
    await sender.send({
      to: 'anna@example.com',
      subject: 'Één document',
      text: 'Hallo',
      html: '<p>Hallo</p>',
    });
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
    expect(raw).toContain('From: Ledgerline <no-reply@ledgerline.local>\r\n');
    expect(raw).toContain('To: anna@example.com\r\n');
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(raw).toMatch(/Message-ID: <[^>]+>\r\n/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw.replaceAll('\r\n', '')).not.toContain('\n');
  });
});
