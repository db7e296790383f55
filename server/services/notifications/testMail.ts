import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { outboxMailSender } from '../../integrations/mail/outboxSender';
import type { NotificationDeps } from './deps';

// Test helpers of the notification tests: an outbox of their own, and the messages in it.

/** A received message, parsed. */
export type ReadMail = { to: string; from: string; subject: string; text: string; html: string };

/** Parses one RFC 5322 message. */
export async function parseMail(raw: Uint8Array | string): Promise<ReadMail> {
  const email = await PostalMime.parse(raw);
  return {
    to: email.to?.map((address) => address.address).join(', ') ?? '',
    from: email.from?.address ?? '',
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
  };
}

/** The `.eml` files in an outbox, parsed, oldest first. */
export async function readOutbox(dir: string): Promise<ReadMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => parseMail(fs.readFileSync(path.join(dir, name)))));
}

/** Notification deps writing into a fresh temporary outbox. */
export function outboxDeps(database: Database): NotificationDeps & { outbox: string } {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-outbox-'));
  return {
    database,
    mail: outboxMailSender(outbox, 'Ledgerline <no-reply@ledgerline.local>'),
    localesDir: loadConfig({}).localesDir,
    publicUrl: 'https://ledgerline.test',
    outbox,
  };
}
