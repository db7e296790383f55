import { z } from 'zod';
import { ElectronicDocumentTypes, ElectronicTemplateRules, ElectronicTemplateStatuses } from './types';

const text = (max: number) => z.string().trim().max(max, `Validation_Maximum_Length%%${max}`).default('');
const code = text(50);
const percentage = z
  .number('Validation_Not_A_Number')
  .min(0, 'Validation_Percentage')
  .max(100, 'Validation_Percentage')
  .nullable()
  .default(null);
const dimensions = {
  Dimension1: code,
  Dimension2: code,
  Dimension3: code,
  Dimension4: code,
  Dimension5: code,
};

/** A product code entry: the code, optionally narrowed by description, tax category and percentage. */
export const ProductCodeEntryInput = z.object({
  ProductCode: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
  ProductDescription: text(200),
  ProductTaxCategory: text(10),
  ProductTaxPercentage: percentage,
  ...dimensions,
});

/** A template line; its number is its place in the list. */
export const ElectronicTemplateLineInput = z.object({
  Description: text(200),
  GeneralLedgerAccount: code,
  VatCode: code,
  VatPercentage: percentage,
  VatCategory: text(10),
  ProductCodes: z
    .array(z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'))
    .max(500, 'Validation_List_Maximum_Length%%500')
    .default([]),
  ProductCodeAndCategories: z
    .array(ProductCodeEntryInput)
    .max(500, 'Validation_List_Maximum_Length%%500')
    .default([]),
  ...dimensions,
});

/** The electronic template screen's save: without Id a new template, with Id and LastUpdate a change. */
export const ElectronicTemplateInput = z
  .object({
    Id: z.uuid('Validation_Guid').optional(),
    LastUpdate: z.string().max(50).optional(),
    CompanyId: z.uuid('Validation_Guid'),
    Name: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
    Status: z.enum(ElectronicTemplateStatuses, 'Validation_In_List').default('Active'),
    RelationId: z.uuid('Validation_Guid').nullable().default(null),
    RelationCode: z.string().trim().min(1, 'Validation_Required').max(50, 'Validation_Maximum_Length%%50'),
    RelationName: text(200),
    DocumentType: z
      .enum(['PurchaseInvoice', 'SalesInvoice'], 'Validation_In_List')
      .default('PurchaseInvoice'),
    ElectronicDocumentType: z.enum(ElectronicDocumentTypes, 'Validation_In_List').default('UblInvoice21'),
    RuleName: z.enum(ElectronicTemplateRules, 'Validation_In_List').default('ProductCodeToLedgerAndVatCode'),
    InvoiceDescription: text(200),
    TemplateLinesJson: z
      .array(ElectronicTemplateLineInput)
      .max(200, 'Validation_List_Maximum_Length%%200')
      .default([]),
  })
  .superRefine((template, ctx) => {
    if (template.Id && !template.LastUpdate)
      ctx.addIssue({ code: 'custom', path: ['LastUpdate'], message: 'Validation_Required' });
    const duplicate = duplicateProductCode(template.TemplateLinesJson);
    if (duplicate)
      ctx.addIssue({
        code: 'custom',
        path: ['TemplateLinesJson'],
        message: `Electronic_Template_Duplicate_Product_Code%%${duplicate}`,
      });
  });
export type ElectronicTemplateInput = z.input<typeof ElectronicTemplateInput>;
export type ElectronicTemplateSave = z.output<typeof ElectronicTemplateInput>;

/** A plain product code on two lines is ambiguous: the first such code, or null. */
export function duplicateProductCode(
  lines: ReadonlyArray<{ ProductCodes: readonly string[] }>,
): string | null {
  const seen = new Set<string>();
  for (const line of lines)
    for (const code of new Set(line.ProductCodes.map((entry) => entry.toLowerCase()))) {
      if (seen.has(code)) return line.ProductCodes.find((entry) => entry.toLowerCase() === code) ?? code;
      seen.add(code);
    }
  return null;
}

/** The stored lines of a saved template, numbered in their order. */
export const numberedLines = (lines: ElectronicTemplateSave['TemplateLinesJson']) =>
  lines.map((line, index) => ({ LineNumber: index + 1, ...line }));
