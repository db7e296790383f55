import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  BookingExportQuery,
  BookingRange,
  JournalCodingLine,
  JournalDocument,
  JournalLine,
} from '../../../../domain/erp/journal/index';
import { journalOf } from '../../../../domain/erp/journal/index';
import { periodOf } from '../../../../domain/masterdata/period';
import type { Tx } from '../../../db/client';
import { companies, documents, invoiceLines, relations } from '../../../db/schema/index';
import { badRequest, validationFailed } from '../../../errors';
import { visibleDocumentsOfAnyType } from '../../../policies/document';
import { periodsOf } from '../../masterdata/periods';
import { assertVisibleCompany } from '../../masterdata/visibleCompany';
import type { Actor } from '../../users/actor';

/** The most documents one export takes: beyond it, a shorter period. */
export const MaxBookingDocuments = 20_000;

type CompanyRow = typeof companies.$inferSelect;
type DocumentColumns = typeof documents.$inferSelect;
type PeriodRow = Awaited<ReturnType<typeof periodsOf>>[number];

/** The booking export of a company: its name, the days it covers and the journal lines. */
export type BookingJournal = { CompanyName: string; Range: BookingRange; Lines: JournalLine[] };

const spanOf = (period: PeriodRow) => ({
  Code: period.code,
  StartDate: period.startDate,
  EndDate: period.endDate,
});

/** The days asked for: the period's, or from and to; an unknown period code is a field error. */
function rangeOf(query: BookingExportQuery, periods: PeriodRow[]): BookingRange {
  if (!query.period) return { From: query.from ?? '', To: query.to ?? '', PeriodCode: null };
  const code = query.period.toLowerCase();
  const period = periods.find((row) => row.code.toLowerCase() === code);
  if (!period) throw validationFailed({ period: 'Period_Not_Found' });
  return { From: period.startDate, To: period.endDate, PeriodCode: period.code };
}

/**
 * Which posted documents a range selects: booked in the period asked for (the coding stores the period code) —
 * or, without a stored period, dated within its days; for a date range, dated within it.
 */
function inRange(range: BookingRange): SQL {
  const dated = sql`${documents.documentDate} between ${range.From} and ${range.To}`;
  if (!range.PeriodCode) return dated;
  return or(
    sql`lower(${documents.period}) = ${range.PeriodCode.toLowerCase()}`,
    and(eq(documents.period, ''), dated),
  ) as SQL;
}

async function postedDocuments(tx: Tx, actor: Actor, companyId: string, range: BookingRange) {
  const rows = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.isPosted, true),
        inArray(documents.documentType, ['PurchaseInvoice', 'SalesInvoice']),
        visibleDocumentsOfAnyType(actor),
        inRange(range),
      ),
    )
    .orderBy(
      asc(documents.documentDate),
      asc(documents.ledgerEntryNumber),
      asc(documents.documentNumber),
      asc(documents.id),
    )
    .limit(MaxBookingDocuments + 1);
  if (rows.length > MaxBookingDocuments) throw badRequest('Booking_Export_Too_Many', [MaxBookingDocuments]);
  return rows;
}

// Keeps each `in (…)` list well below the database's limit of bind parameters.
const Chunk = 5_000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / Chunk) }, (_, index) =>
    items.slice(index * Chunk, (index + 1) * Chunk),
  );

async function codingLinesByDocument(tx: Tx, ids: string[]): Promise<Map<string, JournalCodingLine[]>> {
  const byDocument = new Map<string, JournalCodingLine[]>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.documentId, part))
      .orderBy(asc(invoiceLines.documentId), asc(invoiceLines.lineNumber));
    for (const row of rows) {
      const lines = byDocument.get(row.documentId) ?? [];
      lines.push({
        Description: row.description,
        GeneralLedger: row.generalLedgerAccount,
        VatCode: row.vatCode,
        NetAmount: row.netAmount,
        VatAmount: row.vatAmount,
        CostCenter: row.costCenter,
        Dimension1: row.dimension1,
        Dimension2: row.dimension2,
        Dimension3: row.dimension3,
        Dimension4: row.dimension4,
        Dimension5: row.dimension5,
        Project: row.project,
      });
      byDocument.set(row.documentId, lines);
    }
  }
  return byDocument;
}

/** The vendors' own creditors accounts, by relation id. */
async function creditorsAccounts(tx: Tx, rows: DocumentColumns[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.relationId).filter((id): id is string => id !== null))];
  const accounts = new Map<string, string>();
  for (const part of chunks(ids)) {
    const found = await tx
      .select({ id: relations.id, account: relations.creditorsAccount })
      .from(relations)
      .where(inArray(relations.id, part));
    for (const row of found) if (row.account) accounts.set(row.id, row.account);
  }
  return accounts;
}

function journalDocumentOf(
  row: DocumentColumns,
  company: CompanyRow,
  periods: PeriodRow[],
  accounts: Map<string, string>,
): JournalDocument {
  const purchase = row.documentType === 'PurchaseInvoice';
  const periodOfDate = row.documentDate ? periodOf(row.documentDate, periods.map(spanOf)) : null;
  return {
    DocumentType: purchase ? 'PurchaseInvoice' : 'SalesInvoice',
    InvoiceType: row.invoiceType,
    Journal: purchase ? company.defaultPurchaseJournal : company.defaultSalesJournal,
    LedgerEntryNumber: row.ledgerEntryNumber,
    DocumentDate: row.documentDate,
    Period: row.period || periodOfDate?.Code || '',
    RelationCode: row.relationCode,
    DocumentNumber: row.documentNumber,
    Description: row.description,
    Currency: row.currency,
    RelationAccount: purchase
      ? (row.relationId && accounts.get(row.relationId)) || company.defaultCreditorsAccount
      : company.defaultDebtorsAccount,
    GeneralLedger: row.generalLedger,
    NetAmount: row.netAmount,
    VatAmount: row.vatAmount,
    Dimension1: row.dimension1,
    Dimension2: row.dimension2,
    Dimension3: row.dimension3,
    Dimension4: row.dimension4,
    Dimension5: row.dimension5,
    Project: row.project,
  };
}

/**
 * The booking export of a company for a period or date range: every posted purchase and sales invoice the actor
 * may see, as balanced journal lines in date and ledger entry order. The company must exist in the customer
 * (404 Company_Not_Found) and be one the actor may see (403).
 */
export async function bookingJournal(
  tx: Tx,
  actor: Actor,
  companyId: string,
  query: BookingExportQuery,
): Promise<BookingJournal> {
  await assertVisibleCompany(tx, actor, companyId);
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const periods = await periodsOf(tx, companyId);
  const range = rangeOf(query, periods);
  const rows = await postedDocuments(tx, actor, companyId, range);
  const lines = await codingLinesByDocument(
    tx,
    rows.map((row) => row.id),
  );
  const accounts = await creditorsAccounts(tx, rows);
  return {
    CompanyName: company.displayName || company.name,
    Range: range,
    Lines: rows.flatMap((row) =>
      journalOf(journalDocumentOf(row, company, periods, accounts), lines.get(row.id) ?? []),
    ),
  };
}
