import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { companies, customers, documents } from '../../server/db/schema/index';
import { buildDocument } from '../../server/db/seed/documentFactories';
import { buildCompany, buildCustomer, buildUser } from '../../server/db/seed/factories';
import { rowsOf } from '../../server/services/documents/records';
import type { client } from '../../server/test/harness';
import { TestPassword } from '../../server/test/harness';

type Api = ReturnType<typeof client>;

/** How big the coding company's code lists are, and how many lines the big invoice has. */
export const CodingSize = {
  ledgerAccounts: 2_000,
  vatCodes: 50,
  costCentres: 500,
  periods: 24,
  lines: 200,
  learnedInvoices: 20,
} as const;

/** The coding bench company and the invoices the calls open and save. */
export type CodingTenant = {
  tenantId: string;
  companyId: string;
  adminEmail: string;
  /** The purchase invoice with CodingSize.lines saved lines. */
  bigInvoiceId: string;
  /** A fresh invoice of the vendor with CodingSize.learnedInvoices coded invoices: its lines are the learned suggestion. */
  freshInvoiceId: string;
  /** Seconds the preparation took; null when an earlier run's was reused. */
  prepareSeconds: number | null;
};

const tenantName = 'Bench coding';
const companyName = 'Bench Coding BV';
const adminEmail = 'admin-coding@bench.example';
const bigNumber = 'BENCH-CODING-200';
const freshNumber = 'BENCH-CODING-FRESH';
const learnedVendor = 'V-LEARN';

const ok = <R extends { statusCode: number; body: string }>(response: R, status = 200): R => {
  if (response.statusCode !== status)
    throw new Error(`bench call failed: ${response.statusCode} ${response.body}`);
  return response;
};

/** The 21 % VAT codes (V01, V04 … V49: every third of the list) the generated lines use. */
const vatCode = (index: number) => `V${String((index % 17) * 3 + 1).padStart(2, '0')}`;
const ledger = (index: number) => String(4000 + ((index * 7) % CodingSize.ledgerAccounts)).padStart(5, '0');
const costCentre = (index: number) =>
  `KP${String(((index * 13) % CodingSize.costCentres) + 1).padStart(4, '0')}`;

/** The big invoice's lines: 10.00 net and 2.10 VAT each, so they add up to the header. */
export function bigInvoiceLines(count: number = CodingSize.lines) {
  return Array.from({ length: count }, (_, index) => ({
    GeneralLedger: ledger(index),
    VatCode: vatCode(index),
    Dimension1: costCentre(index),
    Description: `Regel ${index + 1}`,
    NetAmount: 10,
    VatAmount: 2.1,
  }));
}

/** An earlier run's complete preparation (an interrupted one is passed over). */
async function reuse(database: Database): Promise<CodingTenant | null> {
  return database.withService(async (tx) => {
    const candidates = await tx.select().from(customers).where(eq(customers.name, tenantName));
    for (const customer of candidates) {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.tenantId, customer.id), eq(companies.name, companyName)));
      if (!company) continue;
      const [row] = await rowsOf<{
        big: string | null;
        lines: number;
        fresh: string | null;
        learned: number;
      }>(
        tx,
        sql`select
          (select id from documents where company_id = ${company.id} and document_number = ${bigNumber}) as big,
          (select count(*)::int from invoice_lines l join documents d on d.id = l.document_id
            where d.company_id = ${company.id} and d.document_number = ${bigNumber}) as lines,
          (select id from documents where company_id = ${company.id} and document_number = ${freshNumber}) as fresh,
          (select count(*)::int from documents where company_id = ${company.id} and relation_code = ${learnedVendor}
            and coded_at is not null and coding_status = 'Valid') as learned`,
      );
      if (
        row?.big &&
        row.fresh &&
        row.lines === CodingSize.lines &&
        row.learned === CodingSize.learnedInvoices
      )
        return {
          tenantId: customer.id,
          companyId: company.id,
          adminEmail,
          bigInvoiceId: row.big,
          freshInvoiceId: row.fresh,
          prepareSeconds: null,
        };
    }
    return null;
  });
}

/** The company's code lists and periods, INSERT … SELECT generate_series. */
async function insertCodeLists(database: Database, tenantId: string, companyId: string) {
  await database.withService(async (tx) => {
    await tx.execute(sql`
      insert into erp_codes (tenant_id, company_id, list, code, description, account_type, vat_code)
      select ${tenantId}::uuid, ${companyId}::uuid, 'GeneralLedger', lpad((3999 + g.i)::text, 5, '0'),
        'Grootboekrekening ' || g.i, 'ProfitAndLoss', 'V01'
      from generate_series(1, ${CodingSize.ledgerAccounts}::int) as g(i)`);
    // Every third code 21 %, the others 9 % and 0 %, as a Dutch administration keeps them per scenario.
    await tx.execute(sql`
      insert into erp_codes (tenant_id, company_id, list, code, description, percentage, category)
      select ${tenantId}::uuid, ${companyId}::uuid, 'VatCode', 'V' || lpad(g.i::text, 2, '0'), 'Btw ' || g.i,
        case g.i % 3 when 1 then 21 when 2 then 9 else 0 end, case g.i % 3 when 0 then 'Z' else 'S' end
      from generate_series(1, ${CodingSize.vatCodes}::int) as g(i)`);
    await tx.execute(sql`
      insert into erp_codes (tenant_id, company_id, list, code, description)
      select ${tenantId}::uuid, ${companyId}::uuid, 'Dimension1', 'KP' || lpad(g.i::text, 4, '0'), 'Kostenplaats ' || g.i
      from generate_series(1, ${CodingSize.costCentres}::int) as g(i)`);
    await tx.execute(sql`
      insert into periods (tenant_id, company_id, code, start_date, end_date)
      select ${tenantId}::uuid, ${companyId}::uuid, to_char(m, 'YYYY-MM'), m::date, (m + interval '1 month - 1 day')::date
      from generate_series('2025-01-01'::date, '2026-12-01'::date, interval '1 month') as m`);
  });
  await database.db.execute(sql`analyze erp_codes`);
  await database.db.execute(sql`analyze periods`);
}

