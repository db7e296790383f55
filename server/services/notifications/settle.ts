import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mailSender';
import { audit } from '../audit/audit';
import type { NotificationDeps } from './deps';

/** A user's notification moment moved from `from` to `to`. */
export type Settled = { tenantId: string; userId: string; from: string | null; to: string };

/**
 * Records, in the deciding transaction, that the user's notification was settled, and audits the mail
 * about `documentCount` documents. A moment settled with nothing to tell is bookkeeping, not audited.
 */
export async function recordSettled(tx: Tx, settled: Settled, documentCount: number): Promise<void> {
  await tx.update(users).set({ lastNotification: settled.to }).where(eq(users.id, settled.userId));
  if (documentCount === 0) return;
  await audit(tx, {
    tenantId: settled.tenantId,
    userId: null,
    entity: 'User',
    entityId: settled.userId,
    action: 'update',
    changes: { LastNotification: { from: settled.from, to: settled.to }, NotifiedDocuments: documentCount },
  });
}

/**
 * Sends a mail whose sending was recorded and committed before: a crash now loses it rather than a
 * second instance sending it again. When the mail is refused, the record is taken back (unless a later
 * notification replaced it), so the next run tries again, and the error goes to the caller.
 */
export async function deliver(deps: NotificationDeps, settled: Settled, mail: MailMessage): Promise<void> {
  try {
    await deps.mail.send(mail);
  } catch (error) {
    await deps.database.withTenant(settled.tenantId, async (tx) => {
      const [restored] = await tx
        .update(users)
        .set({ lastNotification: settled.from })
        .where(and(eq(users.id, settled.userId), eq(users.lastNotification, settled.to)))
        .returning({ id: users.id });
      if (restored)
        await audit(tx, {
          tenantId: settled.tenantId,
          userId: null,
          entity: 'User',
          entityId: settled.userId,
          action: 'update',
          changes: { LastNotification: { from: settled.to, to: settled.from }, NotSent: true },
        });
    });
    throw error;
  }
}
