import { sql } from 'drizzle-orm';

const prefixes = [
  'Acme',
  'Bakker',
  'Brouwer',
  'De Vries',
  'Dekker',
  'Hendriks',
  'Jansen',
  'Meijer',
  'Mulder',
  'Peters',
  'Smit',
  'Visser',
  'Vos',
  'Bos',
  'Kramer',
];
const suffixes = [
  'BV',
  'NV',
  'Logistics',
  'Foods',
  'Trading',
  'Services',
  'Holding',
  'Techniek',
  'Bouw',
  'Transport',
];
/** 150 relation names; a few get most of the invoices (the generator skews towards the front). */
export const RelationNames = prefixes.flatMap((prefix) => suffixes.map((suffix) => `${prefix} ${suffix}`));

const literalArray = (values: string[], type: 'uuid' | 'text') =>
  sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::${type}[]`);

/**
 * INSERT … SELECT generate_series for documents number `from`..`to` of one tenant: 70 % purchase,
 * 18 % sales, 12 % packing slips; companies and relations skewed; six years of dates; 65 % posted
 * or archived, the open rest at one of the users; amounts log-distributed from 10 to ~8,000.
 */
export function insertDocuments(
  tenantId: string,
  companyIds: string[],
  userIds: string[],
  from: number,
  to: number,
) {
  const companies = literalArray(companyIds, 'uuid');
  const users = literalArray(userIds, 'uuid');
  const relations = literalArray(RelationNames, 'text');
  const pick = (array: ReturnType<typeof literalArray>, count: number, random: string, skew = 1) =>
    sql`(${array})[1 + floor(power(${sql.raw(random)}, ${sql.raw(String(skew))}) * ${sql.raw(String(count))})::int]`;
  return sql`
insert into documents (tenant_id, document_type, company_id, relation_name, relation_code, document_number,
  document_date, due_date, import_date, invoice_type, status, source_type, current_user_id, last_action,
  last_history, ledger_entry_number, is_blocked, is_posted, is_approved, is_paid, is_waiting_for_erp,
  is_confidential, gross_amount, net_amount, vat_amount, purchase_order_numbers, approved_by, description, dimension1)
select ${tenantId}::uuid,
  case when r.t < 0.70 then 'PurchaseInvoice' when r.t < 0.88 then 'SalesInvoice' else 'PackingSlip' end,
  ${pick(companies, companyIds.length, 'r.c', 1.6)},
  ${pick(relations, RelationNames.length, 'r.rel', 2.5)},
  'R' || (1 + floor(power(r.rel, 2.5) * ${sql.raw(String(RelationNames.length))})::int),
  'F' || lpad(r.i::text, 7, '0'),
  r.dd,
  case when r.n < 0.1 then null else r.dd + 30 end,
  r.dd::timestamptz + r.imp * interval '5 days',
  case when r.b2 < 0.92 then 'Debit' else 'Credit' end,
  case when r.s < 0.55 then 'Posted' when r.s < 0.65 then 'Archived' when r.s < 0.75 then 'Pending'
    when r.s < 0.80 then 'Ready' when r.s < 0.85 then 'Imported' when r.s < 0.93 then 'In_Progress'
    when r.s < 0.95 then 'Error' when r.s < 0.97 then 'Signed_Off'
    else 'Free_Status_' || (1 + floor((r.s - 0.97) * 166)::int) end,
  case when r.src < 0.5 then 'Upload' when r.src < 0.75 then 'Email' when r.src < 0.9 then 'Scan'
    when r.src < 0.95 then 'EmailScan' else 'ElectronicDocument' end,
  case when r.s >= 0.65 then ${pick(users, userIds.length, 'r.u', 1.3)} end,
  case when r.s < 0.55 then 'Post' when r.s < 0.65 then 'Archive' when r.s < 0.75 then 'Approve'
    when r.s < 0.80 then 'Post' when r.s < 0.85 then 'Verify' when r.s < 0.93 and r.u < 0.3 then 'Await'
    when r.s < 0.93 then 'Code' else 'Forward' end,
  'Processed',
  case when r.s < 0.65 then r.i end,
  r.b < 0.02, r.s < 0.65, r.s < 0.65 or (r.s >= 0.75 and r.s < 0.80), r.s < 0.5, r.b >= 0.02 and r.b < 0.03,
  r.b > 0.99,
  r.gross, round(r.gross / 1.21, 2), r.gross - round(r.gross / 1.21, 2),
  case when r.po < 0.3 then array['PO' || lpad((r.i % 100000)::text, 6, '0')] else '{}'::text[] end,
  case when r.s < 0.65 then ${pick(users, userIds.length, 'r.u2')} end,
  'Invoice ' || r.i,
  'KP' || (100 + floor(r.u2 * 40)::int)
from (
  select g.i, random() as t, random() as c, random() as rel, random() as n, random() as imp, random() as b2,
    random() as s, random() as src, random() as u, random() as u2, random() as b, random() as po,
    '2019-01-01'::date + floor(random() * 2190)::int as dd, round((10 + exp(random() * 9))::numeric, 2) as gross
  from generate_series(${from}::int, ${to}::int) as g(i)
) as r`;
}

/** Three history entries and two lines for each of the newest `count` purchase invoices (what the detail reads). */
export function insertDetailParts(tenantId: string, userIds: string[], count: number) {
  const users = literalArray(userIds, 'uuid');
  const newest = sql`select id from documents where tenant_id = ${tenantId} and document_type = 'PurchaseInvoice' order by document_date desc nulls last, id desc limit ${sql.raw(String(count))}`;
  return [
    sql`insert into document_history (tenant_id, document_id, at, user_id, action, status)
      select ${tenantId}::uuid, d.id, now() - (k || ' days')::interval, (${users})[1 + (k * 7 + abs(hashtext(d.id::text))) % ${sql.raw(String(userIds.length))}], a.action, 'Pending'
      from (${newest}) d cross join (values (1, 'Import'), (2, 'Verify'), (3, 'Approve')) as a(k, action)`,
    sql`insert into invoice_lines (tenant_id, document_id, line_number, description, quantity, unit_price, net_amount, vat_code, vat_percentage, vat_amount, general_ledger_account)
      select ${tenantId}::uuid, d.id, n, 'Line ' || n, 1, 100, 100, 'H', 21, 21, '4000'
      from (${newest}) d cross join generate_series(1, 2) as n`,
  ];
}