/** A few posting templates, none of them the default of the bench vendors (so each proposal is the learned one). */
async function postingTemplates(api: Api, companyId: string) {
  for (let index = 1; index <= 4; index++)
    ok(
      await api.post('/api/PostingTemplate', {
        CompanyId: companyId,
        Name: `Verdeling ${index}`,
        TargetType: 'Vendor',
        RelationCode: `V-TEMPLATE-${index}`,
        IsDefault: true,
        Lines: [
          {
            AmountType: 'Percentage',
            Percentage: 60,
            LedgerCode: ledger(index),
            VatCode: 'V01',
            Dimension1: costCentre(index),
          },
          {
            AmountType: 'Rest',
            LedgerCode: ledger(index + 1),
            VatCode: 'V01',
            Dimension1: costCentre(index + 1),
          },
        ],
      }),
      201,
    );
}

/** Saves `lines` as the coding of the invoice, from its current LastUpdate. */
export async function codeInvoice(api: Api, id: string, lines: unknown[]) {
  const open = ok(await api.get(`/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`)).json();
  const saved = ok(
    await api.put('/api/Document/CodeInvoice', {
      DocumentId: id,
      DocumentType: 'PurchaseInvoice',
      LastUpdate: open.LastUpdate,
      Lines: lines,
    }),
  ).json();
  if (saved.CodingStatus !== 'Valid')
    throw new Error(`bench coding is ${saved.CodingStatus}: ${JSON.stringify(saved.CodingErrors)}`);
  return saved;
}

/**
 * One customer with one company that keeps realistic code lists (2,000 ledger accounts, 50 VAT codes, 500 cost
 * centres), 24 open periods and a few posting templates, on the bench database beside the million documents; a
 * purchase invoice with 200 coded lines, 20 coded invoices of one vendor and a fresh invoice of that vendor. An
 * earlier complete preparation is reused.
 */
export async function prepareCoding(
  database: Database,
  signedIn: (email: string, tenantId: string) => Promise<Api>,
): Promise<CodingTenant> {
  const reused = await reuse(database);
  if (reused) return reused;
  const started = performance.now();
  const tenantId = await buildCustomer(database, { name: tenantName });
  const companyId = await buildCompany(database, tenantId, { Name: companyName });
  const adminId = await buildUser(database, tenantId, {
    Name: 'Admin',
    Email: adminEmail,
    IsAdmin: true,
    MaySeeAllCompanies: true,
    MaySeeAllDocuments: true,
    password: TestPassword,
  });
  await insertCodeLists(database, tenantId, companyId);
  const api = await signedIn(adminEmail, tenantId);
  await postingTemplates(api, companyId);
  const invoice = (number: string, relationCode: string, net: number) =>
    buildDocument(database, tenantId, {
      companyId,
      documentNumber: number,
      documentDate: '2026-10-15',
      relationCode,
      relationName: `${relationCode} BV`,
      netAmount: net,
      vatAmount: Math.round(net * 21) / 100,
      grossAmount: Math.round(net * 121) / 100,
      status: 'In_Progress',
      codingStatus: 'Unknown',
      currentUserId: adminId,
    });
  const bigInvoiceId = await invoice(bigNumber, 'V-BIG', CodingSize.lines * 10);
  await codeInvoice(api, bigInvoiceId, bigInvoiceLines());
  // The vendor's earlier invoices, coded the same way: 60 / 30 / 10 over three ledger accounts and cost centres.
  for (let index = 0; index < CodingSize.learnedInvoices; index++) {
    const id = await invoice(`BENCH-CODING-LEARN-${index + 1}`, learnedVendor, 1000);
    await codeInvoice(
      api,
      id,
      [600, 300, 100].map((net, line) => ({
        GeneralLedger: ledger(line),
        VatCode: 'V01',
        Dimension1: costCentre(line),
        Description: 'Onderhoud',
        NetAmount: net,
        VatAmount: Math.round(net * 21) / 100,
      })),
    );
  }
  const freshInvoiceId = await invoice(freshNumber, learnedVendor, 2000);
  await database.db.execute(sql`analyze ${documents}`);
  await database.db.execute(sql`analyze invoice_lines`);
  return {
    tenantId,
    companyId,
    adminEmail,
    bigInvoiceId,
    freshInvoiceId,
    prepareSeconds: Math.round(performance.now() - started) / 1000,
  };
}
