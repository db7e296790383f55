import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { startTestApp } from '../../test/harness';
import { codedInvoice, originalPdf, postingRecordOf } from '../DocumentAction/erpPostingFixture';
import { act, purchaseTeam, stored } from '../DocumentAction/workflowFixture';
import { apiCustomer, postThroughApi } from './apiFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

let reference = 0;
const nextNumber = () => `API-${Date.now()}-${++reference}`;

/** A purchase team whose company A posts through the customer's own connector, and that connector's key. */
async function connectorTeam() {
  const team = await purchaseTeam(ctx.database, ctx.app);
  await postThroughApi(ctx.database, team.tenant.tenantId, team.tenant.companyId);
  const customer = await apiCustomer(ctx.app, ctx.database, team.tenant);
  const { api } = await customer.newKey('documents:read', 'documents:confirm', 'payments:write');
  const company = team.tenant.companyId;
  const url = (path: string) => `/api/v1/companies/${company}/${path}`;
  return { ...team, ...customer, api, company, url };
}

/** A document of the team's company waiting for the connector, as the workflow's Post leaves it. */
const waiting = (team: Awaited<ReturnType<typeof connectorTeam>>, extra: Record<string, unknown> = {}) =>
  buildDocument(ctx.database, team.tenant.tenantId, {
    companyId: team.company,
    documentType: 'PurchaseInvoice',
    status: 'Ready',
    isApproved: true,
    isWaitingForErp: true,
    documentNumber: nextNumber(),
    ...extra,
  });

