import type { CodingField } from '../../../domain/erp/fields';
import type { PostingTemplate, PostingTemplateInput } from '../../../domain/masterdata/index';
import type { MasterDataEntity } from '../../api/masterdata';

/** A template line as the form holds it. */
export type TemplateLineForm = PostingTemplateInput['Lines'][number];

/** The coding of a template line, in the order the coding screen shows it: field, its list and its label. */
export const templateLineCoding = [
  {
    name: 'LedgerCode',
    coding: 'GeneralLedger',
    entity: 'GeneralLedger',
    label: 'Line_Column_GeneralLedgerAccount',
  },
  { name: 'VatCode', coding: 'VatCode', entity: 'VatCode', label: 'Line_Column_VatCode' },
  { name: 'Dimension1', coding: 'Dimension1', entity: 'Dimension1', label: 'Line_Column_Dimension1' },
  { name: 'Dimension2', coding: 'Dimension2', entity: 'Dimension2', label: 'Line_Column_Dimension2' },
  { name: 'Dimension3', coding: 'Dimension3', entity: 'Dimension3', label: 'Line_Column_Dimension3' },
  { name: 'Dimension4', coding: 'Dimension4', entity: 'Dimension4', label: 'Line_Column_Dimension4' },
  { name: 'Dimension5', coding: 'Dimension5', entity: 'Dimension5', label: 'Line_Column_Dimension5' },
  { name: 'Project', coding: 'Project', entity: 'Project', label: 'Line_Column_Project' },
] as const satisfies ReadonlyArray<{
  name: keyof TemplateLineForm;
  coding: CodingField;
  entity: MasterDataEntity;
  label: string;
}>;

/** An empty line of a split type. */
export function newTemplateLine(AmountType: TemplateLineForm['AmountType'] = 'Rest'): TemplateLineForm {
  return {
    AmountType,
    Amount: null,
    Percentage: null,
    Description: '',
    LedgerCode: '',
    VatCode: '',
    Dimension1: '',
    Dimension2: '',
    Dimension3: '',
    Dimension4: '',
    Dimension5: '',
    Project: '',
  };
}

/** A new template of a company: for every relation, on purchase invoices, with one line taking the whole amount. */
export function newTemplateForm(companyId: string): PostingTemplateInput {
  return {
    CompanyId: companyId,
    Name: '',
    TargetType: 'All',
    RelationCode: '',
    SortNumber: 0,
    IsDefault: false,
    DocumentType: 'PurchaseInvoice',
    Lines: [newTemplateLine('Rest')],
  };
}

/** The editable part of a loaded template (line ids are given anew on save). */
export function templateFormOf(template: PostingTemplate): PostingTemplateInput {
  const { Id, Lines, ...fields } = template;
  return { ...fields, Lines: Lines.map(({ Id: _id, ...line }) => line) };
}

/** The line a new split type gives: the amount or percentage it does not use is cleared. */
export function withAmountType(
  line: TemplateLineForm,
  AmountType: TemplateLineForm['AmountType'],
): TemplateLineForm {
  return {
    ...line,
    AmountType,
    Amount: AmountType === 'Fixed' ? line.Amount : null,
    Percentage: AmountType === 'Percentage' ? line.Percentage : null,
  };
}

/** The labels of a template's own fields, for the summary of a refused save. */
export const templateFieldLabels: Record<string, string> = {
  Name: 'Name',
  DocumentType: 'Document_Type',
  SortNumber: 'Sort_Number',
  TargetType: 'Target_Type',
  RelationCode: 'Relation',
  CompanyId: 'Company',
};
