import type { IsoDate } from '../date/calendar';
import type { NotificationFrequency } from '../entities/enums';

/** What the notification rules need to know of a user (spec 000 §3 User, Absence). */
export type NotificationUser = {
  id: string;
  frequency: NotificationFrequency;
  /** Active, not deleted and not a group: someone with a mailbox of their own. */
  canReceive: boolean;
  absence: {
    from: IsoDate | null;
    to: IsoDate | null;
    keepSendingNotifications: boolean;
    replacedByUserId: string | null;
  };
};

/** Whether the user is away on `today` (both ends of the absence included). */
export function isAbsentOn(user: Pick<NotificationUser, 'absence'>, today: IsoDate): boolean {
  const { from, to } = user.absence;
  return from !== null && to !== null && from <= today && today <= to;
}

/** Whether the user gets their own notifications today: present, or absent but asked to keep them. */
export function receivesOwnNotifications(user: NotificationUser, today: IsoDate): boolean {
  return user.canReceive && (!isAbsentOn(user, today) || user.absence.keepSendingNotifications);
}

/** The users whose waiting documents `replacementId` receives today: absent users they replace. */
export function replacedUserIds(replacementId: string, users: NotificationUser[], today: IsoDate): string[] {
  return users
    .filter((user) => user.absence.replacedByUserId === replacementId && isAbsentOn(user, today))
    .map((user) => user.id);
}

/**
 * Who gets a Direct notification when a document lands on the desk of `landedOn` (the assignee, or
 * every member of the group it was assigned to): each of them with frequency Direct who receives
 * notifications today, and — for each one away — their replacement, when that one is on Direct.
 */
export function directRecipients(landedOn: string[], users: NotificationUser[], today: IsoDate): string[] {
  const byId = new Map(users.map((user) => [user.id, user]));
  const onDirect = (user: NotificationUser | undefined): user is NotificationUser =>
    user !== undefined && user.frequency === 'Direct' && receivesOwnNotifications(user, today);
  const recipients = new Set<string>();
  for (const id of landedOn) {
    const user = byId.get(id);
    if (onDirect(user)) recipients.add(user.id);
    if (!user || !isAbsentOn(user, today) || !user.absence.replacedByUserId) continue;
    const replacement = byId.get(user.absence.replacedByUserId);
    if (onDirect(replacement)) recipients.add(replacement.id);
  }
  return [...recipients];
}
