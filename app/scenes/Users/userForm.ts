import type { User, UserInput } from '../../../domain/entities/user';
import { defaultActionRights, defaultViewRights } from '../../../domain/rights/roleDefaults';

/** The form model of the user page: every UserInput field. */
export type UserForm = UserInput;

/** A new user's starting values. */
export function newUserForm(): UserForm {
  return {
    Name: '',
    FirstName: '',
    LastName: '',
    Email: '',
    Abbreviation: '',
    Locale: 'nl-NL',
    IsActive: true,
    IsAdmin: false,
    IsGroup: false,
    BaseRole: 'None',
    Selectable: true,
    MaySeeOtherUsers: true,
    MaySeeAlreadySeen: true,
    NotificationFrequency: 'Daily',
    MaximumApprovalAmount: null,
    SearchRights: 0,
    Absence: null,
    UserViewRights: defaultViewRights('None', false),
    UserActionRights: defaultActionRights('None', false),
    SeeCompanies: [],
    ValidateCompanies: [],
    ApproveCompanies: [],
    HandleCompanies: [],
    SignCompanies: [],
    GroupMemberIds: [],
    MayDeleteAttachments: 'None',
  };
}

/** The editable part of a loaded user (the server ignores the read-only fields). */
export function userFormOf(user: User): UserForm {
  const {
    Id,
    LastActivity,
    LastNotification,
    DateCreated,
    IsDeleted,
    BelongsTo,
    IsInMultipleEnvironments,
    ReplacingUserIds,
    ...input
  } = user;
  return input;
}
