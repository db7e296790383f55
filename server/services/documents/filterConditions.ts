import { type AnyColumn, and, inArray, type SQL, sql } from 'drizzle-orm';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import { listsWork } from '../../../domain/documents/workFilters';
import {
  DefaultStatusFilterSettings,
  type StatusFilterSetting,
  statusFiltersFor,
} from '../../../domain/workflow/statusFilters';
import { documents as d } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import { ofCompanyInWorkflow } from '../../policies/document';
import { statusFilterPredicate } from './statusFilters';

/** A LIKE pattern matching values that start with `text` (wildcards in the text match literally). */
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (text: string) => `%${startsWith(text)}`;

const prefixOf = (column: AnyColumn, text: string) => sql`lower(${column}) like ${startsWith(text)}`;

/**
 * Prefix match on a lower-case key column as a range with the leakproof pattern operators ~>=~ and ~<~:
 * unlike LIKE, they may be used inside an index scan under row-level security.
 */
export function keyPrefix(column: AnyColumn, text: string): SQL {
  const low = text.toLowerCase();
  const last = low.codePointAt(low.length - 1) ?? 0;
  if (low === '' || (last >= 0xd800 && last <= 0xdfff) || last >= 0xffff)
    return sql`${column} like ${startsWith(text)}`;
  const high = low.slice(0, -1) + String.fromCodePoint(last + 1);
  return sql`(${column} ~>=~ ${low} and ${column} ~<~ ${high})`;
}
const anyElementStartsWith = (column: AnyColumn, text: string) =>
  sql`exists (select 1 from unnest(${column}) as element where lower(element) like ${startsWith(text)})`;

/**
 * The conditions of the Document filter's fields (spec 001 §3), for the signed-in user `me` and the
 * environment's status filters.
 */
export function filterConditions(
  filter: ParsedDocumentFilter,
  me: string,
  statusFilters: readonly StatusFilterSetting[] = DefaultStatusFilterSettings,
): SQL | undefined {
  const f = filter;
  if (f.Status && !statusFiltersFor(statusFilters, f.DocumentType).includes(f.Status))
    throw validationFailed({ Status: 'Validation_In_List' });
  const linked =
    f.LinkedToDocument === 'Yes'
      ? sql`${d.linkedDocumentCount} > 0`
      : f.LinkedToDocument === 'No'
        ? sql`${d.linkedDocumentCount} = 0`
        : undefined;
  const slips = f.DocumentType === 'PackingSlip';
  return and(
    f.PackingSlip ? anyElementStartsWith(d.packingSlipNumbers, f.PackingSlip) : undefined,
    f.PurchaseOrder ? anyElementStartsWith(d.purchaseOrderNumbers, f.PurchaseOrder) : undefined,
    f.Tag ? sql`${f.Tag} = any(${d.tags})` : undefined,
    f.ScanDateFrom ? sql`${d.importDate} >= ${f.ScanDateFrom}::date` : undefined,
    f.ScanDateUntil ? sql`${d.importDate} < ${f.ScanDateUntil}::date + 1` : undefined,
    f.DocumentDateFrom ? sql`${d.documentDate} >= ${f.DocumentDateFrom}` : undefined,
    f.DocumentDateUntil ? sql`${d.documentDate} <= ${f.DocumentDateUntil}` : undefined,
    f.InvoiceType ? sql`${d.invoiceType} = ${f.InvoiceType}` : undefined,
    f.Relation
      ? sql`(${keyPrefix(d.relationNameKey, f.Relation)} or ${keyPrefix(d.relationCodeKey, f.Relation)})`
      : undefined,
    f.DocumentNumber ? keyPrefix(d.documentNumberKey, f.DocumentNumber) : undefined,
    f.LedgerEntryNumber !== undefined ? sql`${d.ledgerEntryNumber} = ${f.LedgerEntryNumber}` : undefined,
    f.CompanyId ? sql`${d.companyId} = ${f.CompanyId}` : undefined,
    f.CurrentUser ? sql`${d.currentUserId} = ${f.CurrentUser}` : undefined,
    f.UserList?.length ? inArray(d.currentUserId, f.UserList) : undefined,
    f.LastAction ? sql`${d.lastAction} = ${f.LastAction}` : undefined,
    f.Status ? statusFilterPredicate(f.Status, me, statusFilters) : undefined,
    // A company removed from the workflow keeps its documents in the record lists only.
    f.Status && listsWork(f.Status) ? ofCompanyInWorkflow : undefined,
    f.Project ? prefixOf(d.project, f.Project) : undefined,
    f.Description ? sql`lower(${d.description}) like ${contains(f.Description)}` : undefined,
    f.CurrencyCode ? sql`${d.currency} = ${f.CurrencyCode}` : undefined,
    f.Dimension1 ? prefixOf(d.dimension1, f.Dimension1) : undefined,
    f.Dimension2 ? prefixOf(d.dimension2, f.Dimension2) : undefined,
    f.Obligation ? prefixOf(d.obligation, f.Obligation) : undefined,
    linked,
    f.Account ? prefixOf(d.generalLedger, f.Account) : undefined,
    f.GrossAmountFrom !== undefined ? sql`${d.grossAmount} >= ${f.GrossAmountFrom}` : undefined,
    f.GrossAmountUntil !== undefined ? sql`${d.grossAmount} <= ${f.GrossAmountUntil}` : undefined,
    f.ApprovedBy ? sql`${d.approvedBy} = ${f.ApprovedBy}` : undefined,
    // The packing-slip overview's switches: received against an order, not yet invoiced, with a return.
    slips && f.ReceivedOnly ? sql`cardinality(${d.purchaseOrderNumbers}) > 0` : undefined,
    slips && f.UninvoicedOnly ? sql`${d.linkedDocumentCount} = 0` : undefined,
    slips && f.WithReturnsOnly ? sql`${d.hasReturns}` : undefined,
  );
}
