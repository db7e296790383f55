import { z } from 'zod';
import { MatchModes } from '../coding/matchTolerances';
import { ErpSyncEveryMinutesMax } from '../erp/sync';
import { validateBic, validateIban } from '../iban/index';
import { PainVersions, SepaProfiles } from '../payments/creditTransfer';
import { ErpAdapters, type ErpLoginStatuses, LogisticsAdapters } from './enums';

/** Shown instead of a stored secret; sending it back means "unchanged". */
export const PasswordPlaceholder = '********';

export const PeriodDateBehaviors = ['Unknown', 'InvoiceDate', 'Today'] as const;

const guid = z.uuid();
/** A reference to another company: a GUID, or empty (a cleared text field) or null for none. */
const optionalCompanyId = z
  .string()
  .trim()
  .nullable()
  .default(null)
  .refine((value) => !value || guid.safeParse(value).success, 'Validation_Guid')
  .transform((value) => value || null);

/** A purchase-order match tolerance in percent: 0 to 100, none by default. */
const percentage = () =>
  z
    .number('Validation_Not_A_Number')
    .min(0, 'Validation_Percentage')
    .max(100, 'Validation_Percentage')
    .default(0);

/** The editable fields of a company (spec 000 §3 Company plus the detail-view fields). */
export const CompanyInput = z.object({
  Name: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
  DisplayName: z.string().trim().max(100, 'Validation_Maximum_Length%%100').default(''),
  Country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Validation_Uppercase')
    .default('NL'),
  ErpAdapter: z.enum(ErpAdapters).default('Manual'),
  UsesSalesInvoices: z.boolean().default(false),
  UsesPackingSlips: z.boolean().default(false),
  LogisticsAdapter: z.enum(LogisticsAdapters).default('None'),
  Currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Validation_Uppercase')
    .default('EUR'),
  UsedCoding: z.string().max(50).default(''),
  VatNumber: z.string().trim().max(30, 'Validation_Maximum_Length%%30').default(''),
  IsVatDeductible: z.boolean().default(true),
  AllowOverrideVatDeductible: z.boolean().default(false),
  VatDeductibleCode: z.string().max(20).default(''),
  PurchaseOrderLedgerCode: z.string().max(20).default(''),
  TargetAdministrations: z.array(z.string()).default([]),
  Ibans: z.array(z.string()).default([]),
  ChamberOfCommerceNumber: z.string().trim().max(20, 'Validation_Maximum_Length%%20').default(''),
  ErpVariable1: z.string().max(100).default(''),
  ErpVariable2: z.string().max(100).default(''),
  ErpFeatureSetId: z.string().nullable().default(null),
  LogisticsFeatureSetId: z.string().nullable().default(null),
  UsesErpExtraVariable1: z.boolean().default(false),
  UsesErpExtraVariable2: z.boolean().default(false),
  UsesErpExtraVariable3: z.boolean().default(false),
  DefaultPurchaseJournal: z.string().max(20).default(''),
  DefaultSalesJournal: z.string().max(20).default(''),
  DefaultDebtorsAccount: z.string().max(20).default(''),
  DefaultCreditorsAccount: z.string().max(20).default(''),
  UsesVerifyFreeField1: z.boolean().default(false),
  UsesVerifyFreeField2: z.boolean().default(false),
  SupportsCoding: z.boolean().default(true),
  PeriodDateBehavior: z.enum(PeriodDateBehaviors).default('InvoiceDate'),
  IntegrationVersion: z.string().max(20).default(''),
  IntegrationExtensionVersion: z.string().max(20).default(''),
  UsesAmericanDateFormatForVendors: z.boolean().default(false),
  UsesAmericanDateFormatForCustomers: z.boolean().default(false),
  BranchId: z.string().max(20).default(''),
  UsesElectronicFundsTransfer: z.boolean().default(false),
  UsesPurchaseOrderLines: z.boolean().default(false),
  PurchaseOrderMatchRequired: z.boolean().default(false),
  PurchaseOrderMatchMode: z.enum(MatchModes, 'Validation_In_List').default('TwoWay'),
  PriceTolerancePercentage: percentage(),
  PriceToleranceAmount: z
    .number('Validation_Not_A_Number')
    .min(0, 'Validation_Positive')
    .max(9_999_999, 'Validation_Maximum_Value%%9999999')
    .default(0),
  QuantityTolerancePercentage: percentage(),
  // Detail-view fields
  LogisticsServer: z.string().max(200).default(''),
  LogisticsLogin: z.string().max(100).default(''),
  LogisticsPassword: z.string().max(200).default(''),
  DatabaseServerUrl: z.string().max(300).default(''),
  /** Write-only: answered as the placeholder, which sent back keeps the stored password. */
  ErpPassword: z.string().max(200).default(''),
  /** Scheduled synchronisation of the ERP's master data every so many minutes; 0 is never. */
  ErpSyncEveryMinutes: z
    .number('Validation_Not_A_Number')
    .int('Validation_Not_A_Number')
    .min(0, 'Validation_Positive')
    .max(ErpSyncEveryMinutesMax, `Validation_Maximum_Value%%${ErpSyncEveryMinutesMax}`)
    .default(0),
  ErpVersion: z.string().max(50).default(''),
  ErpParentCompanyId: optionalCompanyId,
  Description: z.string().max(1000).default(''),
  ErpExportDocument: z.boolean().default(false),
  ErpXmlPath: z.string().max(300).default(''),
  ErpId: z.string().max(100).default(''),
  /** Payment batches (issue 15): the bank's SEPA profile and pain.001 version, the paying account, netting. */
  SepaProfile: z.enum(SepaProfiles, 'Validation_In_List').default('Generic'),
  PainVersion: z.enum(PainVersions, 'Validation_In_List').default('pain.001.001.03'),
  PaymentIban: z
    .string()
    .trim()
    .max(50)
    .default('')
    .refine((value) => value === '' || validateIban(value).valid, 'Iban_Invalid'),
  PaymentBic: z
    .string()
    .trim()
    .max(11 + 4)
    .default('')
    .refine((value) => value === '' || validateBic(value).valid, 'Bic_Invalid'),
  NetCreditNotes: z.boolean().default(false),
});
export type CompanyInput = z.input<typeof CompanyInput>;

