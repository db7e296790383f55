import { and, asc, count, eq, not, or, type SQL, sql } from 'drizzle-orm';
import { type CodeList, searchTerm } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { erpCodes } from '../../db/schema/index';
import { byKey, keyContains, keyStartsWith } from './keySearch';

type ErpCodeRow = typeof erpCodes.$inferSelect;
/** Which entries a query looks at: one list of one company, blocked entries only when asked. */
export type CodeListScope = { companyId: string; list: CodeList; includeBlocked?: boolean };

const scoped = ({ companyId, list, includeBlocked }: CodeListScope, ...more: Array<SQL | undefined>) =>
  and(
    eq(erpCodes.companyId, companyId),
    eq(erpCodes.list, list),
    includeBlocked ? undefined : eq(erpCodes.isBlocked, false),
    ...more,
  );

const keys = [erpCodes.codeKey, erpCodes.descriptionKey];

/** The first `max` entries of a list by code. */
export function listErpCodes(tx: Tx, scope: CodeListScope, max: number): Promise<ErpCodeRow[]> {
  return tx.select().from(erpCodes).where(scoped(scope)).orderBy(byKey(erpCodes.codeKey)).limit(max);
}

/**
 * Entries whose code or description starts with the term, by code; then, from three characters and while fewer
 * than `max` were found, those containing it. An empty term lists the entries.
 */
export async function searchErpCodes(
  tx: Tx,
  scope: CodeListScope,
  term: string,
  max: number,
): Promise<ErpCodeRow[]> {
  const key = searchTerm('CodeList', term);
  const prefix = keyStartsWith(keys, key);
  if (!prefix) return listErpCodes(tx, scope, max);
  const starting = await tx
    .select()
    .from(erpCodes)
    .where(scoped(scope, prefix))
    .orderBy(byKey(erpCodes.codeKey))
    .limit(max);
  const infix = keyContains(keys, key);
  if (!infix || starting.length >= max) return starting;
  const containing = await tx
    .select()
    .from(erpCodes)
    .where(scoped(scope, infix, not(prefix)))
    .orderBy(byKey(erpCodes.codeKey))
    .limit(max - starting.length);
  return [...starting, ...containing];
}

/** The entry with this code (case-insensitive, blocked ones included): one look-up on the unique code index. */
export async function erpCodeByCode(tx: Tx, scope: CodeListScope, code: string): Promise<ErpCodeRow | null> {
  const [row] = await tx
    .select()
    .from(erpCodes)
    .where(
      and(
        eq(erpCodes.companyId, scope.companyId),
        eq(erpCodes.list, scope.list),
        eq(erpCodes.codeKey, sql`lower(${code.trim()})`),
      ),
    );
  return row ?? null;
}

/** The columns a code list screen sorts by. */
export const ErpCodeSorts = ['Code', 'Description'] as const;
export type ErpCodeSort = (typeof ErpCodeSorts)[number];

/** One page of a list for the code-list screen, searched like the dropdown (prefix or infix), with the count. */
export async function erpCodePage(
  tx: Tx,
  scope: CodeListScope,
  page: { skip: number; take: number; search: string; sort: ErpCodeSort; descending: boolean },
): Promise<{ rows: ErpCodeRow[]; count: number; capped: boolean }> {
  const key = searchTerm('CodeList', page.search);
  const found = or(keyStartsWith(keys, key) ?? undefined, keyContains(keys, key) ?? undefined);
  const where = scoped(scope, found);
  const column = page.sort === 'Code' ? erpCodes.codeKey : erpCodes.descriptionKey;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(erpCodes)
      .where(where)
      .orderBy(byKey(column, page.descending), byKey(erpCodes.codeKey), asc(erpCodes.id))
      .offset(page.skip)
      .limit(page.take),
    tx.select({ value: count() }).from(erpCodes).where(where),
  ]);
  // A list holds thousands of entries at most: every match is counted, nothing is capped.
  return { rows, count: total.value, capped: false };
}
