import pg from 'pg';
import { infixPattern, prefixRange, searchTerm } from '../../domain/masterdata/index';
import { requestRoleSql } from '../../server/db/transaction';
import type { MasterDataTenant } from './fill';

/**
 * The executed plans of one vendor search as a request runs it: as the request role of the tenant, the owner-run
 * look-up `ledgerline_search_relations` and then the rows read back through row-level security. auto_explain
 * (loaded by the superuser the bench connects as) sends the nested statements' plans back as notices, so the plan
 * inside the function is seen too, which EXPLAIN of the call alone would hide.
 */
export async function explainSearch(url: string, tenant: MasterDataTenant, term: string): Promise<string[]> {
  const key = searchTerm('Vendor', term);
  const range = prefixRange(key);
  if (!range) return [];
  const client = new pg.Client({ connectionString: url });
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(
      `set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_buffers = on;
       set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice`,
    );
    await client.query(`begin; ${requestRoleSql(tenant.tenantId)}`);
    const hits = await client.query<{ id: string }>(
      'select id from ledgerline_search_relations($1::uuid, $2, $3, $4, $5, $6::integer)',
      [tenant.companyId, 'Vendor', range.low, range.high, infixPattern(key), 100],
    );
    await client.query(
      `select * from relations where company_id = $1 and kind = 'Vendor' and not is_deleted and not is_blocked
        and id = any($2::uuid[])`,
      [tenant.companyId, hits.rows.map((row) => row.id)],
    );
    await client.query('rollback');
  } finally {
    await client.end();
  }
  // The set_config of the request role is planned too; only the search's statements say something.
  return notices.filter((notice) => /relations/.test(notice));
}
