import type { DocumentToPay } from '../../../domain/payments/views';
import type { TableColumn } from '../masterdata/tableWorkbook';

/**
 * The Excel export of Documents To Pay (spec 002 §2): the columns the list shows, in its order — the company only
 * when the rows are of several companies, as on the screen — with amounts as numbers and dates as dates. A credit
 * note's amounts are negative, as the list shows them. Captions are the user's language's (Navigation texts).
 */
export function documentsToPayWorkbook(
  rows: readonly DocumentToPay[],
  texts: Record<string, string>,
): { title: string; columns: TableColumn<DocumentToPay>[] } {
  const text = (key: string) => texts[key] ?? key;
  const signed = (row: DocumentToPay, amount: number) => (row.IsCreditNote ? -Math.abs(amount) : amount);
  const severalCompanies = new Set(rows.map((row) => row.CompanyId)).size > 1;
  const columns: TableColumn<DocumentToPay>[] = [
    { caption: text('Payment_Document_Number'), value: (row) => row.DocumentNumber },
    { caption: text('Payment_Creditor'), value: (row) => row.RelationName },
    ...(severalCompanies
      ? [{ caption: text('Company'), value: (row: DocumentToPay) => row.CompanyName }]
      : []),
    { caption: text('Document_Date'), value: (row) => row.DocumentDate, kind: 'date' },
    { caption: text('Due_Date'), value: (row) => row.DocumentDueDate, kind: 'date' },
    { caption: text('Payment_Payment_Date'), value: (row) => row.DocumentPaymentDate, kind: 'date' },
    { caption: text('Payment_Discount'), value: (row) => row.DiscountAmount || null, kind: 'amount' },
    {
      caption: text('Payment_Discount_Date'),
      value: (row) => (row.DiscountAmount ? row.DiscountDate : null),
      kind: 'date',
    },
    { caption: text('Iban'), value: (row) => row.Iban },
    { caption: text('Payment_Iban_Check'), value: (row) => text(`Payment_Iban_Check_${row.IbanCheck}`) },
    { caption: text('Currency'), value: (row) => row.Currency },
    { caption: text('Gross_Amount'), value: (row) => signed(row, row.GrossAmount), kind: 'amount' },
    { caption: text('Payment_Paid_So_Far'), value: (row) => row.AmountPaid, kind: 'amount' },
    { caption: text('Payment_Open_Amount'), value: (row) => signed(row, row.OpenAmount), kind: 'amount' },
  ];
  return { title: text('Documents_To_Pay'), columns };
}
