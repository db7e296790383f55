import { SystemUserIds, type UserKind } from '../../../domain/entities/enums';
import type { User } from '../../../domain/entities/user';

type KindFields = Pick<User, 'Id' | 'IsActive' | 'IsDeleted' | 'IsGroup' | 'IsAdmin' | 'Absence'>;

/** Inactive: deleted or not active (spec 000 §6). */
export function isInactive(user: KindFields): boolean {
  return user.IsDeleted || !user.IsActive;
}

/** Absent today: an absence period that contains today's date. */
export function isAbsent(user: KindFields, today: string = new Date().toISOString().slice(0, 10)): boolean {
  return user.Absence !== null && user.Absence.FromDate <= today && today <= user.Absence.ToDate;
}

/** One of the four default system users. */
export function isDefaultUser(user: KindFields): boolean {
  return (SystemUserIds as readonly string[]).includes(user.Id);
}

/** Whether a user belongs to a user-kind filter (All, Active, Group, Inactive, Admin, DefaultUser, AbsentUser). */
export function matchesUserKind(user: KindFields, kind: UserKind, today?: string): boolean {
  switch (kind) {
    case 'All':
      return true;
    case 'Active':
      return !isInactive(user);
    case 'Group':
      return user.IsGroup;
    case 'Inactive':
      return isInactive(user);
    case 'Admin':
      return user.IsAdmin;
    case 'DefaultUser':
      return isDefaultUser(user);
    case 'AbsentUser':
      return isAbsent(user, today);
  }
}

/** Case-insensitive search over name, e-mail and abbreviation. */
export function matchesSearch(user: Pick<User, 'Name' | 'Email' | 'Abbreviation'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.Name, user.Email, user.Abbreviation].some((value) => value.toLowerCase().includes(needle));
}
