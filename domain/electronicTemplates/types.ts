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

/** A product code entry with nothing filled in yet, or only what is given. */
export const productCodeEntry = (values: Partial<ProductCodeEntry> = {}): ProductCodeEntry => ({
  ProductCode: '',
  ProductDescription: '',
  ProductTaxCategory: '',
  ProductTaxPercentage: null,
  Dimension1: '',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  ...values,
});

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

/** Electronic template (spec 001 §3) as the API answers it; `Rules` lists the rules a template can follow. */
export type ElectronicTemplate = {
  Id: string;
  CompanyId: string;
  Status: ElectronicTemplateStatus;
  Name: string;
  RelationCode: string;
  RelationId: string | null;
  RelationName: string;
  DocumentType: string;
  ElectronicDocumentType: ElectronicDocumentType;
  RuleName: ElectronicTemplateRule;
  TemplateLinesJson: ElectronicTemplateLine[];
  InvoiceDescription: string;
  /** What the template makes of the relation's most recent e-invoice (computed; empty when there is none). */
  RuleResultsJson: TemplateCodingLine[];
  /** That e-invoice's lines no template line takes. */
  UnlinkedLines: TemplateInvoiceLine[];
  Rules: ElectronicTemplateRule[];
  /** The version a save must name (optimistic concurrency). */
  LastUpdate: string;
};

/** One line of an e-invoice as the template rules read it. */
export type TemplateInvoiceLine = {
  LineNumber: number;
  ProductCode: string;
  Description: string;
  TaxCategory: string;
  TaxPercentage: number | null;
  Quantity: number;
  UnitPrice: number;
  NetAmount: number;
};

/** A coding line a template produces. */
export type TemplateCodingLine = {
  /** The template line it came from. */
  TemplateLineNumber: number;
  /** The e-invoice lines it sums (one for the individual-lines rules). */
  InvoiceLineNumbers: number[];
  Description: string;
  GeneralLedgerAccount: string;
  VatCode: string;
  VatPercentage: number;
  Quantity: number;
  UnitPrice: number;
  NetAmount: number;
  VatAmount: number;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
};

/** What applying a template to an e-invoice gives. */
export type TemplateApplication = {
  Lines: TemplateCodingLine[];
  UnlinkedLines: TemplateInvoiceLine[];
};
