import type {
  ElectronicDocumentType,
  ElectronicTemplate,
  ElectronicTemplateRule,
  ElectronicTemplateStatus,
} from '../../../domain/electronicTemplates/index';

/** A template line as the form holds it (its number is its place). */
export type TemplateLineForm = {
  Description: string;
  GeneralLedgerAccount: string;
  VatCode: string;
  VatPercentage: number | null;
  VatCategory: string;
  ProductCodes: string[];
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  /** Detailed product code entries (code narrowed by description, tax category, percentage). */
  ProductCodeAndCategories: ElectronicTemplate['TemplateLinesJson'][number]['ProductCodeAndCategories'];
};

/** The electronic template form: the save body of PUT ElectronicTemplate. */
export type TemplateForm = {
  Id?: string;
  LastUpdate?: string;
  CompanyId: string;
  Name: string;
  Status: ElectronicTemplateStatus;
  RelationId: string | null;
  RelationCode: string;
  RelationName: string;
  DocumentType: 'PurchaseInvoice' | 'SalesInvoice';
  ElectronicDocumentType: ElectronicDocumentType;
  RuleName: ElectronicTemplateRule;
  InvoiceDescription: string;
  TemplateLinesJson: TemplateLineForm[];
};

/** The labels of the statuses, the e-invoice kinds and the rules. */
export const statusKeys: Record<ElectronicTemplateStatus, string> = {
  Unknown: 'Electronic_Template_Status_Unknown',
  Incomplete: 'Electronic_Template_Status_Incomplete',
  Active: 'Electronic_Template_Status_Active',
  Inactive: 'Electronic_Template_Status_Inactive',
  Deleted: 'Electronic_Template_Status_Deleted',
};
export const statusColors: Record<ElectronicTemplateStatus, string> = {
  Unknown: 'gray',
  Incomplete: 'orange',
  Active: 'green',
  Inactive: 'gray',
  Deleted: 'red',
};
export const kindKeys: Record<ElectronicDocumentType, string> = {
  UblInvoice20: 'Electronic_Document_Type_UblInvoice20',
  UblInvoice21: 'Electronic_Document_Type_UblInvoice21',
  UblCredit20: 'Electronic_Document_Type_UblCredit20',
  UblCredit21: 'Electronic_Document_Type_UblCredit21',
  FlorecomCii10: 'Electronic_Document_Type_FlorecomCii10',
};
export const ruleKeys: Record<ElectronicTemplateRule, string> = {
  ProductCodeToLedgerAndVatCode: 'Electronic_Template_Rule_ProductCodeToLedgerAndVatCode',
  VatPercentageAndCategory: 'Electronic_Template_Rule_VatPercentageAndCategory',
  ProductCodeIndividualLines: 'Electronic_Template_Rule_ProductCodeIndividualLines',
  VatPercentageAndCategoryIndividualLines: 'Electronic_Template_Rule_VatPercentageAndCategoryIndividualLines',
};

/** Whether a rule matches by product code (else by VAT percentage and category). */
export const matchesByProductCode = (rule: ElectronicTemplateRule) =>
  rule === 'ProductCodeToLedgerAndVatCode' || rule === 'ProductCodeIndividualLines';

/** An empty template line. */
export function newTemplateLine(): TemplateLineForm {
  return {
    Description: '',
    GeneralLedgerAccount: '',
    VatCode: '',
    VatPercentage: null,
    VatCategory: '',
    ProductCodes: [],
    ProductCodeAndCategories: [],
    Dimension1: '',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
  };
}

/** A new template of a company: purchase invoices, UBL 2.1, by product code, with one empty line. */
export function newTemplateForm(companyId: string): TemplateForm {
  return {
    CompanyId: companyId,
    Name: '',
    Status: 'Active',
    RelationId: null,
    RelationCode: '',
    RelationName: '',
    DocumentType: 'PurchaseInvoice',
    ElectronicDocumentType: 'UblInvoice21',
    RuleName: 'ProductCodeToLedgerAndVatCode',
    InvoiceDescription: '',
    TemplateLinesJson: [newTemplateLine()],
  };
}

/** The editable part of a loaded template. */
export function templateFormOf(template: ElectronicTemplate): TemplateForm {
  return {
    Id: template.Id,
    LastUpdate: template.LastUpdate,
    CompanyId: template.CompanyId,
    Name: template.Name,
    Status: template.Status,
    RelationId: template.RelationId,
    RelationCode: template.RelationCode,
    RelationName: template.RelationName,
    DocumentType: template.DocumentType === 'SalesInvoice' ? 'SalesInvoice' : 'PurchaseInvoice',
    ElectronicDocumentType: template.ElectronicDocumentType,
    RuleName: template.RuleName,
    InvoiceDescription: template.InvoiceDescription,
    TemplateLinesJson: template.TemplateLinesJson.map(({ LineNumber: _number, ...line }) => line),
  };
}

/** The labels of a template's own fields, for the summary of a refused save. */
export const templateFieldLabels: Record<string, string> = {
  Name: 'Name',
  CompanyId: 'Company',
  RelationCode: 'Relation',
  DocumentType: 'Document_Type',
  ElectronicDocumentType: 'Electronic_Document_Type',
  RuleName: 'Rule',
  Status: 'Status',
  InvoiceDescription: 'Invoice_Description',
  TemplateLinesJson: 'Template_Lines',
};

export const dimensionLabels = {
  Dimension1: 'Line_Column_Dimension1',
  Dimension2: 'Line_Column_Dimension2',
  Dimension3: 'Line_Column_Dimension3',
  Dimension4: 'Line_Column_Dimension4',
  Dimension5: 'Line_Column_Dimension5',
} as const;

/** The dimensions a template line can code. */
export type TemplateDimension = keyof typeof dimensionLabels;
export const TemplateDimensions = Object.keys(dimensionLabels) as TemplateDimension[];
