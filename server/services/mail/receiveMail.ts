import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database } from '../../db/client';
import { blobs, emailMessages, mailboxes } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { BlobWrites } from '../import/storeBlobs';
import { parseMail } from './parseMail';

/** A mailbox an incoming mail may be delivered to. */
export type MailboxTarget = { id: string; tenantId: string; localPart: string };

/**
 * The active mailbox at `address`, or null: the domain must be MAIL_DOMAIN and the local part one of a
 * mailbox of any customer (read with the service role: the receiver does not know the customer yet).
 */
export async function findMailbox(
  database: Database,
  mailDomain: string,
  address: string,
): Promise<MailboxTarget | null> {
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const localPart = address.slice(0, at).toLowerCase();
  if (address.slice(at + 1).toLowerCase() !== mailDomain.toLowerCase()) return null;
  const [row] = await database.withService((tx) =>
    tx
      .select({ id: mailboxes.id, tenantId: mailboxes.tenantId, localPart: mailboxes.localPart })
      .from(mailboxes)
      .where(
        and(eq(mailboxes.localPart, localPart), eq(mailboxes.isActive, true), eq(mailboxes.isDeleted, false)),
      ),
  );
  return row ?? null;
}

/** The key that makes a mail one row per mailbox: its Message-ID, or the hash of the raw bytes. */
export function messageKeyOf(messageId: string, raw: Uint8Array): string {
  return messageId || `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

export type ReceiveDeps = { database: Database; blobs: BlobStore; jobs: JobQueue };

/**
 * Stores a received mail for each of its mailboxes (the raw mail as a blob and an email_messages row
 * in one transaction per mailbox), then queues process-mail for each new row. Resolves only after
 * every row is committed: the SMTP answer 250 follows, and a throw means "try again later". The same
 * mail again (same Message-ID or bytes) adds nothing.
 */
export async function receiveMail(
  deps: ReceiveDeps,
  mail: { raw: Uint8Array; envelopeFrom: string; targets: MailboxTarget[]; mailDomain: string },
  log: (message: string, error: unknown) => void = () => undefined,
): Promise<string[]> {
  const parsed = await parseMail(mail.raw).catch(() => null);
  const key = messageKeyOf(parsed?.messageId ?? '', mail.raw);
  const created: Array<{ tenantId: string; id: string }> = [];
  for (const target of mail.targets) {
    const writes = new BlobWrites(deps.blobs, target.tenantId);
    try {
      const stored = await writes.put(mail.raw, 'message/rfc822');
      const id = await deps.database.withTenant(target.tenantId, async (tx) => {
        const [row] = await tx
          .insert(emailMessages)
          .values({
            tenantId: target.tenantId,
            mailboxId: target.id,
            messageKey: key,
            envelopeFrom: mail.envelopeFrom,
            fromAddress: parsed?.fromAddress ?? '',
            fromName: parsed?.fromName ?? '',
            toAddress: `${target.localPart}@${mail.mailDomain}`,
            subject: parsed?.subject ?? '',
            size: mail.raw.length,
          })
          .onConflictDoNothing({ target: [emailMessages.mailboxId, emailMessages.messageKey] })
          .returning({ id: emailMessages.id });
        if (!row) return null;
        const [blob] = await tx
          .insert(blobs)
          .values({ tenantId: target.tenantId, ...stored })
          .returning({ id: blobs.id });
        await tx.update(emailMessages).set({ rawBlobId: blob.id }).where(eq(emailMessages.id, row.id));
        return row.id;
      });
      if (id) created.push({ tenantId: target.tenantId, id });
      else await writes.undo(deps.database);
    } catch (error) {
      await writes.undo(deps.database);
      throw error;
    }
  }
  for (const row of created) {
    // Committed already: a failed send is made good by the requeue at start-up.
    await deps.jobs
      .send('process-mail', { tenantId: row.tenantId, emailMessageId: row.id })
      .catch((error: unknown) => log('process-mail failed', error));
  }
  return created.map((row) => row.id);
}

/** Queues process-mail again for every mail still waiting (a send lost in a crash). */
export async function requeueReceivedMail(database: Database, jobs: JobQueue): Promise<number> {
  const waiting = await database.withService((tx) =>
    tx
      .select({ tenantId: emailMessages.tenantId, id: emailMessages.id })
      .from(emailMessages)
      .where(eq(emailMessages.status, 'Received')),
  );
  for (const row of waiting)
    await jobs.send('process-mail', { tenantId: row.tenantId, emailMessageId: row.id });
  return waiting.length;
}
