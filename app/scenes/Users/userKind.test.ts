import type { User } from '../../../domain/entities/user';
import { matchesSearch, matchesUserKind } from './userKind';

const user = (patch: Partial<User>) =>
  ({
    Id: 'u1',
    Name: 'Vera Bakker',
    Email: 'verifier@demo.test',
    Abbreviation: 'VB',
    IsActive: true,
    IsDeleted: false,
    IsGroup: false,
    IsAdmin: false,
    Absence: null,
    ...patch,
  }) as User;

describe('user kinds (spec 000 §3, §6)', () => {
  it('Active excludes deleted and inactive users; Inactive is deleted or not active', () => {
    expect(matchesUserKind(user({}), 'Active')).toBe(true);
    expect(matchesUserKind(user({ IsDeleted: true }), 'Active')).toBe(false);
    expect(matchesUserKind(user({ IsActive: false }), 'Inactive')).toBe(true);
    expect(matchesUserKind(user({ IsDeleted: true }), 'Inactive')).toBe(true);
  });

  it('Group, Admin and DefaultUser follow their flags and the fixed system ids', () => {
    expect(matchesUserKind(user({ IsGroup: true }), 'Group')).toBe(true);
    expect(matchesUserKind(user({ IsAdmin: true }), 'Admin')).toBe(true);
    expect(matchesUserKind(user({ Id: 'SYSTEM' }), 'DefaultUser')).toBe(true);
    expect(matchesUserKind(user({}), 'DefaultUser')).toBe(false);
  });

  it('AbsentUser is absent on the given day', () => {
    const away = user({
      Absence: {
        FromDate: '2025-03-01',
        ToDate: '2025-03-10',
        KeepSendingNotifications: false,
        ReplacedByUserId: null,
      },
    });
    expect(matchesUserKind(away, 'AbsentUser', '2025-03-05')).toBe(true);
    expect(matchesUserKind(away, 'AbsentUser', '2025-03-11')).toBe(false);
    expect(matchesUserKind(away, 'All', '2025-03-11')).toBe(true);
  });

  it('searches name, e-mail and abbreviation without regard to case', () => {
    expect(matchesSearch(user({}), 'bakker')).toBe(true);
    expect(matchesSearch(user({}), 'VERIFIER@')).toBe(true);
    expect(matchesSearch(user({}), 'vb')).toBe(true);
    expect(matchesSearch(user({}), 'jansen')).toBe(false);
  });
});