type CompanyFields = z.output<typeof CompanyInput>;

/** The Company entity in lists (spec 000 §3). */
export type Company = Omit<
  CompanyFields,
  | 'LogisticsServer'
  | 'LogisticsLogin'
  | 'LogisticsPassword'
  | 'DatabaseServerUrl'
  | 'ErpPassword'
  | 'ErpSyncEveryMinutes'
  | 'ErpVersion'
  | 'ErpParentCompanyId'
  | 'Description'
  | 'ErpExportDocument'
  | 'ErpXmlPath'
  | 'ErpId'
  | 'SepaProfile'
  | 'PainVersion'
  | 'PaymentIban'
  | 'PaymentBic'
  | 'NetCreditNotes'
> & {
  Id: string;
  IsDeleted: boolean;
  ErpLoginStatus: (typeof ErpLoginStatuses)[number];
  IsOnlineErpAdapter: boolean;
};

/** A company setting as shown on the company page. */
export type CompanySetting = { Name: string; Type: string; Value: string | number | boolean | null };

/** The company detail view: list fields plus connection details and settings. */
export type CompanyDetail = Company &
  Pick<
    CompanyFields,
    | 'LogisticsServer'
    | 'LogisticsLogin'
    | 'LogisticsPassword'
    | 'DatabaseServerUrl'
    | 'ErpPassword'
    | 'ErpSyncEveryMinutes'
    | 'ErpVersion'
    | 'ErpParentCompanyId'
    | 'Description'
    | 'ErpExportDocument'
    | 'ErpXmlPath'
    | 'ErpId'
    | 'SepaProfile'
    | 'PainVersion'
    | 'PaymentIban'
    | 'PaymentBic'
    | 'NetCreditNotes'
  > & {
    ErpLastError: string;
    /** When the ERP's master data was last synchronised completely, or null. */
    ErpLastSyncAt: string | null;
    Settings: CompanySetting[];
  };
