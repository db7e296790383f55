import type { z } from 'zod';
import type { UserInput } from '../../../domain/entities/user';
import type { users } from '../../db/schema/index';

type Input = z.output<typeof UserInput>;
type Columns = Partial<typeof users.$inferInsert>;

/** The row columns for the editable fields of a user. */
export function userColumns(input: Input): Columns {
  return {
    name: input.Name,
    firstName: input.FirstName,
    lastName: input.LastName,
    email: input.Email,
    abbreviation: input.Abbreviation,
    locale: input.Locale,
    isActive: input.IsActive,
    isAdmin: input.IsAdmin,
    isGroup: input.IsGroup,
    baseRole: input.BaseRole,
    selectable: input.Selectable,
    notificationFrequency: input.NotificationFrequency,
    maximumApprovalAmount: input.MaximumApprovalAmount,
    seeCompanies: input.SeeCompanies,
    validateCompanies: input.ValidateCompanies,
    approveCompanies: input.ApproveCompanies,
    handleCompanies: input.HandleCompanies,
    signCompanies: input.SignCompanies,
    mayHandleAllCompanies: input.MayHandleAllCompanies,
    mayApproveAllCompanies: input.MayApproveAllCompanies,
    maySeeAllCompanies: input.MaySeeAllCompanies,
    maySignAllCompanies: input.MaySignAllCompanies,
    mayValidateAllCompanies: input.MayValidateAllCompanies,
    maySeeOtherUsers: input.MaySeeOtherUsers,
    maySeeOtherCompanies: input.MaySeeOtherCompanies,
    maySeeAllDocuments: input.MaySeeAllDocuments,
    maySeeAlreadySeen: input.MaySeeAlreadySeen,
    mayEditDocuments: input.MayEditDocuments,
    mayDeleteDocuments: input.MayDeleteDocuments,
    maySeeConfidentialDocuments: input.MaySeeConfidentialDocuments,
    seeDocumentsWithPurchaseOrder: input.SeeDocumentsWithPurchaseOrder,
    searchRights: input.SearchRights,
    absenceFrom: input.Absence?.FromDate ?? null,
    absenceTo: input.Absence?.ToDate ?? null,
    absenceKeepSendingNotifications: input.Absence?.KeepSendingNotifications ?? false,
    absenceReplacedByUserId: input.Absence?.ReplacedByUserId ?? null,
    linkedToWorkflowUser: input.LinkedToWorkflowUser,
    mayApprovePay: input.MayApprovePay,
    mayDeleteAttachments: input.MayDeleteAttachments,
    validateDocumentsWithoutCompany: input.ValidateDocumentsWithoutCompany,
    contractManagementEnabled: input.ContractManagementEnabled,
    receivesContractManagementNotifications: input.ReceivesContractManagementNotifications,
    roleIds: input.RoleIds,
    ...(input.UserViewRights ? { viewRights: input.UserViewRights } : {}),
    ...(input.UserActionRights ? { actionRights: input.UserActionRights } : {}),
  };
}
