import { z } from 'zod';
import { DocumentTypes } from '../entities/enums';
import { fillAmountCorrect, validateSync } from '../validation/index';

/** What a posting template applies to: every relation, or the one vendor or customer named by RelationCode. */
export const PostingTemplateTargetTypes = ['All', 'Vendor', 'Customer'] as const;
/** The split types a template line uses (spec 000 §3 Split type, without None). */
export const TemplateAmountTypes = ['Fixed', 'Percentage', 'Rest'] as const;

const code = z.string().trim().max(50, 'Validation_Maximum_Length%%50').default('');

/** A posting template line: a split type with its amount or percentage, and its coding. */
export const PostingTemplateLineInput = z
  .object({
    AmountType: z.enum(TemplateAmountTypes, 'Validation_In_List'),
    Amount: z
      .number('Validation_Not_A_Number')
      .transform((value) => Math.round(value * 100) / 100)
      .nullable()
      .default(null),
    Percentage: z
      .number('Validation_Not_A_Number')
      .min(0, 'Validation_Percentage')
      .max(100, 'Validation_Percentage')
      .nullable()
      .default(null),
    Description: z.string().trim().max(200, 'Validation_Maximum_Length%%200').default(''),
    LedgerCode: code,
    VatCode: code,
    Dimension1: code,
    Dimension2: code,
    Dimension3: code,
    Dimension4: code,
    Dimension5: code,
    Project: code,
  })
  .superRefine((line, ctx) => {
    if (line.AmountType === 'Fixed' && line.Amount === null)
      ctx.addIssue({ code: 'custom', path: ['Amount'], message: 'Validation_Required' });
    if (line.AmountType === 'Percentage' && line.Percentage === null)
      ctx.addIssue({ code: 'custom', path: ['Percentage'], message: 'Validation_Required' });
  });

/** A posting template (spec 002 §3) with its lines; the split rules of spec 001 §5 hold for the lines. */
export const PostingTemplateInput = z
  .object({
    CompanyId: z.uuid('Validation_Guid'),
    Name: z.string().trim().min(1, 'Validation_Required').max(100, 'Validation_Maximum_Length%%100'),
    TargetType: z.enum(PostingTemplateTargetTypes, 'Validation_In_List').default('All'),
    RelationCode: code,
    SortNumber: z.number().int('Validation_Not_A_Number').min(0, 'Validation_Positive').default(0),
    IsDefault: z.boolean().default(false),
    DocumentType: z.enum(DocumentTypes, 'Validation_In_List').default('PurchaseInvoice'),
    Lines: z
      .array(PostingTemplateLineInput)
      .min(1, 'Validation_List_Minimum_Length%%1')
      .max(100, 'Validation_List_Maximum_Length%%100'),
  })
  .superRefine((template, ctx) => {
    if (template.TargetType !== 'All' && template.RelationCode === '')
      ctx.addIssue({ code: 'custom', path: ['RelationCode'], message: 'Validation_Required' });
    for (const problem of templateLineProblems(template.Lines))
      ctx.addIssue({ code: 'custom', path: ['Lines'], message: problem });
  });
export type PostingTemplateInput = z.input<typeof PostingTemplateInput>;
export type PostingTemplateLine = z.output<typeof PostingTemplateLineInput> & { Id: string };
export type PostingTemplate = Omit<z.output<typeof PostingTemplateInput>, 'Lines'> & {
  Id: string;
  Lines: PostingTemplateLine[];
};

/** The split-rule keys the lines break: fill amount (one Rest, no mixing) and percentages adding up. */
export function templateLineProblems(
  lines: ReadonlyArray<{ AmountType: string; Percentage: number | null }>,
) {
  const split = lines.map((line) => ({ SplitType: line.AmountType as (typeof TemplateAmountTypes)[number] }));
  const problems = validateSync(split, [fillAmountCorrect()]).map((result) => result.message);
  if (problems.length > 0) return problems;
  const percentages = lines.filter((line) => line.AmountType === 'Percentage');
  const hasRest = lines.some((line) => line.AmountType === 'Rest');
  const total = percentages.reduce((sum, line) => sum + (line.Percentage ?? 0), 0);
  if (percentages.length > 0 && !hasRest && Math.abs(total - 100) > 0.001)
    return [`Posting_Template_Percentages_Not_100%%${Math.round(total * 1000) / 1000}`];
  if (total > 100.001) return [`Posting_Template_Percentages_Not_100%%${Math.round(total * 1000) / 1000}`];
  return [];
}
