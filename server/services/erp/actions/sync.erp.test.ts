import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { ErpActionView } from '../../../../domain/erp/actionView';
import type { SyncCounts } from '../../../../domain/erp/sync';
import {
  bankAccountChanges,
  companies,
  erpCodes,
  purchaseOrderLines,
  purchaseOrders,
  relations,
} from '../../../db/schema/index';
import { buildCompany } from '../../../db/seed/factories';
import { trytonClient } from '../../../integrations/erp/tryton/client';
import { TrytonRpc } from '../../../integrations/erp/tryton/jsonRpc';
import { buildTenant, client, signIn, startTestApp } from '../../../test/harness';

/**
 * A Tryton company in Ledgerline against the real Tryton server of tests/tryton: its login checked and its master
 * data synchronised through the ERP action calls, the way an administrator does it from the company page. The
 * Tryton database is shared with the other erp test files: everything asserted here is found by its own code.
 */
const tryton = inject('tryton');
const ctx = await startTestApp();
afterAll(() => ctx.close());

const rpc = new TrytonRpc({ url: tryton.url, database: tryton.database, login: 'admin', password: 'admin' });
const tenant = await buildTenant(ctx.database, 'Tryton');
const admin = await tenant.user({ name: 'Admin', IsAdmin: true, MaySeeAllCompanies: true });
const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);

async function trytonCompany(password = 'admin') {
  return buildCompany(
    ctx.database,
    tenant.tenantId,
    {
      Name: `Tryton ${Math.random().toString(36).slice(2, 8)}`,
      ErpAdapter: 'Tryton',
      // Purchase orders come from the ERP.
      LogisticsAdapter: 'Erp',
      DatabaseServerUrl: tryton.url,
      ErpVariable1: tryton.database,
      ErpVariable2: 'admin',
      ErpPassword: password,
    },
    { erpLoginStatus: 'LoginFailed' },
  );
}

