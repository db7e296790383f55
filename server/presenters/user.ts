import type { CurrentUser, User } from '../../domain/entities/user';
import type { users } from '../db/schema/index';
import type { Actor } from '../services/users/actor';

type UserRow = typeof users.$inferSelect;

/** Facts about a user that live outside its row. */
export type UserRelations = {
  groupMemberIds: string[];
  belongsTo: string[];
  replacingUserIds: string[];
  isInMultipleEnvironments: boolean;
};

const noRelations: UserRelations = {
  groupMemberIds: [],
  belongsTo: [],
  replacingUserIds: [],
  isInMultipleEnvironments: false,
};

/** The User entity of spec 000 §3 for a row. */
export function presentUser(row: UserRow, relations: UserRelations = noRelations): User {
  return {
    Id: row.id,
    Name: row.name,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Abbreviation: row.abbreviation,
    Locale: row.locale as User['Locale'],
    LastActivity: row.lastActivity,
    LastNotification: row.lastNotification,
    DateCreated: row.dateCreated,
    IsActive: row.isActive,
    IsAdmin: row.isAdmin,
    IsGroup: row.isGroup,
    IsDeleted: row.isDeleted,
    BaseRole: row.baseRole as User['BaseRole'],
    BelongsTo: relations.belongsTo,
    Selectable: row.selectable,
    NotificationFrequency: row.notificationFrequency as User['NotificationFrequency'],
    MaximumApprovalAmount: row.maximumApprovalAmount,
    SeeCompanies: row.seeCompanies,
    ValidateCompanies: row.validateCompanies,
    ApproveCompanies: row.approveCompanies,
    HandleCompanies: row.handleCompanies,
    SignCompanies: row.signCompanies,
    MayHandleAllCompanies: row.mayHandleAllCompanies,
    MayApproveAllCompanies: row.mayApproveAllCompanies,
    MaySeeAllCompanies: row.maySeeAllCompanies,
    MaySignAllCompanies: row.maySignAllCompanies,
    MayValidateAllCompanies: row.mayValidateAllCompanies,
    MaySeeOtherUsers: row.maySeeOtherUsers,
    MaySeeOtherCompanies: row.maySeeOtherCompanies,
    MaySeeAllDocuments: row.maySeeAllDocuments,
    MaySeeAlreadySeen: row.maySeeAlreadySeen,
    MayEditDocuments: row.mayEditDocuments,
    MayDeleteDocuments: row.mayDeleteDocuments,
    MaySeeConfidentialDocuments: row.maySeeConfidentialDocuments,
    SeeDocumentsWithPurchaseOrder: row.seeDocumentsWithPurchaseOrder,
    SearchRights: row.searchRights as User['SearchRights'],
    Absence:
      row.absenceFrom && row.absenceTo
        ? {
            FromDate: row.absenceFrom,
            ToDate: row.absenceTo,
            KeepSendingNotifications: row.absenceKeepSendingNotifications,
            ReplacedByUserId: row.absenceReplacedByUserId,
          }
        : null,
    LinkedToWorkflowUser: row.linkedToWorkflowUser,
    IsInMultipleEnvironments: relations.isInMultipleEnvironments,
    UserViewRights: row.viewRights as User['UserViewRights'],
    UserActionRights: row.actionRights as User['UserActionRights'],
    GroupMemberIds: relations.groupMemberIds,
    MayApprovePay: row.mayApprovePay,
    MayDeleteAttachments: row.mayDeleteAttachments as User['MayDeleteAttachments'],
    ValidateDocumentsWithoutCompany: row.validateDocumentsWithoutCompany,
    ContractManagementEnabled: row.contractManagementEnabled,
    ReceivesContractManagementNotifications: row.receivesContractManagementNotifications,
    RoleIds: row.roleIds,
    ReplacingUserIds: relations.replacingUserIds,
  };
}

/** The current user for the shell: identity, both right sets and the company scopes. */
export function presentCurrentUser(actor: Actor): CurrentUser {
  const { user } = actor;
  return {
    Id: user.id,
    Name: user.name,
    FirstName: user.firstName,
    Email: user.email,
    Locale: user.locale,
    BaseRole: user.baseRole as CurrentUser['BaseRole'],
    IsAdmin: user.isAdmin,
    UserViewRights: [...actor.viewRights].sort(),
    UserActionRights: [...actor.actionRights].sort(),
    MayHandleAllCompanies: user.mayHandleAllCompanies,
    HandleCompanies: user.handleCompanies,
    MayValidateAllCompanies: user.mayValidateAllCompanies,
    ValidateCompanies: user.validateCompanies,
    IsInMultipleEnvironments: actor.multipleEnvironments,
  };
}
