import { eq, inArray, sql } from 'drizzle-orm';
import { isoDateOf } from '../../../domain/date/calendar';
import { directRecipients } from '../../../domain/notifications/recipients';
import type { Tx } from '../../db/client';
import { userGroupMembers, users } from '../../db/schema/index';
import type { DocumentAssigned } from './assignments';
import { composeNotification } from './composeMail';
import type { NotificationDeps } from './deps';
import { desksOf, frequencyOf, notificationUserOf, recipientColumns } from './recipients';
import { deliver, recordSettled } from './settle';
import { hasArrivedSince, waitingDocuments } from './waitingDocuments';

/** Who is told about a document that landed on `assigneeId` (a user, or each member of a group). */
async function recipientsOf(tx: Tx, assigneeId: string, now: Date): Promise<string[]> {
  const [assignee] = await tx
    .select({ id: users.id, isGroup: users.isGroup })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!assignee) return [];
  const landedOn = assignee.isGroup
    ? (
        await tx
          .select({ id: userGroupMembers.memberId })
          .from(userGroupMembers)
          .where(eq(userGroupMembers.groupId, assignee.id))
      ).map((member) => member.id)
    : [assignee.id];
  if (landedOn.length === 0) return [];
  const landed = await tx.select(recipientColumns).from(users).where(inArray(users.id, landedOn));
  const replacementIds = landed.flatMap((user) =>
    user.absenceReplacedByUserId ? [user.absenceReplacedByUserId] : [],
  );
  const replacements = replacementIds.length
    ? await tx.select(recipientColumns).from(users).where(inArray(users.id, replacementIds))
    : [];
  return directRecipients(landedOn, [...landed, ...replacements].map(notificationUserOf), isoDateOf(now));
}

/**
 * Tells one Direct user about the arrived document, with everything else that waits. Their row stays
 * locked from decision to record, so concurrent jobs for the same user (a bulk assignment, a second
 * instance) find the document already announced and send nothing.
 */
async function notifyRecipient(
  deps: NotificationDeps,
  assignment: DocumentAssigned,
  recipientId: string,
  now: Date,
): Promise<boolean> {
  const { tenantId, documentId } = assignment;
  const prepared = await deps.database.withTenant(tenantId, async (tx) => {
    // The database's clock, as the document's LastUpdate is: "arrived since" compares the two.
    const [recipient] = await tx
      .select({ ...recipientColumns, databaseNow: sql<string>`now()::text` })
      .from(users)
      .where(eq(users.id, recipientId))
      .for('update');
    if (!recipient || frequencyOf(recipient) !== 'Direct') return null;
    const desks = await desksOf(tx, recipientId, isoDateOf(now));
    if (!(await hasArrivedSince(tx, documentId, desks, recipient.lastNotification))) return null;
    const waiting = await waitingDocuments(tx, desks, documentId);
    const settled = {
      tenantId,
      userId: recipientId,
      from: recipient.lastNotification,
      to: recipient.databaseNow,
    };
    await recordSettled(tx, settled, waiting.total);
    return { settled, mail: await composeNotification(tx, deps, recipient, waiting, documentId) };
  });
  if (!prepared) return false;
  await deliver(deps, prepared.settled, prepared.mail);
  return true;
}

/**
 * The `notify-direct` job: a document landed on a desk; every recipient on Direct (the assignee, each
 * group member, an absent assignee's replacement) gets a mail, unless the document moved on or was
 * announced already. Answers how many mails went out; a refused mail throws, so the job is retried.
 */
export async function notifyDirect(
  deps: NotificationDeps,
  assignment: DocumentAssigned,
  now = new Date(),
): Promise<number> {
  const recipients = await deps.database.withTenant(assignment.tenantId, (tx) =>
    recipientsOf(tx, assignment.userId, now),
  );
  let sent = 0;
  for (const recipientId of recipients) if (await notifyRecipient(deps, assignment, recipientId, now)) sent++;
  return sent;
}
