import { ApiScopes, apiScopeLabel } from '../../../domain/api/scopes';
import { WebhookDeliveryStates, WebhookEvents, webhookEventLabel } from '../../../domain/api/webhooks';
import { LineSources, MatchFlags, MatchModes } from '../../../domain/coding/index';
import { DocumentActions } from '../../../domain/documents/actions';
import { OverviewColumns } from '../../../domain/documents/columns';
import {
  CodingStatuses,
  DocumentStatuses,
  InvoiceTypes,
  LinkedToDocumentValues,
  OriginalSourceTypes,
  SourceStatuses,
  StatusesInWorkflow,
  StatusFilters,
} from '../../../domain/documents/enums';
import {
  AttachmentDeletions,
  ErpLoginStatuses,
  LegacyRoleCodes,
  Locales,
  NotificationFrequencies,
  SearchRights,
  UserKinds,
} from '../../../domain/entities/enums';
import { FeatureFlags } from '../../../domain/entities/misc';
import { SettingCatalogue } from '../../../domain/entities/setting';
import { ErpActionKinds, ErpActionStates } from '../../../domain/erp/actions';
import { ErpSyncKinds } from '../../../domain/erp/sync';
import {
  DeliveryTypes,
  EmailStatuses,
  PartOutcomes,
  ReplyLanguages,
  ReplySituations,
  ReplyStatuses,
  SourcePerValues,
  SplitReasons,
} from '../../../domain/intake/enums';
import { PaymentBatchLineStatuses, PaymentBatchStatuses } from '../../../domain/payments/batch';
import { IbanChecks } from '../../../domain/payments/payables';
import { RecognizedFieldNames } from '../../../domain/recognition/types';
import { ActionRights, BaseRoles, ViewRights } from '../../../domain/rights/rights';
import { RightGroups, RoleColumns } from '../../../domain/rights/roleOverview';
import { DocumentsToPayStatuses, PaymentBatchLineActions, PaymentLineFlags } from '../../api/paymentBatches';
import { TriStateEnabled } from '../../components/TriStateEnabledBox';
import { companyFieldGroups } from '../../scenes/Companies/companyFields';
import { CompanyScopes } from '../../scenes/Users/CompanyScopesSection';
import { UserFlags } from '../../scenes/Users/UserFlagsSection';
import { arrayLiteralValues } from './sourceScan';

const prefixed = (prefix: string, values: readonly string[], suffix = '') =>
  values.map((value) => `${prefix}${value}${suffix}`);

// enumOptions(values, t, prefix) callers label these enums; the generic `${prefix}${value}` shape.
const enumOptionKeys = [
  ...prefixed('Locale_', Locales),
  ...prefixed('Notification_Frequency_', NotificationFrequencies),
  ...prefixed('Base_Role_', BaseRoles),
  ...prefixed('Attachment_Deletion_', AttachmentDeletions),
];

const companyOptionKeys = companyFieldGroups.flatMap((group) =>
  group.fields.flatMap((field) =>
    field.kind === 'select' && field.optionPrefix ? prefixed(field.optionPrefix, field.options) : [],
  ),
);

const scopes = CompanyScopes.map((entry) => entry.scope);

/**
 * The keys behind each t(`…${x}…`) shape the app uses, resolved against the enums it iterates.
 * Dropdown shapes (Select_*, No_*_Available) depend on the fields in use and are resolved by the caller.
 */