describe('a connector books what the workflow posted', () => {
  it('pulls the posted invoice with its lines and original, confirms it, and the document moves on', async () => {
    const team = await connectorTeam();
    const { tenant, apis, api, url } = team;
    const number = nextNumber();
    const id = await codedInvoice(ctx.app, ctx.database, tenant, { documentNumber: number });
    expect((await api.get(url('documents/ready'))).json()).toEqual({ Items: [], Count: 0 });

    const posted = await act(apis.handler, id, 'Post');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().Document).toMatchObject({ Status: 'Ready', IsWaitingForErp: true });

    const ready = await api.get(url('documents/ready'));
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().Count).toBe(1);
    const [document] = ready.json().Items;
    expect(document).toMatchObject({
      Id: id,
      DocumentNumber: number,
      RelationCode: '2',
      NetAmount: 150,
      VatAmount: 31.5,
      GrossAmount: 181.5,
      IsWaitingForErp: true,
      IsInErp: false,
      LedgerEntryNumber: null,
      Links: { Original: url(`documents/${id}/original`), Ubl: url(`documents/${id}/ubl`) },
    });
    expect(
      document.Lines.map((line: { GeneralLedger: string; NetAmount: number }) => [
        line.GeneralLedger,
        line.NetAmount,
      ]),
    ).toEqual([
      ['4100', 100],
      ['4200', 50],
    ]);

    const original = await api.get(document.Links.Original);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.headers['content-disposition']).toContain(`${number}.pdf`);
    expect(original.rawPayload).toEqual(Buffer.from(originalPdf(number).bytes));

    const ubl = await api.get(document.Links.Ubl);
    expect(ubl.statusCode, ubl.body).toBe(200);
    expect(ubl.headers['content-type']).toContain('application/xml');
    expect(ubl.body).toContain('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(ubl.body).toContain(number);

    const confirm = {
      LedgerEntryNumber: 2026000123,
      ErpReference: `INV-${number}`,
      LinkToErpInvoice: 'https://erp.example/invoices/123',
    };
    const confirmed = await api.post(url(`documents/${id}/confirm`), confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      IsWaitingForErp: false,
      IsInErp: true,
      IsPosted: true,
      LedgerEntryNumber: 2026000123,
      LinkToErpInvoice: 'https://erp.example/invoices/123',
    });
    const after = await stored(ctx.database, tenant.tenantId, id);
    expect(after.document.status).not.toBe('Ready');
    expect(after.history.map((entry) => entry.action)).toContain('Post');
    expect(await postingRecordOf(ctx.database, tenant.tenantId, id)).toMatchObject({
      erpInvoiceNumber: `INV-${number}`,
    });
    expect((await api.get(url('documents/ready'))).json().Count).toBe(0);

    // A connector that lost the answer confirms again: nothing changes. Another number is refused.
    const again = await api.post(url(`documents/${id}/confirm`), confirm);
    expect(again.statusCode).toBe(200);
    expect(again.json().LedgerEntryNumber).toBe(2026000123);
    expect((await stored(ctx.database, tenant.tenantId, id)).history).toHaveLength(after.history.length);
    const other = await api.post(url(`documents/${id}/confirm`), {
      ...confirm,
      LedgerEntryNumber: 2026000124,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().Message).toBe('Api_Document_Already_In_Erp%%2026000123');
  });

  it('lists only waiting invoices of its company, oldest first, a page at a time', async () => {
    const team = await connectorTeam();
    const first = await waiting(team);
    const second = await waiting(team);
    await waiting(team, { documentType: 'PackingSlip' });
    await waiting(team, { isWaitingForErp: false });
    await waiting(team, { companyId: team.tenant.otherCompanyId });
    const page = (await team.api.get(team.url('documents/ready?take=1'))).json();
    expect(page.Count).toBe(2);
    expect(page.Items.map((d: { Id: string }) => d.Id)).toEqual([first]);
    const next = (await team.api.get(team.url('documents/ready?take=1&skip=1'))).json();
    expect(next.Items.map((d: { Id: string }) => d.Id)).toEqual([second]);
    const bad = await team.api.get(team.url('documents/ready?take=1000&skip=-1&DocumentType=Order'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['DocumentType', 'skip', 'take']);
  });

  it('refuses to confirm what is not waiting, a number another document holds, or a company not on the Api adapter', async () => {
    const team = await connectorTeam();
    const { api, url } = team;
    const idle = await waiting(team, { isWaitingForErp: false });
    const refused = await api.post(url(`documents/${idle}/confirm`), { LedgerEntryNumber: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe('Api_Document_Not_Waiting_For_Erp');

    await waiting(team, { isWaitingForErp: false, isInErp: true, ledgerEntryNumber: 77 });
    const open = await waiting(team);
    const taken = await api.post(url(`documents/${open}/confirm`), { LedgerEntryNumber: 77 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe('Api_Ledger_Entry_Number_In_Use%%77');
    expect((await stored(ctx.database, team.tenant.tenantId, open)).document.isWaitingForErp).toBe(true);

    const elsewhere = `/api/v1/companies/${team.tenant.otherCompanyId}`;
    for (const response of [
      await api.get(`${elsewhere}/documents/ready`),
      await api.post(`${elsewhere}/documents/${open}/confirm`, { LedgerEntryNumber: 9 }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().Message).toBe('Api_Company_Not_On_Api_Adapter');
    }
    await postThroughApi(ctx.database, team.tenant.tenantId, team.tenant.otherCompanyId);
    const wrongCompany = await api.post(`${elsewhere}/documents/${open}/confirm`, { LedgerEntryNumber: 9 });
    expect(wrongCompany.statusCode).toBe(404);
    expect((await api.get(url(`documents/${crypto.randomUUID()}`))).statusCode).toBe(404);
    const reader = await team.newKey('documents:read');
    expect(
      (await reader.api.post(url(`documents/${open}/confirm`), { LedgerEntryNumber: 9 })).statusCode,
    ).toBe(403);
  });

  it('reports a booking the ERP refused: the document goes to Error with the ERP’s message', async () => {
    const team = await connectorTeam();
    const id = await waiting(team);
    const rejected = await team.api.post(team.url(`documents/${id}/reject`), {
      Message: 'Vendor 2 is blocked',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ Status: 'Error', IsWaitingForErp: false, IsInErp: false });
    const { document } = await stored(ctx.database, team.tenant.tenantId, id);
    expect(document.errorMessage).toBe('Vendor 2 is blocked');
    expect((await team.api.post(team.url(`documents/${id}/reject`), { Message: '' })).statusCode).toBe(400);
  });
});

describe('payment states from the ERP', () => {
  it('marks documents paid by id, by ledger entry number or by the ERP’s reference, and says what it did', async () => {
    const team = await connectorTeam();
    const { api, url, tenant } = team;
    const byId = await waiting(team, { isWaitingForErp: false, isInErp: true, ledgerEntryNumber: 1001 });
    const byNumber = await waiting(team, { isWaitingForErp: false, isInErp: true, ledgerEntryNumber: 1002 });
    const byReference = await waiting(team);
    const reference = `R-${nextNumber()}`;
    await api.post(url(`documents/${byReference}/confirm`), {
      LedgerEntryNumber: 1003,
      ErpReference: reference,
    });
    const elsewhere = await waiting(team, { companyId: tenant.otherCompanyId, ledgerEntryNumber: 1004 });
    const pushed = await api.post(url('payments'), {
      Items: [
        { DocumentId: byId, IsPaid: true, PaymentDate: '2026-03-20' },
        { LedgerEntryNumber: 1002, IsPaid: true },
        { ErpReference: reference, IsPaid: true },
        { LedgerEntryNumber: 1004, IsPaid: true },
        { DocumentId: elsewhere, IsPaid: true },
        { DocumentId: byId, IsPaid: true, PaymentDate: '2026-03-20' },
      ],
    });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(pushed.json().Items.map((item: { Result: string }) => item.Result)).toEqual([
      'Updated',
      'Updated',
      'Updated',
      'NotFound',
      'NotFound',
      'Unchanged',
    ]);
    const paid = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.companyId, team.company)),
    );
    expect(
      paid
        .filter((d) => d.isPaid)
        .map((d) => d.id)
        .sort(),
    ).toEqual([byId, byNumber, byReference].sort());
    expect(paid.find((d) => d.id === byId)?.paymentDate).toBe('2026-03-20');
  });
});
