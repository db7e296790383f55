import {
  directRecipients,
  isAbsentOn,
  type NotificationUser,
  receivesOwnNotifications,
  replacedUserIds,
} from './recipients';

const user = (id: string, overrides: Partial<NotificationUser> = {}): NotificationUser => ({
  id,
  frequency: 'Direct',
  canReceive: true,
  absence: { from: null, to: null, keepSendingNotifications: false, replacedByUserId: null },
  ...overrides,
});
const away = (replacedByUserId: string | null, keepSendingNotifications = false) => ({
  from: '2025-01-06',
  to: '2025-01-10',
  keepSendingNotifications,
  replacedByUserId,
});

describe('absence', () => {
  it('counts both ends of the absence', () => {
    const anna = user('anna', { absence: away(null) });
    expect(
      ['2025-01-05', '2025-01-06', '2025-01-10', '2025-01-11'].map((day) => isAbsentOn(anna, day)),
    ).toEqual([false, true, true, false]);
  });

  it('stops an absent user’s own notifications unless KeepSendingNotifications', () => {
    expect(receivesOwnNotifications(user('a', { absence: away(null) }), '2025-01-07')).toBe(false);
    expect(receivesOwnNotifications(user('a', { absence: away(null, true) }), '2025-01-07')).toBe(true);
    expect(receivesOwnNotifications(user('a', { absence: away(null) }), '2025-01-13')).toBe(true);
  });

  it('sends nothing to inactive users, groups or deleted users', () => {
    expect(receivesOwnNotifications(user('a', { canReceive: false }), '2025-01-07')).toBe(false);
  });

  it('gives the replacement the absent users they stand in for, only while the absence lasts', () => {
    const users = [
      user('anna', { absence: away('rob') }),
      user('bert', { absence: away('rob') }),
      user('rob'),
    ];
    expect(replacedUserIds('rob', users, '2025-01-07')).toEqual(['anna', 'bert']);
    expect(replacedUserIds('rob', users, '2025-01-11')).toEqual([]);
    expect(replacedUserIds('anna', users, '2025-01-07')).toEqual([]);
  });
});

describe('directRecipients', () => {
  it('is the assignee on Direct', () => {
    expect(directRecipients(['anna'], [user('anna')], '2025-01-07')).toEqual(['anna']);
  });

  it('leaves out users on another frequency', () => {
    const users = [user('anna', { frequency: 'Daily' }), user('bert', { frequency: 'Never' })];
    expect(directRecipients(['anna', 'bert'], users, '2025-01-07')).toEqual([]);
  });

  it('sends to every member on Direct when a group gets the document', () => {
    const users = [user('anna'), user('bert', { frequency: 'Weekly' }), user('carl')];
    expect(directRecipients(['anna', 'bert', 'carl'], users, '2025-01-07')).toEqual(['anna', 'carl']);
  });

  it('sends to the replacement of an absent assignee instead of the assignee', () => {
    const users = [user('anna', { absence: away('rob') }), user('rob')];
    expect(directRecipients(['anna'], users, '2025-01-07')).toEqual(['rob']);
  });

  it('sends to both when the absent assignee keeps receiving notifications', () => {
    const users = [user('anna', { absence: away('rob', true) }), user('rob')];
    expect(directRecipients(['anna'], users, '2025-01-07')).toEqual(['anna', 'rob']);
  });

  it('leaves the replacement out when they are not on Direct or are away themselves', () => {
    const daily = [user('anna', { absence: away('rob') }), user('rob', { frequency: 'Daily' })];
    expect(directRecipients(['anna'], daily, '2025-01-07')).toEqual([]);
    const awayToo = [user('anna', { absence: away('rob') }), user('rob', { absence: away(null) })];
    expect(directRecipients(['anna'], awayToo, '2025-01-07')).toEqual([]);
  });

  it('is the assignee again once the absence is over', () => {
    const users = [user('anna', { absence: away('rob') }), user('rob')];
    expect(directRecipients(['anna'], users, '2025-01-11')).toEqual(['anna']);
  });
});
