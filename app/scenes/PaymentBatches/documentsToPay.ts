import { roundAmount } from '../../../domain/amount/round';
import { addDays, type IsoDate, parseIsoDate } from '../../../domain/date/calendar';
import type { DocumentsToPaySort, DocumentToPay } from '../../api/paymentBatches';

/** The list's date columns: they sort descending first (spec 002 §2). */
export const DateSortColumns = ['DocumentDate', 'DocumentDueDate', 'DocumentPaymentDate', 'DiscountDate'];

/** The list opens sorted by document date, newest first. */
export const DefaultDocumentsToPaySort: DocumentsToPaySort = { Sort: 'DocumentDate', Desc: true };

/** The order after a header click: the same column turns around; a new one starts descending for dates. */
export function nextSort(current: DocumentsToPaySort, column: string): DocumentsToPaySort {
  if (current.Sort === column) return { Sort: column, Desc: !current.Desc };
  return { Sort: column, Desc: DateSortColumns.includes(column) };
}

const weekday = (iso: IsoDate): number => {
  const date = parseIsoDate(iso);
  return date ? new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() : 0;
};

/** The first Friday after today: the proposal's default "pay before" day. */
export function nextFriday(today: IsoDate): IsoDate {
  const friday = 5;
  return addDays(today, ((friday - weekday(today) + 6) % 7) + 1);
}

/** The first working day after today: the default execution date of a new batch. */
export function nextWorkingDay(today: IsoDate): IsoDate {
  let day = addDays(today, 1);
  while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, 1);
  return day;
}

/** Why a row cannot be selected for a batch (a message key), or null when it can. */
export function unselectableReason(row: DocumentToPay): string | null {
  if (row.OpenBatchId) return 'Payment_Already_In_Batch';
  if (row.IbanCheck === 'Missing') return 'Payment_Iban_Check_Missing_Info';
  if (row.IbanCheck === 'Invalid') return 'Payment_Iban_Check_Invalid_Info';
  return null;
}

/** The total of the selected rows per currency (credit notes count negative), in the rows' currency order. */
export function selectionTotals(
  rows: readonly DocumentToPay[],
  ids: ReadonlySet<string>,
): { Currency: string; Count: number; Amount: number }[] {
  const totals = new Map<string, { Currency: string; Count: number; Amount: number }>();
  for (const row of rows) {
    if (!ids.has(row.DocumentId)) continue;
    const total = totals.get(row.Currency) ?? { Currency: row.Currency, Count: 0, Amount: 0 };
    total.Count += 1;
    total.Amount = roundAmount(total.Amount + row.AmountToPay);
    totals.set(row.Currency, total);
  }
  return [...totals.values()];
}

/** The one company of the selected rows, or null when none or several are selected (a batch has one company). */
export function selectionCompany(rows: readonly DocumentToPay[], ids: ReadonlySet<string>): string | null {
  const companies = new Set(rows.filter((row) => ids.has(row.DocumentId)).map((row) => row.CompanyId));
  return companies.size === 1 ? [...companies][0] : null;
}
