import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/services/documents/records';
import type { BenchTenant } from '../documents/fill';

// Drizzle spreads a JS array into a list of parameters; one array parameter keeps the statement plain.
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** A bench document the calls act on, with the type the client sends along. */
export type BenchDocument = { id: string; documentType: string };

/** The bench user's id and the rights the run lends them, as the fill left them. */
type BenchUser = { id: string; viewRights: string[]; mayApproveAllCompanies: boolean };

async function benchUser(database: Database, tenant: BenchTenant): Promise<BenchUser> {
  const [row] = await database.withService((tx) =>
    rowsOf<BenchUser>(
      tx,
      sql`select id, view_rights as "viewRights", may_approve_all_companies as "mayApproveAllCompanies"
        from users where tenant_id = ${tenant.tenantId} and email = ${tenant.adminEmail}`,
    ),
  );
  if (!row) throw new Error('the bench administrator is missing');
  return row;
}

/**
 * Lends the bench administrator the Dashboard view right (fills older than that right lack it) and the
 * approve scope over all companies for the run, and answers how to put both back, so the documents
 * suite finds its user as it left it.
 */
export async function withWorkflowRights(
  database: Database,
  tenant: BenchTenant,
): Promise<{ userId: string; restore(): Promise<void> }> {
  const user = await benchUser(database, tenant);
  const viewRights = user.viewRights.includes('Dashboard')
    ? user.viewRights
    : [...user.viewRights, 'Dashboard'];
  const set = (rights: string[], approveAll: boolean) =>
    database.withService((tx) =>
      tx.execute(
        sql`update users set view_rights = ${`{${rights.join(',')}}`}::text[], may_approve_all_companies = ${approveAll}
          where id = ${user.id}`,
      ),
    );
  await set(viewRights, true);
  return {
    userId: user.id,
    restore: () => set(user.viewRights, user.mayApproveAllCompanies).then(() => undefined),
  };
}

/**
 * `count` invoices the bench user sees, drawn at random (any status and desk): packing slips need a view
 * right they lack and sales invoices a company using them, so those would only be 404s.
 */
export async function randomDocuments(
  database: Database,
  tenant: BenchTenant,
  count: number,
): Promise<BenchDocument[]> {
  // A 1 % block sample, then shuffled: no sort over the million rows.
  return database.withService((tx) =>
    rowsOf<BenchDocument>(
      tx,
      sql`select id, document_type as "documentType" from documents tablesample system (1)
        where tenant_id = ${tenant.tenantId} and (document_type = 'PurchaseInvoice' or (document_type = 'SalesInvoice'
          and company_id in (select id from companies where uses_sales_invoices)))
        order by random() limit ${count}`,
    ),
  );
}

/** A desk document PostNewAction acts on, and whether it is on hold now (LastAction Await). */
export type DeskDocument = { id: string; onHold: boolean };

/**
 * Open purchase invoices on the bench user's desk in `status`, not blocked, not approved and not locked:
 * the documents PostNewAction acts on.
 */
export async function deskDocuments(
  database: Database,
  tenant: BenchTenant,
  userId: string,
  status: string,
  count: number,
): Promise<DeskDocument[]> {
  return database.withService((tx) =>
    rowsOf<DeskDocument>(
      tx,
      sql`select d.id, d.last_action = 'Await' as "onHold" from documents d
        where d.tenant_id = ${tenant.tenantId} and d.document_type = 'PurchaseInvoice' and d.status = ${status}
          and d.current_user_id = ${userId} and not d.is_blocked and not d.is_approved
          and not exists (select 1 from document_locks l where l.document_id = d.id)
        limit ${count}`,
    ),
  );
}

/** The documents' rows as they are now, to put back after the actions measured on them. */
export type Snapshot = { ids: string[]; rows: string; since: string };

/** Takes the snapshot (rows as JSON, and the database clock to find the history and audit rows added). */
export async function snapshotDocuments(database: Database, ids: string[]): Promise<Snapshot> {
  const [row] = await database.withService((tx) =>
    rowsOf<{ rows: string; since: string }>(
      tx,
      sql`select coalesce(json_agg(d), '[]')::text as rows, clock_timestamp()::text as since
        from documents d where d.id = any(${uuids(ids)})`,
    ),
  );
  if (!row) throw new Error('no snapshot');
  return { ids, rows: row.rows, since: row.since };
}

/**
 * Puts the documents back as the snapshot holds them and removes the history and audit rows the run
 * added, so the next run (and the documents suite) find the fill unchanged; a vacuum sets the pages
 * all-visible again for the overviews' index-only counts.
 */
export async function restoreDocuments(database: Database, snapshot: Snapshot): Promise<void> {
  await database.withService(async (tx) => {
    const columns = await rowsOf<{ name: string }>(
      tx,
      sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = 'documents' and column_name <> 'id'
          and is_generated = 'NEVER'`,
    );
    const list = columns.map((column) => `"${column.name}"`).join(', ');
    const from = columns.map((column) => `s."${column.name}"`).join(', ');
    await tx.execute(
      sql`update documents d set (${sql.raw(list)}) = (${sql.raw(from)})
        from json_populate_recordset(null::documents, ${snapshot.rows}::json) s where d.id = s.id`,
    );
    await tx.execute(
      sql`delete from document_history where document_id = any(${uuids(snapshot.ids)}) and at >= ${snapshot.since}::timestamptz`,
    );
    await tx.execute(
      sql`delete from audit_log where entity = 'Document' and entity_id = any(${uuids(snapshot.ids)}::text[])
        and created_at >= ${snapshot.since}::timestamptz`,
    );
  });
  await database.db.execute(sql`vacuum documents`);
  await database.db.execute(sql`vacuum document_history`);
}
