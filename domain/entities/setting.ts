import { z } from 'zod';
import type { SettingType } from './enums';

/** Setting (spec 000 §3) as answered by Setting/{name}. */
export type Setting = {
  Name: string;
  Type: SettingType;
  BoolValue: boolean | null;
  IntValue: number | null;
  TextValue: string | null;
  /** Company the value belongs to; null for the customer-wide value. */
  CompanyId: string | null;
};

/** Body of an update: the value in the field matching the setting's type. */
export const SettingUpdate = z.object({
  CompanyId: z.uuid('Validation_Guid').nullable().default(null),
  BoolValue: z.boolean().nullable().optional(),
  IntValue: z.number().nullable().optional(),
  TextValue: z.string().max(4000, 'Validation_Maximum_Length%%4000').nullable().optional(),
});
export type SettingUpdate = z.input<typeof SettingUpdate>;

/** How a setting is typed, defaulted and scoped. */
export type SettingDefinition = {
  Type: SettingType;
  Default: boolean | number | string;
  Scope: 'Customer' | 'Company' | 'Both';
};

/** The settings the product knows, with their types and defaults. */
export const SettingCatalogue = {
  Verify_UseFastVerify: { Type: 'Bool', Default: false, Scope: 'Both' },
  Workflow_UsesPaymentBatches: { Type: 'Bool', Default: false, Scope: 'Customer' },
  ContractManagement_Url: { Type: 'Text', Default: '', Scope: 'Customer' },
  Support_Url: { Type: 'Text', Default: '', Scope: 'Customer' },
  Verify_MaximumNumberOfDaysInPast: { Type: 'Int', Default: 365, Scope: 'Both' },
  Verify_MaximumNumberOfDaysInFuture: { Type: 'Int', Default: 90, Scope: 'Both' },
  Verify_ValidateIban: { Type: 'Bool', Default: true, Scope: 'Both' },
  Verify_OnlySaveIfValid: { Type: 'Bool', Default: false, Scope: 'Both' },
  // The rest of a company's verify settings (spec 001 §3), read together by Verify/GetVerifySettings.
  Verify_DiscountIsPossible: { Type: 'Bool', Default: false, Scope: 'Both' },
  /** Unknown, InvoiceDate, Today (domain/verify PostDateBehaviours). */
  Verify_PostDateBehaviour: { Type: 'Text', Default: 'InvoiceDate', Scope: 'Both' },
  Verify_ValidatePurchaseOrderNumber: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_ValidateIbanRequired: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_AutoBalanceVat: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_UsePeriodsForPurchaseJournal: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_UserIdRequired: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_AlwaysApplyVendorCurrency: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_UseVerifyDescription: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_ShowAdministration: { Type: 'Bool', Default: false, Scope: 'Both' },
  Verify_DisableVatPercentageCheckOnHeaderTaxCode: { Type: 'Bool', Default: false, Scope: 'Both' },
  /** What a suspected duplicate does on save: Warn or Block (domain/verify DuplicateBehaviours). */
  Verify_DuplicateBehaviour: { Type: 'Text', Default: 'Warn', Scope: 'Both' },
  /** Fast verify offers a document for confirmation from this score (0–100). */
  Verify_FastVerifyMinimumScore: { Type: 'Int', Default: 85, Scope: 'Both' },
  Document_ArchiveAfterDays: { Type: 'Int', Default: 0, Scope: 'Customer' },
  Mail_SenderName: { Type: 'Text', Default: 'Ledgerline', Scope: 'Customer' },
  Analytics_Key: { Type: 'Text', Default: '', Scope: 'Customer' },
  /** Which steps the dashboard shows after Import, Classify and Validate: 0–5 (domain/dashboard). */
  Dashboard_Layout: { Type: 'Int', Default: 0, Scope: 'Customer' },
} as const satisfies Record<string, SettingDefinition>;
export type SettingName = keyof typeof SettingCatalogue;

/** True when the name is a known setting. */
export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(SettingCatalogue, name);
}
