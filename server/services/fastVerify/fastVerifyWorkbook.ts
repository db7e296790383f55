import { inArray } from 'drizzle-orm';
import type { FastVerifyItem } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { companies } from '../../db/schema/index';
import type { TableColumn } from '../masterdata/tableWorkbook';
import type { Actor } from '../users/actor';
import { anyCompanyUsesVerifyDescription } from './fastVerifyScope';

/** What the export needs besides the rows: the companies' names, and whether a company asks a description. */
export type FastVerifyWorkbookLook = {
  companyName: (companyId: string) => string;
  /** Verify_UseVerifyDescription in some company the user validates: the screen then shows the description. */
  usesDescription: boolean;
};

/** The look of the export of `rows`: their companies' names (as the screen names them) and the description's say. */
export async function fastVerifyWorkbookLook(
  tx: Tx,
  actor: Actor,
  rows: readonly FastVerifyItem[],
): Promise<FastVerifyWorkbookLook> {
  const ids = [...new Set(rows.map((row) => row.CompanyId))];
  const named = ids.length
    ? await tx
        .select({ id: companies.id, name: companies.name, displayName: companies.displayName })
        .from(companies)
        .where(inArray(companies.id, ids))
    : [];
  const names = new Map(named.map((row) => [row.id, row.displayName || row.name]));
  return {
    companyName: (companyId) => names.get(companyId) ?? '',
    usesDescription: await anyCompanyUsesVerifyDescription(tx, actor),
  };
}

const DocumentTypeKeys: Record<FastVerifyItem['DocumentType'], string> = {
  PurchaseInvoice: 'Purchase_Invoice',
  SalesInvoice: 'Sales_Invoice',
  PackingSlip: 'Packing_Slip',
};

/**
 * The Excel export of the fast verify queue (spec 001 §2): the columns the table shows, in its order — the score as
 * the percentage the badge shows (0–100), the company and the document type only when the rows are of several,
 * the optional columns when the screen would show them — then the other recognised fields worth checking (currency,
 * due date, IBAN, payment reference, when a row has them) and the fields recognition is unsure of. Amounts are
 * numbers, dates dates; captions are the user's language's (Navigation texts).
 */
export function fastVerifyWorkbook(
  rows: readonly FastVerifyItem[],
  texts: Record<string, string>,
  look: FastVerifyWorkbookLook,
): { title: string; columns: TableColumn<FastVerifyItem>[] } {
  const text = (key: string) => texts[key] ?? key;
  const several = (of: (row: FastVerifyItem) => string) => new Set(rows.map(of)).size > 1;
  const someHas = (of: (row: FastVerifyItem) => string | null) => rows.some((row) => Boolean(of(row)));
  // Each column with whether it is shown (always, unless said).
  const columns: Array<TableColumn<FastVerifyItem> & { shown?: boolean }> = [
    {
      caption: text('FastVerify_Score'),
      value: (row) => Math.round(row.FastVerifyResult.Score * 100),
      kind: 'number',
    },
    {
      caption: text('Company'),
      value: (row) => look.companyName(row.CompanyId),
      shown: several((row) => row.CompanyId),
    },
    {
      caption: text('Document_Type'),
      value: (row) => text(DocumentTypeKeys[row.DocumentType]),
      shown: several((row) => row.DocumentType),
    },
    { caption: text('Column_RelationName'), value: (row) => row.RelationName },
    { caption: text('Column_DocumentDate'), value: (row) => row.Date, kind: 'date' },
    { caption: text('Column_DocumentNumber'), value: (row) => row.Number },
    { caption: text('FastVerify_Field_Currency'), value: (row) => row.Currency },
    { caption: text('Column_NetAmount'), value: (row) => row.NetAmount, kind: 'amount' },
    { caption: text('FastVerify_Field_VatAmount'), value: (row) => row.VatAmount, kind: 'amount' },
    { caption: text('Column_GrossAmount'), value: (row) => row.GrossAmount, kind: 'amount' },
    { caption: text('Column_InvoiceType'), value: (row) => text(`Invoice_Type_${row.InvoiceType}`) },
    {
      caption: text('FastVerify_Reporting_Date'),
      value: (row) => row.ReportingDate,
      kind: 'date',
      shown: someHas((row) => row.ReportingDate),
    },
    {
      caption: text('FastVerify_Payment_Term'),
      value: (row) => row.PaymentTerm,
      shown: someHas((row) => row.PaymentTerm),
    },
    { caption: text('Column_Description'), value: (row) => row.Description, shown: look.usesDescription },
    {
      caption: text('Column_PurchaseOrderNumber'),
      value: (row) => row.PurchaseOrderNumber,
      shown: someHas((row) => row.PurchaseOrderNumber),
    },
    {
      caption: text('FastVerify_Packing_Slip_Number'),
      value: (row) => row.PackingSlipNumber,
      shown: someHas((row) => row.PackingSlipNumber),
    },
    {
      caption: text('FastVerify_Field_DueDate'),
      value: (row) => row.DueDate,
      kind: 'date',
      shown: someHas((row) => row.DueDate),
    },
    {
      caption: text('FastVerify_Field_IbanNumber'),
      value: (row) => row.IbanNumber,
      shown: someHas((row) => row.IbanNumber),
    },
    {
      caption: text('FastVerify_Field_PaymentReference'),
      value: (row) => row.PaymentReference,
      shown: someHas((row) => row.PaymentReference),
    },
    {
      caption: text('FastVerify_Fields_To_Check'),
      value: (row) =>
        row.FastVerifyResult.LowFields.map((field) => text(`FastVerify_Field_${field}`)).join(', '),
    },
  ];
  return {
    title: text('Fast_Verify'),
    columns: columns.filter((column) => column.shown !== false).map(({ shown: _, ...column }) => column),
  };
}
