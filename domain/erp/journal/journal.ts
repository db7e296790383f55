import { roundAmount } from '../../amount/round';

/**
 * The booking export of the Manual adapter (issue 14 §5): each posted document as the journal entry a bookkeeper
 * types into a package that Ledgerline has no connection with — a line per coding line, a VAT line per VAT code
 * and the creditor (purchase) or debtor (sales) line for the total, so that per document debit equals credit.
 */

/** A posted document as the booking export reads it. */
export type JournalDocument = {
  DocumentType: 'PurchaseInvoice' | 'SalesInvoice';
  /** Debit, Credit or Unknown. */
  InvoiceType: string;
  Journal: string;
  LedgerEntryNumber: number | null;
  DocumentDate: string | null;
  Period: string;
  RelationCode: string;
  DocumentNumber: string;
  Description: string;
  Currency: string;
  /** The creditors (purchase) or debtors (sales) account the total is booked on. */
  RelationAccount: string;
  /** The header's own coding: booked as one line when the document has no coding lines (a company without coding). */
  GeneralLedger: string;
  NetAmount: number;
  VatAmount: number;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
};

/** A coding line as the booking export reads it. */
export type JournalCodingLine = {
  Description: string;
  GeneralLedger: string;
  VatCode: string;
  NetAmount: number;
  VatAmount: number;
  CostCenter: string;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
};

/** Relation: the creditor or debtor line; Ledger: a coding line; Vat: the VAT of one VAT code. */
export const JournalLineTypes = ['Relation', 'Ledger', 'Vat'] as const;
export type JournalLineType = (typeof JournalLineTypes)[number];

/** One line of the journal; amounts in cents, exactly one of debit and credit non-zero (or both zero). */
export type JournalLine = {
  Journal: string;
  EntryNumber: number | null;
  Date: string;
  Period: string;
  DocumentType: JournalDocument['DocumentType'];
  LineType: JournalLineType;
  RelationCode: string;
  DocumentNumber: string;
  Description: string;
  LedgerCode: string;
  VatCode: string;
  DebitCents: number;
  CreditCents: number;
  Currency: string;
  CostCenter: string;
  Dimension1: string;
  Dimension2: string;
  Dimension3: string;
  Dimension4: string;
  Dimension5: string;
  Project: string;
};

const cents = (value: number) => Math.round(roundAmount(value) * 100);

const noCoding = {
  CostCenter: '',
  Dimension1: '',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  Project: '',
};

/** The header's coding as the one line of a document without coding lines. */
function headerLine(document: JournalDocument): JournalCodingLine {
  return {
    Description: document.Description,
    GeneralLedger: document.GeneralLedger,
    VatCode: '',
    NetAmount: document.NetAmount,
    VatAmount: document.VatAmount,
    CostCenter: '',
    Dimension1: document.Dimension1,
    Dimension2: document.Dimension2,
    Dimension3: document.Dimension3,
    Dimension4: document.Dimension4,
    Dimension5: document.Dimension5,
    Project: document.Project,
  };
}

/**
 * The journal lines of one posted document. A purchase invoice debits its costs and VAT and credits the creditor;
 * a sales invoice credits its revenue and VAT and debits the debtor; a credit note the other way round — whether
 * Ledgerline keeps it with negative amounts or (an e-invoice's) positive ones with invoice type Credit. A negative
 * amount (a discount line) moves to the other column, so no amount is negative and each document balances.
 */
export function journalOf(
  document: JournalDocument,
  codingLines: readonly JournalCodingLine[],
): JournalLine[] {
  const lines = codingLines.length > 0 ? codingLines : [headerLine(document)];
  const total = lines.reduce((sum, line) => sum + cents(line.NetAmount) + cents(line.VatAmount), 0);
  const turn = document.InvoiceType === 'Credit' && total > 0 ? -1 : 1;
  // Amounts as debits: costs of a purchase invoice are debits, revenue of a sales invoice credits.
  const debitSign = document.DocumentType === 'SalesInvoice' ? -turn : turn;
  const base = {
    Journal: document.Journal,
    EntryNumber: document.LedgerEntryNumber,
    Date: document.DocumentDate ?? '',
    Period: document.Period,
    DocumentType: document.DocumentType,
    RelationCode: document.RelationCode,
    DocumentNumber: document.DocumentNumber,
    Currency: document.Currency,
  };
  const entry = (
    lineType: JournalLineType,
    debit: number,
    rest: Omit<JournalLine, keyof typeof base | 'LineType' | 'DebitCents' | 'CreditCents'>,
  ): JournalLine => ({
    ...base,
    LineType: lineType,
    ...rest,
    DebitCents: debit > 0 ? debit : 0,
    CreditCents: debit < 0 ? -debit : 0,
  });
  const ledger = lines.map((line) =>
    entry('Ledger', debitSign * cents(line.NetAmount), {
      Description: line.Description.trim() || document.Description,
      LedgerCode: line.GeneralLedger,
      VatCode: line.VatCode,
      CostCenter: line.CostCenter,
      Dimension1: line.Dimension1,
      Dimension2: line.Dimension2,
      Dimension3: line.Dimension3,
      Dimension4: line.Dimension4,
      Dimension5: line.Dimension5,
      Project: line.Project,
    }),
  );
  const vatByCode = new Map<string, number>();
  for (const line of lines)
    vatByCode.set(line.VatCode, (vatByCode.get(line.VatCode) ?? 0) + cents(line.VatAmount));
  const vat = [...vatByCode]
    .filter(([, amount]) => amount !== 0)
    .map(([code, amount]) =>
      entry('Vat', debitSign * amount, {
        Description: document.Description,
        LedgerCode: '',
        VatCode: code,
        ...noCoding,
      }),
    );
  const booked = [...ledger, ...vat].reduce((sum, line) => sum + line.DebitCents - line.CreditCents, 0);
  const relation = entry('Relation', -booked, {
    Description: document.Description,
    LedgerCode: document.RelationAccount,
    VatCode: '',
    ...noCoding,
  });
  return [relation, ...ledger, ...vat];
}

/** Debit minus credit of lines, in cents: zero for every document's lines. */
export const balanceOf = (lines: readonly JournalLine[]) =>
  lines.reduce((sum, line) => sum + line.DebitCents - line.CreditCents, 0);