/** Asks for the action as the company page does and answers it once done (the jobs run when they are sent). */
async function run(companyId: string, action: string): Promise<ErpActionView> {
  const asked = await api.post(`/api/Erp/CreateAction/${companyId}/${action}`);
  expect(asked.statusCode, asked.body).toBe(200);
  const answer = await api.get(`/api/Erp/GetErpAction/${asked.json().ErpActionId}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const inTenant = <T>(work: Parameters<typeof ctx.database.withTenant<T>>[1]) =>
  ctx.database.withTenant(tenant.tenantId, work);

const companyOf = async (id: string) =>
  (await inTenant((tx) => tx.select().from(companies).where(eq(companies.id, id))))[0];

const codeOf = async (companyId: string, list: string, code: string) =>
  (
    await inTenant((tx) =>
      tx
        .select()
        .from(erpCodes)
        .where(and(eq(erpCodes.companyId, companyId), eq(erpCodes.list, list), eq(erpCodes.code, code))),
    )
  )[0];

const vendorOf = async (companyId: string, code: string) =>
  (
    await inTenant((tx) =>
      tx
        .select()
        .from(relations)
        .where(
          and(eq(relations.companyId, companyId), eq(relations.kind, 'Vendor'), eq(relations.code, code)),
        ),
    )
  )[0];

describe('checking the login of a Tryton company', () => {
  it('succeeds with its login: LoginOk, the last error cleared, Check_Login_Completed', async () => {
    const companyId = await trytonCompany();
    await inTenant((tx) =>
      tx.update(companies).set({ erpLastError: 'an old failure' }).where(eq(companies.id, companyId)),
    );
    const action = await run(companyId, 'CheckLogin');
    expect(action).toMatchObject({
      State: 'Succeeded',
      MessageKey: 'Check_Login_Completed',
      Error: '',
      Result: { ErpLoginStatus: 'LoginOk' },
    });
    expect(await companyOf(companyId)).toMatchObject({ erpLoginStatus: 'LoginOk', erpLastError: '' });
  });

  it('fails with a wrong password: LoginFailed, with Tryton’s refusal as the message', async () => {
    const companyId = await trytonCompany('wrong');
    const action = await run(companyId, 'CheckLogin');
    expect(action.State).toBe('Failed');
    expect(action.Error).toMatch(/^Tryton refuses the login of "admin"/);
    const company = (await api.get(`/api/Company/${companyId}`)).json();
    expect(company).toMatchObject({ ErpLoginStatus: 'LoginFailed', ErpLastError: action.Error });
  });
});

describe('synchronising a Tryton company', () => {
  it('brings the supplier, ledger accounts, taxes, payment term, cost centre and open purchase order in', async () => {
    const companyId = await trytonCompany();
    const action = await run(companyId, 'UpdateAll');
    expect(action).toMatchObject({
      State: 'Succeeded',
      MessageKey: 'Synchronize_Company_Completed',
      Attempts: 1,
    });
    const result = action.Result as Record<string, SyncCounts>;
    // Counts per kind (a JSON column keeps its keys in its own order).
    expect(Object.keys(result).sort()).toEqual(
      [
        'GeneralLedger',
        'VatCode',
        'PaymentTerm',
        'Dimension1',
        'Vendors',
        'Customers',
        'PurchaseOrders',
      ].sort(),
    );
    for (const counts of Object.values(result)) expect(counts.updated + counts.unchanged).toBe(0);
    expect(result.Vendors.created).toBeGreaterThan(0);

    expect(await vendorOf(companyId, '2')).toMatchObject({
      name: 'Supplier Example GmbH',
      streetAndNumber: 'Friedrichstrasse 100',
      city: 'Berlin',
      country: 'DE',
      vatNumber: 'DE136695976',
      ibanNumbers: ['DE89370400440532013000'],
      bicCode: 'COBADEFFXXX',
      defaultPaymentTermCode: String(tryton.ids.paymentTerm),
      bankAccountConfirmed: true,
    });
    expect(await codeOf(companyId, 'GeneralLedger', '4100')).toMatchObject({
      description: 'Office supplies',
      accountType: 'ProfitAndLoss',
      isBlocked: false,
    });
    expect(await codeOf(companyId, 'VatCode', String(tryton.ids.taxes.vat21_purchase))).toMatchObject({
      description: 'VAT 21% purchase',
      percentage: 21,
    });
    expect(await codeOf(companyId, 'PaymentTerm', String(tryton.ids.paymentTerm))).toMatchObject({
      description: '30 days net',
      days: 30,
    });
    expect(await codeOf(companyId, 'Dimension1', 'CC100')).toMatchObject({ description: 'Sales department' });

    const [{ number }] = (await rpc.call('model.purchase.purchase.read', [
      [tryton.ids.purchase],
      ['number'],
    ])) as [{ number: string }];
    const [order] = await inTenant((tx) =>
      tx
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.code, number))),
    );
    expect(order).toMatchObject({ vendorCode: '2', invoicedStatus: 'New', isDeleted: false });
    const lines = await inTenant((tx) =>
      tx
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.purchaseOrderId, order.id))
        .orderBy(purchaseOrderLines.lineNumber),
    );
    expect(lines.map((line) => [line.articleCode, line.quantity, line.unitPrice, line.amount])).toEqual([
      ['PAPER-A4', 3, 19.9, 59.7],
      ['CONS-H', 10, 80, 800],
    ]);
    expect((await companyOf(companyId)).erpLastSyncAt).not.toBeNull();

    // The second synchronisation asks only what changed since the first: nothing is new or changed.
    const again = await run(companyId, 'UpdateAll');
    expect(again.State).toBe('Succeeded');
    for (const [kind, counts] of Object.entries(again.Result as Record<string, SyncCounts>))
      expect([kind, counts.created, counts.updated], kind).toEqual([kind, 0, 0]);
    const vendorsSeen = (again.Result as Record<string, SyncCounts>).Vendors;
    expect(vendorsSeen.unchanged).toBeLessThan(result.Vendors.created);
  });

  it('takes a changed IBAN as a bank-account change from the synchronisation, to be confirmed', async () => {
    const companyId = await trytonCompany();
    const { Code } = await trytonClient({
      Url: tryton.url,
      Database: tryton.database,
      Login: 'admin',
      Password: 'admin',
    }).createRelation({
      Kind: 'Vendor',
      Name: 'Wisselbank Leverancier B.V.',
      StreetAndNumber: 'Coolsingel 1',
      Postcode: '3011 AD',
      City: 'Rotterdam',
      Country: 'NL',
      VatNumber: '',
      IbanNumber: 'NL91ABNA0417164300',
      BicCode: '',
    });
    expect((await run(companyId, 'UpdateVendors')).State).toBe('Succeeded');
    const before = await vendorOf(companyId, Code);
    expect(before).toMatchObject({ ibanNumbers: ['NL91ABNA0417164300'], bankAccountConfirmed: true });

    const [party] = (await rpc.call('model.party.party.search', [[['code', '=', Code]]])) as number[];
    const numbers = (await rpc.call('model.bank.account.number.search', [
      [['account.owners', '=', party]],
    ])) as number[];
    await rpc.call('model.bank.account.number.write', [numbers, { number: 'NL20INGB0001234567' }]);

    const action = await run(companyId, 'UpdateVendors');
    expect((action.Result as Record<string, SyncCounts>).Vendors).toMatchObject({ created: 0, updated: 1 });
    expect(await vendorOf(companyId, Code)).toMatchObject({
      ibanNumbers: ['NL20INGB0001234567'],
      bankAccountConfirmed: false,
    });
    const changes = await inTenant((tx) =>
      tx.select().from(bankAccountChanges).where(eq(bankAccountChanges.relationId, before.id)),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        source: 'Sync',
        fromIbans: ['NL91ABNA0417164300'],
        toIbans: ['NL20INGB0001234567'],
        changedBy: admin.id,
      }),
    ]);
  });
});
