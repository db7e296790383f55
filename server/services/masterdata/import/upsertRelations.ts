import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { CheckedRow } from '../../../../domain/masterdata/import/index';
import {
  type BankAccountChangeSource,
  type CustomerFields,
  ibanChange,
  needsConfirmation,
  type VendorFields,
} from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import { bankAccountChanges, relations } from '../../../db/schema/index';
import { changedFields } from '../../audit/audit';
import { customerColumns, vendorColumns } from '../relationColumns';
import { type AuditEntry, auditBatch, chunk } from './batches';

type RelationRow = typeof relations.$inferSelect;
type RelationInsert = typeof relations.$inferInsert;
type RelationColumn = keyof RelationRow & keyof RelationInsert;

/**
 * What a bulk relation write changes: vendors or customers of one company, with the fields the file (or the ERP)
 * gives. `source` says where a bank-account change came from: an import (default) or an ERP synchronisation.
 */
export type RelationImport = (
  | { kind: 'Vendor'; companyId: string; rows: CheckedRow<VendorFields>[]; mapped: string[] }
  | { kind: 'Customer'; companyId: string; rows: CheckedRow<CustomerFields>[]; mapped: string[] }
) & { source?: Extract<BankAccountChangeSource, 'Import' | 'Sync'> };

/** What an import did: rows created, rows changed and rows that already held what the file says. */
export type UpsertCounts = { created: number; updated: number; unchanged: number };

/** The column a relation field fills (relationColumns writes the same). */
export const relationColumnOf = (field: string): RelationColumn => {
  if (field === 'ErpCode') return 'code';
  if (field === 'DefaultVatCategory') return 'vatCategory';
  return `${field.charAt(0).toLowerCase()}${field.slice(1)}` as RelationColumn;
};

const table = getTableColumns(relations);
const excluded = (column: RelationColumn) => sql.raw(`excluded."${table[column].name}"`);

/** The existing relations of the company with these codes (deleted ones too: their code is still taken). */
async function existingByCode(tx: Tx, write: RelationImport): Promise<Map<string, RelationRow>> {
  const codes = write.rows.map((row) => row.code.toLowerCase());
  const rows = await tx
    .select()
    .from(relations)
    .where(
      and(
        eq(relations.companyId, write.companyId),
        eq(relations.kind, write.kind),
        // One array parameter: the planner sees it as a constant and hashes it, whatever its statistics say.
        sql`${relations.codeKey} = any(${sql.param(codes)}::text[])`,
      ),
    );
  return new Map(rows.map((row) => [row.code.toLowerCase(), row]));
}

const columnsOf = (write: RelationImport, row: CheckedRow<VendorFields> | CheckedRow<CustomerFields>) =>
  write.kind === 'Vendor'
    ? vendorColumns(row.fields as VendorFields)
    : customerColumns(row.fields as CustomerFields);

/**
 * Creates or updates (by code, case-insensitively) the checked rows of an import in the caller's transaction:
 * the existing rows found in one query, then inserts and updates together in batches, a changed bank account
 * recorded as `saveRelation` records it (a new account leaves the relation unconfirmed), and audit rows in batches.
 * An existing relation only takes the mapped fields; the others keep their values. A deleted one returns.
 */
export async function upsertRelations(
  tx: Tx,
  actor: { tenantId: string; userId: string | null },
  write: RelationImport,
): Promise<UpsertCounts> {
  const existing = await existingByCode(tx, write);
  const mapped = [...new Set([...write.mapped, write.kind === 'Vendor' ? 'ErpCode' : 'Code'])].map(
    relationColumnOf,
  );
  const values: RelationInsert[] = [];
  const audits: AuditEntry[] = [];
  const changes: (typeof bankAccountChanges.$inferInsert)[] = [];
  const created: string[] = [];
  let unchanged = 0;
  const scope = { tenantId: actor.tenantId, companyId: write.companyId, kind: write.kind };
  for (const row of write.rows) {
    const columns = columnsOf(write, row);
    const before = existing.get(row.code.toLowerCase());
    if (!before) {
      values.push({ ...columns, ...scope, bankAccountConfirmed: true });
      created.push(row.code.toLowerCase());
      continue;
    }
    const given = columns as Record<string, unknown>;
    const ibans = mapped.includes('ibanNumbers') ? (columns.ibanNumbers ?? []) : before.ibanNumbers;
    const ibansChanged = ibanChange(before.ibanNumbers, ibans) !== null;
    const confirmed = needsConfirmation(before.ibanNumbers, ibans) ? false : before.bankAccountConfirmed;
    const after = {
      ...Object.fromEntries(mapped.map((column) => [column, given[column]])),
      bankAccountConfirmed: confirmed,
      isDeleted: false,
    };
    const diff = changedFields(before, after);
    if (Object.keys(diff).length === 0) {
      unchanged++;
      continue;
    }
    values.push({ ...columns, ...scope, bankAccountConfirmed: confirmed });
    audits.push({ entity: write.kind, entityId: before.id, action: 'update', changes: diff });
    if (ibansChanged)
      changes.push({
        tenantId: actor.tenantId,
        relationId: before.id,
        changedBy: actor.userId,
        source: write.source ?? 'Import',
        fromIbans: before.ibanNumbers,
        toIbans: [...ibans],
      });
  }
  const set: Record<string, SQL> = Object.fromEntries(mapped.map((column) => [column, excluded(column)]));
  set.bankAccountConfirmed = excluded('bankAccountConfirmed');
  set.isDeleted = sql`false`;
  set.updatedAt = sql`now()`;
  const ids = new Map<string, string>();
  for (const slice of chunk(values)) {
    const written = await tx
      .insert(relations)
      .values(slice)
      .onConflictDoUpdate({
        target: [relations.tenantId, relations.companyId, relations.kind, relations.codeKey],
        set,
      })
      .returning({ id: relations.id, code: relations.code });
    for (const row of written) ids.set(row.code.toLowerCase(), row.id);
  }
  for (const slice of chunk(changes)) await tx.insert(bankAccountChanges).values(slice);
  const byCode = new Map(values.map((value) => [value.code.toLowerCase(), value]));
  for (const code of created) {
    const value = byCode.get(code);
    const id = ids.get(code);
    if (value && id)
      audits.push({
        entity: write.kind,
        entityId: id,
        action: 'create',
        changes: { Code: value.code, Name: value.name, IbanNumbers: value.ibanNumbers },
      });
  }
  await auditBatch(tx, actor, audits);
  return { created: created.length, updated: values.length - created.length, unchanged };
}
