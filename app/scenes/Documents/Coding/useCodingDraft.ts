import { useState } from 'react';
import {
  type CodeInvoice,
  type CodeInvoiceInput,
  type CodeInvoiceLine,
  type LineSource,
  postingTemplateLines,
  type VatPercentageOf,
} from '../../../../domain/coding';
import { CodingFields } from '../../../../domain/erp/fields';
import type { PostingTemplate } from '../../../../domain/masterdata/index';
import { deleteLine, duplicateLine, editLine, emptyLine, renumber, splitLine } from './codingLines';

const newId = () => crypto.randomUUID();

/** The coding being edited: the lines, VAT deductibility and template, starting from what the server answered. */
export function useCodingDraft(coding: CodeInvoice, vatPercentageOf: VatPercentageOf) {
  const [lines, setLines] = useState<CodeInvoiceLine[]>(coding.Lines);
  const [isVatDeductible, setVatDeductible] = useState<boolean | null>(coding.Header.IsVatDeductible);
  const [postingTemplateId, setPostingTemplateId] = useState<string | null>(coding.PostingTemplateId);
  const [source, setSource] = useState<LineSource | ''>(coding.Source);
  const [dirty, setDirty] = useState(false);
  const header = coding.Header;
  const notAllowed = CodingFields.filter(
    (field) => !coding.Fields.some((column) => column.Feature === field),
  );

  // Functional updates: an amount committed by the same key press that adds a line must not be lost.
  const change = (next: (current: CodeInvoiceLine[]) => CodeInvoiceLine[]) => {
    setLines(next);
    setDirty(true);
  };

  return {
    lines,
    isVatDeductible,
    postingTemplateId,
    source,
    dirty,
    edit: (index: number, patch: Partial<CodeInvoiceLine>) =>
      change((current) => editLine(current, index, patch, header, vatPercentageOf)),
    add: () => change((current) => renumber([...current, emptyLine(newId())])),
    duplicate: (index: number) => change((current) => duplicateLine(current, index, newId())),
    split: (index: number) => change((current) => splitLine(current, index, newId())),
    remove: (index: number) => change((current) => deleteLine(current, index)),
    setVatDeductible: (value: boolean) => {
      setVatDeductible(value);
      setDirty(true);
    },
    /** Replaces the lines by the template's, amounts distributed over the header. */
    applyTemplate: (template: PostingTemplate) => {
      const made = postingTemplateLines(template, header, vatPercentageOf, newId).map((line) => ({
        ...emptyLine(line.Id),
        ...line,
        Source: 'PostingTemplate' as const,
        VatPercentage: vatPercentageOf(line.VatCode) ?? 0,
      }));
      change(() => renumber(made));
      setPostingTemplateId(template.Id);
      setSource('PostingTemplate');
    },
    /** What PUT Document/CodeInvoice takes. */
    input: (): CodeInvoiceInput => ({
      DocumentId: coding.DocumentId,
      DocumentType: coding.DocumentType === 'SalesInvoice' ? 'SalesInvoice' : 'PurchaseInvoice',
      LastUpdate: coding.LastUpdate,
      IsVatDeductible: coding.AllowOverrideVatDeductible ? isVatDeductible : null,
      PostingTemplateId: postingTemplateId,
      Source: source,
      Lines: lines.map(
        ({ LineNumber: _number, VatPercentage: _percentage, PurchaseOrderNumber: _order, ...line }) => ({
          ...line,
          // A field the company's ERP does not take is sent empty, whatever a stored line holds.
          ...Object.fromEntries(notAllowed.map((field) => [field, null])),
          SplitValue: line.SplitValue ?? null,
        }),
      ),
    }),
  };
}

/** The editing state and actions of the coding panel. */
export type CodingDraft = ReturnType<typeof useCodingDraft>;
