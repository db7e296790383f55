import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailSender } from './mailSender';

/** The file name of a written message: its moment (sortable) and a unique id. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
}

/**
 * A sender that writes each message as an RFC 5322 `.eml` file into `outboxDir`, for installations
 * without a mail server. Written to a temporary file and renamed, so a reader never sees half a message.
 */
export function outboxMailSender(outboxDir: string, from: string): MailSender {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from },
  );
  return {
    async send(message) {
      const { message: raw } = await transport.sendMail(message);
      if (!Buffer.isBuffer(raw)) throw new Error('the stream transport did not build the message');
      await fs.mkdir(outboxDir, { recursive: true });
      const temporary = path.join(outboxDir, `.tmp-${randomUUID()}`);
      try {
        await fs.writeFile(temporary, raw);
        await fs.rename(temporary, path.join(outboxDir, outboxFileName(new Date())));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
  };
}
