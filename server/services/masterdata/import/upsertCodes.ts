import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { CheckedRow, CodeListEntryFields } from '../../../../domain/masterdata/import/index';
import type { CodeList } from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import { erpCodes } from '../../../db/schema/index';
import { changedFields } from '../../audit/audit';
import { type AuditEntry, auditBatch, chunk } from './batches';
import type { UpsertCounts } from './upsertRelations';

type ErpCodeRow = typeof erpCodes.$inferSelect;
type ErpCodeInsert = typeof erpCodes.$inferInsert;
type ErpCodeColumn = keyof ErpCodeRow & keyof ErpCodeInsert;

/** What a bulk code-list import writes: entries of one list of one company, with the fields the file maps. */
export type CodeListImport = {
  list: CodeList;
  companyId: string;
  rows: CheckedRow<CodeListEntryFields>[];
  mapped: string[];
};

/** The column a code-list field fills: Code is code, UnitPrice is unitPrice. */
export const erpCodeColumnOf = (field: string) =>
  `${field.charAt(0).toLowerCase()}${field.slice(1)}` as ErpCodeColumn;

const table = getTableColumns(erpCodes);
const excluded = (column: ErpCodeColumn) => sql.raw(`excluded."${table[column].name}"`);

async function existingByCode(tx: Tx, write: CodeListImport): Promise<Map<string, ErpCodeRow>> {
  const codes = write.rows.map((row) => row.code.toLowerCase());
  const rows = await tx
    .select()
    .from(erpCodes)
    .where(
      and(
        eq(erpCodes.companyId, write.companyId),
        eq(erpCodes.list, write.list),
        // One array parameter: the planner sees it as a constant and hashes it, whatever its statistics say.
        sql`${erpCodes.codeKey} = any(${sql.param(codes)}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

/**
 * Creates or updates (by company, list and code, case-insensitively) the checked entries of a code-list import
 * in the caller's transaction: existing entries found in one query, inserts and updates together in batches,
 * audit rows in batches. An existing entry only takes the mapped fields.
 */
export async function upsertCodes(
  tx: Tx,
  actor: { tenantId: string; userId: string | null },
  write: CodeListImport,
): Promise<UpsertCounts> {
  const existing = await existingByCode(tx, write);
  const fields = [...new Set(['Code', ...write.mapped])];
  const mapped = fields.map(erpCodeColumnOf);
  const values: ErpCodeInsert[] = [];
  const audits: AuditEntry[] = [];
  const created: string[] = [];
  let unchanged = 0;
  for (const row of write.rows) {
    const given = row.fields as Record<string, unknown>;
    const columns = Object.fromEntries(fields.map((field) => [erpCodeColumnOf(field), given[field]]));
    const value = {
      ...columns,
      code: row.fields.Code,
      tenantId: actor.tenantId,
      companyId: write.companyId,
      list: write.list,
    } as ErpCodeInsert;
    const before = existing.get(row.code.toLowerCase());
    if (!before) {
      values.push(value);
      created.push(row.code.toLowerCase());
      continue;
    }
    const diff = changedFields(before, columns);
    if (Object.keys(diff).length === 0) {
      unchanged++;
      continue;
    }
    values.push(value);
    audits.push({ entity: write.list, entityId: before.id, action: 'update', changes: diff });
  }
  const set: Record<string, SQL> = Object.fromEntries(mapped.map((column) => [column, excluded(column)]));
  set.updatedAt = sql`now()`;
  const ids = new Map<string, string>();
  for (const slice of chunk(values)) {
    const written = await tx
      .insert(erpCodes)
      .values(slice)
      .onConflictDoUpdate({
        target: [erpCodes.tenantId, erpCodes.companyId, erpCodes.list, erpCodes.codeKey],
        set,
      })
      .returning({ id: erpCodes.id, code: erpCodes.code });
    for (const row of written) ids.set(row.code.toLowerCase(), row.id);
  }
  const byCode = new Map(values.map((value) => [value.code.toLowerCase(), value]));
  for (const code of created) {
    const value = byCode.get(code);
    const id = ids.get(code);
    if (value && id)
      audits.push({
        entity: write.list,
        entityId: id,
        action: 'create',
        changes: { Code: value.code, Description: value.description ?? '' },
      });
  }
  await auditBatch(tx, actor, audits);
  return { created: created.length, updated: values.length - created.length, unchanged };
}
