import type { BenchTenant } from './fill';

/** One overview question: the filter sent to GetOverview and the same question as hand-written SQL. */
export type OverviewCombination = {
  name: string;
  user: 'admin' | 'scoped';
  filter: Record<string, unknown>;
  /** Extra SQL condition on `d` (documents) of the floor. */
  where: string;
  orderBy: string;
  offset: number;
};

/** At least six filter/sort combinations over the purchase invoices, each served by an index. */
export function overviewCombinations(tenant: BenchTenant): OverviewCombination[] {
  const company = tenant.companyIds[1];
  const admin = tenant.userIds[0];
  const byDate = 'd.document_date desc nulls last, d.id desc';
  return [
    {
      name: 'default sort (document date desc)',
      user: 'admin',
      filter: {},
      where: 'true',
      orderBy: byDate,
      offset: 0,
    },
    {
      name: 'gross amount ascending, page 3',
      user: 'admin',
      filter: { SortName: 'GrossAmount', SortAscending: true, CurrentPage: 3 },
      where: 'true',
      orderBy: 'd.gross_amount asc nulls first, d.id asc',
      offset: 50,
    },
    {
      name: 'company filter',
      user: 'admin',
      filter: { CompanyId: company },
      where: `d.company_id = '${company}'`,
      orderBy: byDate,
      offset: 0,
    },
    {
      name: 'status Todo (at the user, open)',
      user: 'admin',
      filter: { Status: 'Todo' },
      where: `d.current_user_id = '${admin}' and not d.is_posted and d.status <> 'Archived'`,
      orderBy: byDate,
      offset: 0,
    },
    {
      name: 'relation prefix "bak"',
      user: 'admin',
      filter: { Relation: 'bak' },
      where: `((d.relation_name_key ~>=~ 'bak' and d.relation_name_key ~<~ 'bal') or (d.relation_code_key ~>=~ 'bak' and d.relation_code_key ~<~ 'bal'))`,
      orderBy: byDate,
      offset: 0,
    },
    {
      name: 'document date range (one month)',
      user: 'admin',
      filter: { DocumentDateFrom: '2023-03-01', DocumentDateUntil: '2023-03-31' },
      where: `d.document_date >= '2023-03-01' and d.document_date <= '2023-03-31'`,
      orderBy: byDate,
      offset: 0,
    },
    {
      name: 'status Blocked, due date desc',
      user: 'admin',
      filter: { Status: 'Blocked', SortName: 'DueDate' },
      where: 'd.is_blocked',
      orderBy: 'd.due_date desc nulls last, d.id desc',
      offset: 0,
    },
    {
      name: 'scoped user (3 of 8 companies, no confidential)',
      user: 'scoped',
      filter: {},
      where: `d.company_id in (${tenant.companyIds
        .slice(2, 5)
        .map((id) => `'${id}'`)
        .join(',')}) and not d.is_confidential`,
      orderBy: byDate,
      offset: 0,
    },
  ];
}

const base = (tenantId: string) => `d.tenant_id = '${tenantId}' and d.document_type = 'PurchaseInvoice'`;

/** The floor: the page with its names and the capped count, as plain SQL without API, RLS or JSON. */
export function floorStatements(tenantId: string, combination: OverviewCombination, cap: number): string[] {
  const where = `${base(tenantId)} and ${combination.where}`;
  return [
    `select d.*, c.name as company_name, c.display_name, cu.name as current_user_name, ab.name as approved_by_name
     from documents d left join companies c on c.id = d.company_id left join users cu on cu.id = d.current_user_id
     left join users ab on ab.id = d.approved_by where ${where} order by ${combination.orderBy} limit 25 offset ${combination.offset}`,
    `select count(*) from (select 1 from documents d where ${where} limit ${cap + 1}) as capped`,
  ];
}

/** The floor of one next step in the default order: the keyset neighbour, its row, history and lines. */
export function nextFloorStatements(tenantId: string, id: string, documentDate: string): string[] {
  return [
    `select d.id from documents d where ${base(tenantId)} and (d.document_date, d.id) < ('${documentDate}', '${id}')
     order by d.document_date desc nulls last, d.id desc limit 2`,
    `select d.*, c.name from documents d left join companies c on c.id = d.company_id where d.id = '${id}'`,
    `select h.*, u.name from document_history h left join users u on u.id = h.user_id where h.document_id = '${id}' order by h.at desc`,
    `select * from invoice_lines where document_id = '${id}' order by line_number`,
  ];
}
