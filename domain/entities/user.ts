import { z } from 'zod';
import { ActionRights, BaseRoles, ViewRights } from '../rights/rights';
import { legacyRole } from '../workflow/legacyRoles';
import {
  AttachmentDeletions,
  LegacyRoleCodes,
  Locales,
  NotificationFrequencies,
  SearchRightValues,
} from './enums';

const isoDate = z.iso.date();
const searchRight = z.union(SearchRightValues.map((value) => z.literal(value)));
// References to other rows are GUIDs: anything else is a field error, never a database error.
const ids = () => z.array(z.uuid('Validation_Guid')).default([]);

/** Absence (spec 000 §3): a period away with the user who takes over. */
export const Absence = z
  .object({
    FromDate: isoDate,
    ToDate: isoDate,
    KeepSendingNotifications: z.boolean().default(false),
    ReplacedByUserId: z.uuid('Validation_Guid').nullable().default(null),
  })
  .refine((absence) => absence.FromDate <= absence.ToDate, {
    message: 'Validation_Date_Not_Before%%ToDate',
    path: ['ToDate'],
  });
export type Absence = z.infer<typeof Absence>;

/** The editable part of a user: what administrators send on create and update. */
export const UserInput = z.object({
  Name: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
  FirstName: z.string().trim().max(50, 'Validation_Maximum_Length%%50').default(''),
  LastName: z.string().trim().max(50, 'Validation_Maximum_Length%%50').default(''),
  Email: z.string().trim().toLowerCase().pipe(z.email('Validation_Email')),
  Abbreviation: z
    .string()
    .trim()
    .max(10, 'Validation_Maximum_Length%%10')
    .regex(/^\S*$/, 'Validation_No_Spaces')
    .default(''),
  Locale: z.enum(Locales).default('nl-NL'),
  IsActive: z.boolean().default(true),
  IsAdmin: z.boolean().default(false),
  IsGroup: z.boolean().default(false),
  BaseRole: z.enum(BaseRoles).default('None'),
  Selectable: z.boolean().default(true),
  NotificationFrequency: z.enum(NotificationFrequencies).default('Daily'),
  MaximumApprovalAmount: z
    .number()
    .min(0, 'Validation_Positive')
    // The column holds 18 digits, 2 of them decimals.
    .lt(1e16, 'Validation_Maximum_Value%%9999999999999999.99')
    .nullable()
    .default(null),
  SeeCompanies: ids(),
  ValidateCompanies: ids(),
  ApproveCompanies: ids(),
  HandleCompanies: ids(),
  SignCompanies: ids(),
  MayHandleAllCompanies: z.boolean().default(false),
  MayApproveAllCompanies: z.boolean().default(false),
  MaySeeAllCompanies: z.boolean().default(false),
  MaySignAllCompanies: z.boolean().default(false),
  MayValidateAllCompanies: z.boolean().default(false),
  MaySeeOtherUsers: z.boolean().default(true),
  MaySeeOtherCompanies: z.boolean().default(false),
  MaySeeAllDocuments: z.boolean().default(false),
  MaySeeAlreadySeen: z.boolean().default(true),
  MayEditDocuments: z.boolean().default(false),
  MayDeleteDocuments: z.boolean().default(false),
  MaySeeConfidentialDocuments: z.boolean().default(false),
  SeeDocumentsWithPurchaseOrder: z.boolean().default(false),
  SearchRights: searchRight.default(0),
  Absence: Absence.nullable().default(null),
  LinkedToWorkflowUser: z.string().nullable().default(null),
  UserViewRights: z.array(z.enum(ViewRights)).optional(),
  UserActionRights: z.array(z.enum(ActionRights)).optional(),
  GroupMemberIds: ids(),
  MayApprovePay: z.boolean().default(false),
  MayDeleteAttachments: z.enum(AttachmentDeletions).default('None'),
  ValidateDocumentsWithoutCompany: z.boolean().default(false),
  ContractManagementEnabled: z.boolean().default(false),
  ReceivesContractManagementNotifications: z.boolean().default(false),
  RoleIds: ids(),
  /**
   * A legacy role code (SIMPLEADMIN, VALIDATOR, GEBRUIKER, INK-ADM; case and spaces ignored): when given it
   * decides BaseRole, IsAdmin and both right lists, as domain/workflow/legacyRoles.ts maps it (withRoleCode).
   * The code itself is not stored and never returned.
   */
  RoleCode: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(LegacyRoleCodes, 'Validation_In_List'))
    .nullable()
    .optional(),
  /** Only on create or when an administrator sets a new one; never returned. */
  Password: z.string().min(8, 'Validation_Minimum_Length%%8').max(200).optional(),
});
export type UserInput = z.input<typeof UserInput>;

/**
 * A user's input with its legacy role code applied: the code's base role, administrator flag and rights
 * replace those of the input (a code names a whole role). Without a code the input is answered as it is.
 */
export function withRoleCode(input: z.output<typeof UserInput>): z.output<typeof UserInput> {
  const role = input.RoleCode ? legacyRole(input.RoleCode) : null;
  if (!role) return input;
  return {
    ...input,
    BaseRole: role.BaseRole,
    IsAdmin: role.IsAdmin,
    UserViewRights: [...role.ViewRights],
    UserActionRights: [...role.ActionRights],
  };
}

/** The User entity as the API returns it (spec 000 §3). */
export type User = Omit<
  z.output<typeof UserInput>,
  'Password' | 'RoleCode' | 'UserViewRights' | 'UserActionRights'
> & {
  Id: string;
  LastActivity: string | null;
  LastNotification: string | null;
  DateCreated: string;
  IsDeleted: boolean;
  BelongsTo: string[];
  IsInMultipleEnvironments: boolean;
  UserViewRights: z.infer<typeof UserInput>['UserViewRights'] & {};
  UserActionRights: z.infer<typeof UserInput>['UserActionRights'] & {};
  ReplacingUserIds: string[];
};

/** Profile edit model (spec 000 §3): what a user changes about themselves. */
export const ProfileEditModel = z.object({
  Id: z.string(),
  Name: UserInput.shape.Name,
  FirstName: UserInput.shape.FirstName,
  LastName: UserInput.shape.LastName,
  Abbreviation: UserInput.shape.Abbreviation,
  Email: UserInput.shape.Email,
  NotificationFrequency: UserInput.shape.NotificationFrequency,
  Locale: UserInput.shape.Locale,
  /** Required when NewPassword is given. */
  CurrentPassword: z.string().optional(),
  NewPassword: z.string().min(8, 'Validation_Minimum_Length%%8').max(200).optional(),
  RefreshToken: z.string().optional(),
  Absence: Absence.nullable().default(null),
});
export type ProfileEditModel = z.input<typeof ProfileEditModel>;

/** Current user for the shell (spec 000 §3). */
export type CurrentUser = {
  Id: string;
  Name: string;
  FirstName: string;
  Email: string;
  Locale: string;
  BaseRole: z.infer<typeof UserInput>['BaseRole'];
  IsAdmin: boolean;
  UserViewRights: z.infer<typeof UserInput>['UserViewRights'] & {};
  UserActionRights: z.infer<typeof UserInput>['UserActionRights'] & {};
  MayHandleAllCompanies: boolean;
  HandleCompanies: string[];
  MayValidateAllCompanies: boolean;
  ValidateCompanies: string[];
  IsInMultipleEnvironments: boolean;
};
