import { MatchModes } from '../../../domain/coding/matchTolerances';
import { CompanyInput, PeriodDateBehaviors } from '../../../domain/entities/company';
import { type ErpAdapter, ErpAdapters, LogisticsAdapters } from '../../../domain/entities/enums';
import { PainVersions, SepaProfiles } from '../../../domain/payments/creditTransfer';

/** The form model of the company page: every CompanyInput field. */
export type CompanyForm = CompanyInput;

export type CompanyFieldName = keyof CompanyForm & string;

/** How a field is edited. */
export type CompanyField =
  | {
      name: CompanyFieldName;
      kind: 'text' | 'bool' | 'password' | 'tags' | 'textarea' | 'number' | 'integer';
      /** A line under the field saying what it means. */
      info?: string;
    }
  | { name: CompanyFieldName; kind: 'select'; options: readonly string[]; optionPrefix: string };

/** The company fields grouped the way a finance administrator thinks about them. */
export const companyFieldGroups: { title: string; fields: CompanyField[] }[] = [
  {
    title: 'Company_General',
    fields: [
      { name: 'Name', kind: 'text' },
      { name: 'DisplayName', kind: 'text' },
      { name: 'Country', kind: 'text' },
      { name: 'Currency', kind: 'text' },
      { name: 'VatNumber', kind: 'text' },
      { name: 'ChamberOfCommerceNumber', kind: 'text' },
      { name: 'BranchId', kind: 'text' },
      { name: 'Description', kind: 'textarea' },
    ],
  },
  {
    title: 'Company_Documents',
    fields: [
      { name: 'UsesSalesInvoices', kind: 'bool' },
      { name: 'UsesPackingSlips', kind: 'bool' },
      { name: 'UsesPurchaseOrderLines', kind: 'bool' },
      { name: 'PurchaseOrderMatchRequired', kind: 'bool' },
      {
        name: 'PurchaseOrderMatchMode',
        kind: 'select',
        options: MatchModes,
        optionPrefix: 'Purchase_Order_Match_Mode_',
      },
      { name: 'PriceTolerancePercentage', kind: 'number' },
      { name: 'PriceToleranceAmount', kind: 'number' },
      { name: 'QuantityTolerancePercentage', kind: 'number' },
      { name: 'UsesElectronicFundsTransfer', kind: 'bool' },
      { name: 'UsesAmericanDateFormatForVendors', kind: 'bool' },
      { name: 'UsesAmericanDateFormatForCustomers', kind: 'bool' },
      {
        name: 'PeriodDateBehavior',
        kind: 'select',
        options: PeriodDateBehaviors,
        optionPrefix: 'Period_Date_Behavior_',
      },
      { name: 'Ibans', kind: 'tags' },
    ],
  },
  {
    title: 'Company_Erp',
    fields: [
      { name: 'ErpAdapter', kind: 'select', options: ErpAdapters, optionPrefix: '' },
      { name: 'ErpVersion', kind: 'text' },
      { name: 'ErpId', kind: 'text' },
      { name: 'ErpParentCompanyId', kind: 'text' },
      { name: 'DatabaseServerUrl', kind: 'text' },
      { name: 'ErpVariable1', kind: 'text' },
      { name: 'ErpVariable2', kind: 'text' },
      { name: 'ErpPassword', kind: 'password' },
      { name: 'ErpSyncEveryMinutes', kind: 'integer', info: 'Company_ErpSyncEveryMinutes_Info' },
      { name: 'ErpXmlPath', kind: 'text' },
      { name: 'IntegrationVersion', kind: 'text' },
      { name: 'IntegrationExtensionVersion', kind: 'text' },
      { name: 'ErpFeatureSetId', kind: 'text' },
      { name: 'TargetAdministrations', kind: 'tags' },
      { name: 'ErpExportDocument', kind: 'bool' },
      { name: 'UsesErpExtraVariable1', kind: 'bool' },
      { name: 'UsesErpExtraVariable2', kind: 'bool' },
      { name: 'UsesErpExtraVariable3', kind: 'bool' },
    ],
  },
  {
    title: 'Company_Payments',
    fields: [
      { name: 'PaymentIban', kind: 'text' },
      { name: 'PaymentBic', kind: 'text' },
      { name: 'SepaProfile', kind: 'select', options: SepaProfiles, optionPrefix: 'Sepa_Profile_' },
      { name: 'PainVersion', kind: 'select', options: PainVersions, optionPrefix: '' },
      { name: 'NetCreditNotes', kind: 'bool', info: 'Company_NetCreditNotes_Info' },
    ],
  },
  {
    title: 'Company_Logistics',
    fields: [
      {
        name: 'LogisticsAdapter',
        kind: 'select',
        options: LogisticsAdapters,
        optionPrefix: 'Logistics_Adapter_',
      },
      { name: 'LogisticsServer', kind: 'text' },
      { name: 'LogisticsLogin', kind: 'text' },
      { name: 'LogisticsPassword', kind: 'password' },
      { name: 'LogisticsFeatureSetId', kind: 'text' },
    ],
  },
  {
    title: 'Company_Coding_Vat',
    fields: [
      { name: 'SupportsCoding', kind: 'bool' },
      { name: 'UsedCoding', kind: 'text' },
      { name: 'IsVatDeductible', kind: 'bool' },
      { name: 'AllowOverrideVatDeductible', kind: 'bool' },
      { name: 'VatDeductibleCode', kind: 'text' },
      { name: 'PurchaseOrderLedgerCode', kind: 'text' },
      { name: 'DefaultPurchaseJournal', kind: 'text' },
      { name: 'DefaultSalesJournal', kind: 'text' },
      { name: 'DefaultDebtorsAccount', kind: 'text' },
      { name: 'DefaultCreditorsAccount', kind: 'text' },
      { name: 'UsesVerifyFreeField1', kind: 'bool' },
      { name: 'UsesVerifyFreeField2', kind: 'bool' },
    ],
  },
];

/** A new company's starting values: the schema's defaults (country NL, currency EUR). */
export function newCompanyForm(): CompanyForm {
  return { ...CompanyInput.parse({ Name: 'new' }), Name: '' };
}

/**
 * The label of a field in the words of the company's adapter: for Tryton the connection fields say which is the
 * server's address, the database, the login and the password (server/integrations/erp/registry.ts erpConnectionOf).
 */
const adapterLabels: Partial<Record<ErpAdapter, Partial<Record<CompanyFieldName, string>>>> = {
  Tryton: {
    DatabaseServerUrl: 'Company_Tryton_Url',
    ErpVariable1: 'Company_Tryton_Database',
    ErpVariable2: 'Company_Tryton_Login',
    ErpPassword: 'Company_Tryton_Password',
  },
};

export function companyFieldLabelKey(name: CompanyFieldName, adapter: ErpAdapter | undefined): string {
  return (adapter && adapterLabels[adapter]?.[name]) || `Company_${name}`;
}
