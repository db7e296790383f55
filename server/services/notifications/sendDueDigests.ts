import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { isoDateOf } from '../../../domain/date/calendar';
import { receivesOwnNotifications } from '../../../domain/notifications/recipients';
import { isDigestDue, latestDigestMoment } from '../../../domain/notifications/schedule';
import { users } from '../../db/schema/index';
import { composeNotification } from './composeMail';
import type { NotificationDeps } from './deps';
import { desksOf, notificationUserOf, type Recipient, recipientColumns } from './recipients';
import { deliver, recordSettled } from './settle';
import { waitingDocuments } from './waitingDocuments';

const Scheduled = ['Daily', 'Workdays', 'Weekly'] as const;

/** One run of the digest scan: its clock, and (tests) the customers it is limited to. */
export type DigestRun = { now: Date; tenantIds?: string[] };

function isDueNow(recipient: Recipient, now: Date): boolean {
  const user = notificationUserOf(recipient);
  const lastSent = recipient.lastNotification === null ? null : new Date(recipient.lastNotification);
  return receivesOwnNotifications(user, isoDateOf(now)) && isDigestDue(user.frequency, lastSent, now);
}

/** Users of every customer whose scheduled digest moment has passed since their last one. */
function dueCandidates(deps: NotificationDeps, run: DigestRun): Promise<Recipient[]> {
  const passed = Scheduled.flatMap((frequency) => {
    const moment = latestDigestMoment(frequency, run.now);
    if (!moment) return [];
    const before = or(isNull(users.lastNotification), lt(users.lastNotification, moment.toISOString()));
    return [and(eq(users.notificationFrequency, frequency), before)];
  });
  // The scan crosses customers, so it runs as the service role; each digest then runs in its own tenant.
  return deps.database.withService((tx) =>
    tx
      .select(recipientColumns)
      .from(users)
      .where(
        and(
          eq(users.isActive, true),
          eq(users.isDeleted, false),
          eq(users.isGroup, false),
          or(...passed),
          run.tenantIds ? inArray(users.tenantId, run.tenantIds) : undefined,
        ),
      ),
  );
}

/**
 * Settles one user's digest and sends it when something waits. The user's row is locked while the
 * decision is taken and recorded, so a second instance (or an overlapping run) finds it settled.
 */
async function sendDigest(deps: NotificationDeps, candidate: Recipient, now: Date): Promise<boolean> {
  const { tenantId, id: userId } = candidate;
  const prepared = await deps.database.withTenant(tenantId, async (tx) => {
    const [recipient] = await tx
      .select(recipientColumns)
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!recipient || !isDueNow(recipient, now)) return null;
    const waiting = await waitingDocuments(tx, await desksOf(tx, userId, isoDateOf(now)));
    const settled = { tenantId, userId, from: recipient.lastNotification, to: now.toISOString() };
    // Settled even when nothing waits: what arrives at 10:00 waits for the next digest, not a late one today.
    await recordSettled(tx, settled, waiting.total);
    if (waiting.total === 0) return null;
    return { settled, mail: await composeNotification(tx, deps, recipient, waiting) };
  });
  if (!prepared) return false;
  await deliver(deps, prepared.settled, prepared.mail);
  return true;
}

/**
 * Sends every scheduled digest that is due (Daily, Workdays, Weekly at 07:00 server time), each
 * listing what waits for its user; answers how many mails went out. One user's failure (a refused
 * address) is logged and retried on the next run without holding up the others.
 */
export async function sendDueDigests(deps: NotificationDeps, run: DigestRun): Promise<number> {
  let sent = 0;
  for (const candidate of await dueCandidates(deps, run)) {
    if (!isDueNow(candidate, run.now)) continue;
    try {
      if (await sendDigest(deps, candidate, run.now)) sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`notification digest for user ${candidate.id} not sent: ${reason}\n`);
    }
  }
  return sent;
}