export function templateShapeKeys(): Record<string, readonly string[]> {
  return {
    'Column_*': prefixed('Column_', OverviewColumns),
    'Document_Status_*': prefixed('Document_Status_', DocumentStatuses),
    'Document_Action_*': prefixed('Document_Action_', DocumentActions),
    'Status_Filter_*': prefixed('Status_Filter_', StatusFilters),
    'Invoice_Type_*': prefixed('Invoice_Type_', InvoiceTypes),
    'Linked_To_Document_*': prefixed('Linked_To_Document_', LinkedToDocumentValues),
    // The detail's flag list is private to its component; read it from the source.
    'Flag_*': prefixed('Flag_', arrayLiteralValues('app/scenes/Documents/DocumentFacts.tsx', 'flagNames')),
    // The route edit page offers the two suggestion-route types.
    'Route_Type_*': prefixed(
      'Route_Type_',
      arrayLiteralValues('app/scenes/Routes/RouteEditPage.tsx', 'routeTypes'),
    ),
    'Company_*': companyFieldGroups.flatMap((group) =>
      prefixed(
        'Company_',
        group.fields.map((f) => f.name),
      ),
    ),
    '**': [...companyOptionKeys, ...enumOptionKeys],
    'Erp_Login_Status_*': prefixed('Erp_Login_Status_', ErpLoginStatuses),
    // The ERP action overview and the company page's ERP connection.
    'Erp_Action_Kind_*': prefixed('Erp_Action_Kind_', ErpActionKinds),
    'Erp_Action_State_*': prefixed('Erp_Action_State_', ErpActionStates),
    'Erp_Sync_Kind_*': prefixed('Erp_Sync_Kind_', ErpSyncKinds),
    'Setting_*': prefixed('Setting_', Object.keys(SettingCatalogue)),
    'Search_Rights_*': prefixed('Search_Rights_', Object.keys(SearchRights)),
    'User_Kind_*': prefixed('User_Kind_', UserKinds),
    'Base_Role_*': prefixed('Base_Role_', BaseRoles),
    'Scope_*': prefixed('Scope_', scopes),
    'Scope_*_All': prefixed('Scope_', scopes, '_All'),
    'User_*': prefixed('User_', UserFlags),
    // The roles and feature-flags screens of /customize-environment.
    'Right_Group_*': prefixed('Right_Group_', RightGroups),
    'Role_*_Info': prefixed('Role_', RoleColumns, '_Info'),
    'Legacy_Role_*_Info': prefixed(
      'Legacy_Role_',
      LegacyRoleCodes.map((code) => code.replace('-', '_')),
      '_Info',
    ),
    'Feature_Flag_*': prefixed('Feature_Flag_', FeatureFlags),
    'Feature_Flag_*_Info': prefixed('Feature_Flag_', FeatureFlags, '_Info'),
    // The coding panel of the document detail.
    'Coding_Source_*': prefixed('Coding_Source_', LineSources),
    'Coding_Status_*': prefixed('Coding_Status_', CodingStatuses),
    'Coding_Order_Match_*': prefixed('Coding_Order_Match_', MatchModes),
    'Coding_Flag_*': prefixed('Coding_Flag_', MatchFlags),
    // The splitter and the source overviews.
    'Split_Reason_*': prefixed(
      'Split_Reason_',
      SplitReasons.filter((reason) => reason !== ''),
    ),
    'Source_Status_*': prefixed('Source_Status_', SourceStatuses),
    'Status_In_Workflow_*': prefixed('Status_In_Workflow_', StatusesInWorkflow),
    'Original_Type_*': prefixed('Original_Type_', OriginalSourceTypes),
    'Delivery_Type_*': prefixed('Delivery_Type_', DeliveryTypes),
    // The mailbox, reply-template and e-mail-invoice screens.
    'Locale_*': prefixed('Locale_', ReplyLanguages),
    'Mailbox_Source_Per_*': prefixed('Mailbox_Source_Per_', SourcePerValues),
    'Reply_Situation_*': prefixed('Reply_Situation_', ReplySituations),
    'Email_Status_*': prefixed('Email_Status_', EmailStatuses),
    'Reply_Status_*': prefixed('Reply_Status_', ReplyStatuses),
    'Part_Outcome_*': prefixed('Part_Outcome_', PartOutcomes),
    // Fast verify's score card and editable cells.
    'FastVerify_Field_*': prefixed('FastVerify_Field_', RecognizedFieldNames),
    // The verify screen: where a value came from, why a document looks like a duplicate, how it was read.
    'Verify_Source_*': prefixed('Verify_Source_', ['EInvoice', 'Learned', 'MasterData']),
    'Verify_Duplicate_Reason_*': prefixed('Verify_Duplicate_Reason_', [
      'SameFile',
      'SameNumber',
      'SameAmountNearDate',
    ]),
    'Verify_Read_By_*': prefixed('Verify_Read_By_', ['Text', 'Ocr', 'EInvoice', 'Nothing']),
    // Documents To Pay and the payment batches (issue 15).
    'Payment_Iban_Check_*': prefixed('Payment_Iban_Check_', IbanChecks),
    'Payment_Iban_Check_*_Info': prefixed('Payment_Iban_Check_', IbanChecks, '_Info'),
    'Payment_Documents_Status_*': prefixed('Payment_Documents_Status_', DocumentsToPayStatuses),
    'Payment_Batch_Status_*': prefixed('Payment_Batch_Status_', PaymentBatchStatuses),
    'Payment_Batch_Line_Status_*': prefixed('Payment_Batch_Line_Status_', PaymentBatchLineStatuses),
    'Payment_Batch_Line_Flag_*': prefixed('Payment_Batch_Line_Flag_', PaymentLineFlags),
    'Payment_Batch_Line_Flag_*_Info': prefixed('Payment_Batch_Line_Flag_', PaymentLineFlags, '_Info'),
    'Payment_Batch_Line_Action_*': prefixed('Payment_Batch_Line_Action_', PaymentBatchLineActions),
    // The webhook delivery log of /api-key-overview.
    'Webhook_Delivery_State_*': prefixed('Webhook_Delivery_State_', WebhookDeliveryStates),
  };
}

/** Keys the app looks up from a variable rather than a literal: rights, tri-state values. */
export const variableLookupKeys: readonly string[] = [
  ...prefixed('Right_', [...ViewRights, ...ActionRights]),
  ...Object.values(TriStateEnabled),
  // Fast verify's score card shows each field's reason (domain/recognition/score.ts).
  ...prefixed('Score_Reason_', ['Missing', 'EInvoice', 'MasterData', 'Learned', 'Sure', 'Unsure']),
  // The API key screen names scopes and webhook events (domain/api).
  ...ApiScopes.map(apiScopeLabel),
  ...WebhookEvents.map(webhookEventLabel),
  // Why a payment action is closed (app/scenes/PaymentBatches: approval.ts, documentsToPay.ts, the pages).
  'Payment_Already_In_Batch',
  'Payment_Select_Documents',
  'Payment_Batch_One_Company',
  'Payment_Batch_No_Change_Right',
  'Payment_Batch_Approve_No_Right',
  'Payment_Batch_Approve_Not_Allowed',
  'Payment_Batch_Approve_Own_Not_Allowed',
  'Payment_Batch_Not_Concept',
];
