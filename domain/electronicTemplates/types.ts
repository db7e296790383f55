/**
 * Electronic templates (spec 001 §3, §4): per company, document type and relation, rules that turn an e-invoice's
 * lines into coding lines — from product code (and description, tax category, percentage) to ledger account, VAT
 * code and dimensions.
 */

export const ElectronicTemplateStatuses = ['Unknown', 'Incomplete', 'Active', 'Inactive', 'Deleted'] as const;
export type ElectronicTemplateStatus = (typeof ElectronicTemplateStatuses)[number];

/** The e-invoice kinds a template is made for. */
export const ElectronicDocumentTypes = [
  'UblInvoice20',
  'UblInvoice21',
  'UblCredit20',
  'UblCredit21',
  'FlorecomCii10',
] as const;
export type ElectronicDocumentType = (typeof ElectronicDocumentTypes)[number];

/** Product code entry of a template line. */
export type ProductCodeEntry = {
  ProductCode: string;
  ProductDescription: string;
  ProductTaxCategory: string;
  ProductTaxPercentage: number | null;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
};

/** Template line: where matching e-invoice lines are coded. */
export type ElectronicTemplateLine = {
  LineNumber: number;
  Description: string;
  GeneralLedgerAccount: string;
  VatCode: string;
  VatPercentage: number | null;
  VatCategory: string;
  ProductCodes: string[];
  ProductCodeAndCategories: ProductCodeEntry[];
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
};

/** How a template matches: by product code, by VAT percentage and category, or each e-invoice line on its own. */
export const ElectronicTemplateRules = [
  'ProductCodeToLedgerAndVatCode',
  'VatPercentageAndCategory',
  'ProductCodeIndividualLines',
  'VatPercentageAndCategoryIndividualLines',
] as const;
export type ElectronicTemplateRule = (typeof ElectronicTemplateRules)[number];
