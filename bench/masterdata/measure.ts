import { sql } from 'drizzle-orm';
import { infixPattern, prefixRange, searchTerm } from '../../domain/masterdata/index';
import type { LedgerlineApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/services/documents/records';
import type { client } from '../../server/test/harness';
import { percentiles, sample } from '../documents/stats';
import type { MasterDataTenant } from './fill';
import { benchLedgerCode, benchVendorCode } from './generate';

type Api = ReturnType<typeof client>;

/** Terms typed into a vendor field: name starts, and words inside names (three characters or more). */
export const PrefixTerms = ['ban', 'jan', 'de ', 'van der'];
export const InfixTerms = ['bouw', 'transp', 'holding', 'logist'];
export const SearchTargetP95Ms = 20;
export const CodeTargetP95Ms = 5;

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  if (response.statusCode !== 200)
    throw new Error(`bench call failed: ${response.statusCode} ${response.body}`);
  return response;
};

/** How many vendors of the company the search's own conditions find: its prefix range, then its infix pattern. */
async function hitsOf(database: Database, tenant: MasterDataTenant, term: string): Promise<number> {
  const key = searchTerm('Vendor', term);
  const range = prefixRange(key);
  const pattern = infixPattern(key);
  if (!range) return 0;
  const [row] = await database.withService((tx) =>
    rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from relations where company_id = ${tenant.companyId} and kind = 'Vendor'
        and not is_deleted and ((name_key ~>=~ ${range.low} and name_key ~<~ ${range.high})
          or (code_key ~>=~ ${range.low} and code_key ~<~ ${range.high})
          or (${pattern}::text is not null and search_key like ${pattern}))`,
    ),
  );
  return Number(row?.total ?? 0);
}

/** GET /api/Vendor/GetByCompanyAndSearch per term (50 answers, as the dropdown asks): p50/p95 and hit counts. */
export async function measureSearch(
  api: Api,
  database: Database,
  tenant: MasterDataTenant,
  iterations: number,
) {
  const results = [];
  for (const [kind, terms] of [
    ['prefix', PrefixTerms],
    ['infix', InfixTerms],
  ] as const)
    for (const term of terms) {
      const url = `/api/Vendor/GetByCompanyAndSearch/${tenant.companyId}?searchValue=${encodeURIComponent(term)}`;
      const call = () => api.get(url).then(ok);
      const items = ((await call()).json() as unknown[]).length;
      const ms = percentiles(await sample(call, iterations));
      results.push({
        term,
        kind,
        vendorsFound: await hitsOf(database, tenant, term),
        items,
        apiMs: ms,
        targetP95Ms: SearchTargetP95Ms,
        met: ms.p95 <= SearchTargetP95Ms,
      });
    }
  return results;
}

/**
 * GET /{Entity}/GetByCompanyAndCode for existing codes, spread over the list: the general ledger (the target's
 * call) when its route is there, and the vendors for comparison.
 */
export async function measureCodeLookups(
  app: LedgerlineApp,
  api: Api,
  tenant: MasterDataTenant,
  size: { vendors: number; ledgerAccounts: number },
  iterations: number,
) {
  const lookup = async (entity: 'GeneralLedger' | 'Vendor', codeOf: (index: number) => string) => {
    const call = (index: number) =>
      api.get(`/api/${entity}/GetByCompanyAndCode/${tenant.companyId}?code=${codeOf(index)}`).then(ok);
    const ms = percentiles(await sample(call, iterations));
    return { apiMs: ms, targetP95Ms: CodeTargetP95Ms, met: ms.p95 <= CodeTargetP95Ms };
  };
  const spread = (count: number) => (index: number) => 1 + ((index * 7919) % count);
  const ledgerRoute = app.hasRoute({
    method: 'GET',
    url: '/api/GeneralLedger/GetByCompanyAndCode/:companyId',
  });
  return {
    GeneralLedger: ledgerRoute
      ? await lookup('GeneralLedger', (index) => benchLedgerCode(spread(size.ledgerAccounts)(index)))
      : 'not available: GET /api/GeneralLedger/GetByCompanyAndCode is not registered',
    Vendor: await lookup('Vendor', (index) => benchVendorCode(spread(size.vendors)(index))),
  };
}
