import { eq } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/date/calendar';
import { NotificationFrequencies, type NotificationFrequency } from '../../../domain/entities/enums';
import { type NotificationUser, replacedUserIds } from '../../../domain/notifications/recipients';
import type { Tx } from '../../db/client';
import { userGroupMembers, users } from '../../db/schema/index';

/** The user columns notifications read. */
export const recipientColumns = {
  tenantId: users.tenantId,
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  email: users.email,
  locale: users.locale,
  notificationFrequency: users.notificationFrequency,
  lastNotification: users.lastNotification,
  isActive: users.isActive,
  isDeleted: users.isDeleted,
  isGroup: users.isGroup,
  invitationPending: users.invitationPending,
  absenceFrom: users.absenceFrom,
  absenceTo: users.absenceTo,
  absenceKeepSendingNotifications: users.absenceKeepSendingNotifications,
  absenceReplacedByUserId: users.absenceReplacedByUserId,
};

/** A user as notifications read them. */
export type Recipient = Pick<typeof users.$inferSelect, keyof typeof recipientColumns>;

/** The stored frequency, read as the spec's enumeration (anything unknown sends nothing). */
export function frequencyOf(recipient: Pick<Recipient, 'notificationFrequency'>): NotificationFrequency {
  const stored = recipient.notificationFrequency;
  return NotificationFrequencies.find((frequency) => frequency === stored) ?? 'Never';
}

/** The domain's view of a user: frequency, whether they have a mailbox, their absence. */
export function notificationUserOf(recipient: Recipient): NotificationUser {
  return {
    id: recipient.id,
    frequency: frequencyOf(recipient),
    canReceive:
      recipient.isActive &&
      !recipient.isDeleted &&
      !recipient.isGroup &&
      !recipient.invitationPending &&
      recipient.email !== '',
    absence: {
      from: recipient.absenceFrom,
      to: recipient.absenceTo,
      keepSendingNotifications: recipient.absenceKeepSendingNotifications,
      replacedByUserId: recipient.absenceReplacedByUserId,
    },
  };
}

/**
 * The desks whose documents wait for a user today: their own, those of the groups they are a member
 * of, and those of absent users they replace.
 */
export async function desksOf(tx: Tx, userId: string, today: IsoDate): Promise<string[]> {
  const groups = await tx
    .select({ id: userGroupMembers.groupId })
    .from(userGroupMembers)
    .where(eq(userGroupMembers.memberId, userId));
  const replaced = await tx
    .select(recipientColumns)
    .from(users)
    .where(eq(users.absenceReplacedByUserId, userId));
  return [
    userId,
    ...groups.map((group) => group.id),
    ...replacedUserIds(userId, replaced.map(notificationUserOf), today),
  ];
}
