import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  infixPattern,
  prefixRange,
  type RelationKind,
  registrationKey,
  searchTerm,
  vatKeyVariants,
} from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { relations } from '../../db/schema/index';

type RelationRow = typeof relations.$inferSelect;
type Scope = { companyId: string; kind: RelationKind; includeBlocked?: boolean };

const scoped = ({ companyId, kind, includeBlocked }: Scope, ...more: Array<SQL | undefined>) =>
  and(
    eq(relations.companyId, companyId),
    eq(relations.kind, kind),
    eq(relations.isDeleted, false),
    includeBlocked ? undefined : eq(relations.isBlocked, false),
    ...more,
  );

/** The first `max` relations of a company by name. */
export function listRelations(tx: Tx, scope: Scope, max: number): Promise<RelationRow[]> {
  return tx
    .select()
    .from(relations)
    .where(scoped(scope))
    .orderBy(sql`${relations.nameKey} using ~<~`)
    .limit(max);
}

/**
 * Relations whose name or code starts with the term, then (from three characters) those containing it in code,
 * name or search name: at most `max`, best first. A customer search uses the term's first three characters.
 */
export async function searchRelations(
  tx: Tx,
  scope: Scope,
  term: string,
  max: number,
): Promise<RelationRow[]> {
  const key = searchTerm(scope.kind, term);
  const range = prefixRange(key);
  if (!range) return listRelations(tx, scope, max);
  // Blocked relations are dropped after the look-up, so ask for a few more.
  const want = scope.includeBlocked ? max : max * 2;
  const hits = (
    (await tx.execute(
      sql`select id from ledgerline_search_relations(${scope.companyId}::uuid, ${scope.kind}, ${range.low}, ${range.high}, ${infixPattern(key)}, ${want}::integer)`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows.map((row) => row.id);
  if (hits.length === 0) return [];
  const rows = await tx
    .select()
    .from(relations)
    .where(scoped(scope, inArray(relations.id, hits)));
  const order = new Map(hits.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).slice(0, max);
}

/** The relation with this code (case-insensitive), blocked ones included; null when there is none. */
export async function relationByCode(tx: Tx, scope: Scope, code: string): Promise<RelationRow | null> {
  const [row] = await tx
    .select()
    .from(relations)
    .where(scoped({ ...scope, includeBlocked: true }, eq(relations.codeKey, code.trim().toLowerCase())));
  return row ?? null;
}

/** One relation by id (also a deleted one, so a document can still show its relation). */
export async function relationById(tx: Tx, id: string): Promise<RelationRow | null> {
  const [row] = await tx.select().from(relations).where(eq(relations.id, id));
  return row ?? null;
}

/** The columns a relation list may be sorted by. */
export const RelationSorts = ['Name', 'Code', 'City', 'Country', 'VatNumber'] as const;
export type RelationSort = (typeof RelationSorts)[number];

const sortColumns = {
  Name: relations.nameKey,
  Code: relations.codeKey,
  City: relations.city,
  Country: relations.country,
  VatNumber: relations.vatNumber,
} as const;

/** Most rows a searched page counts: a search that finds more asks to be refined. */
export const SEARCH_PAGE_CAP = 1000;

/** One page of a company's relations for the vendor and customer screens, with the count. */
export async function relationPage(
  tx: Tx,
  scope: Scope,
  page: { skip: number; take: number; search: string; sort: RelationSort; descending: boolean },
): Promise<{ rows: RelationRow[]; count: number; capped: boolean }> {
  const column = sortColumns[page.sort];
  const direction = page.descending ? desc : asc;
  const order = [direction(column), asc(relations.id)];
  if (page.search.trim() !== '') {
    // The screen searches the whole term (a customer's too) and sorts the hits itself.
    const hits = await searchRelations(tx, { ...scope, kind: scope.kind }, page.search, SEARCH_PAGE_CAP);
    const found = hits.map((row) => row.id);
    if (found.length === 0) return { rows: [], count: 0, capped: false };
    const rows = await tx
      .select()
      .from(relations)
      .where(scoped(scope, inArray(relations.id, found)))
      .orderBy(...order)
      .offset(page.skip)
      .limit(page.take);
    return { rows, count: found.length, capped: found.length >= SEARCH_PAGE_CAP };
  }
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(relations)
      .where(scoped(scope))
      .orderBy(...order)
      .offset(page.skip)
      .limit(page.take),
    tx.select({ value: count() }).from(relations).where(scoped(scope)),
  ]);
  return { rows, count: total.value, capped: false };
}

/**
 * Relations of a company with this VAT or chamber of commerce number (as written: spaces and dots ignored; a Swiss or
 * Norwegian VAT number with or without its suffix).
 */
export function relationsByRegistration(
  tx: Tx,
  scope: Scope,
  kind: 'VatNumber' | 'ChamberOfCommerce',
  value: string,
): Promise<RelationRow[]> {
  const found =
    kind === 'VatNumber'
      ? inArray(relations.vatKey, vatKeyVariants(value))
      : eq(relations.chamberOfCommerceKey, registrationKey(value));
  return tx.select().from(relations).where(scoped(scope, found)).limit(2);
}

/** Relations of a company with this (electronic-format) IBAN among their accounts. */
export async function relationsByIban(tx: Tx, scope: Scope, iban: string): Promise<RelationRow[]> {
  const ids = (
    (await tx.execute(
      sql`select id from ledgerline_relations_by_iban(${scope.companyId}::uuid, ${scope.kind}, ${iban}) as id`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(relations)
    .where(scoped(scope, inArray(relations.id, ids)))
    .limit(2);
}

/** Relations of a company with exactly this name, case-insensitive and trimmed (an equality on the name key). */
export function relationsByName(tx: Tx, scope: Scope, name: string): Promise<RelationRow[]> {
  // lower() on both sides, in the database: the same case folding as the generated name_key column.
  return tx
    .select()
    .from(relations)
    .where(scoped(scope, eq(relations.nameKey, sql`lower(${name.trim()})`)))
    .limit(2);
}
