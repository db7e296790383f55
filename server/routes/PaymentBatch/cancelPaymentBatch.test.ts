import { eq } from 'drizzle-orm';
import { paymentBatchLines } from '../../db/schema/index';
import { auditRows, startTestApp } from '../../test/harness';
import { type Api, paymentFixture } from './paymentFixture';

/**
 * Cancelling a payment batch over the API (POST /PaymentBatch/Cancel/{id}) on both databases: a Concept or Approved
 * batch is Cancelled with a remark, its documents are to pay again and go in a new batch; the refusals with keys.
 */
const ctx = await startTestApp();
afterAll(() => ctx.close());

const fixture = paymentFixture(ctx);
const { allCompanies } = fixture;
const apiFor = async (...args: Parameters<typeof fixture.apiFor>) => (await fixture.apiFor(...args)).api;

/** A customer using payment batches, a vendor with three approved unpaid invoices, a clerk and an approver. */
const setting = () => fixture.setting();

async function created(api: Api, companyId: string, documentIds: string[]) {
  const response = await api.put('/api/PaymentBatch', {
    CompanyId: companyId,
    TransactionDate: '2026-11-27',
    DocumentIds: documentIds,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const approve = (api: Api, id: string) =>
  api.post(`/api/PaymentBatch/Approve/${id}`, { Id: id, Status: 'Approved' });
const cancel = (api: Api, id: string, body: unknown) => api.post(`/api/PaymentBatch/Cancel/${id}`, body);
const openNumbers = async (api: Api) =>
  (await api.get('/api/PaymentBatch/DocumentsToPay?Status=Open'))
    .json()
    .Rows.map((row: { DocumentNumber: string }) => row.DocumentNumber);

describe('cancelling a payment batch', () => {
  it('cancels a Concept batch: its documents are to pay again and go in a new batch', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    expect(await openNumbers(creator)).toEqual([]);

    const response = await cancel(creator, batch.Id, { Remark: '  made by mistake  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Status).toBe('Cancelled');
    // The lines keep their statuses; each says in its history why the batch went.
    expect(response.json().Lines.map((line: { Status: string }) => line.Status)).toEqual([
      'Concept',
      'Concept',
      'Concept',
    ]);
    expect(response.json().Lines[0].HistoryLines.at(-1)).toMatchObject({
      Action: 'Cancelled',
      Remark: 'made by mistake',
      UserName: 'Clerk',
    });
    const lines = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.batchId, batch.Id)),
    );
    expect(lines.map((line) => line.isOpen)).toEqual([false, false, false]);
    const audits = (await auditRows(ctx.database, tenant.tenantId)).filter(
      (row) => row.entity === 'PaymentBatch' && row.entityId === batch.Id,
    );
    expect(audits.at(-1)?.changes).toMatchObject({
      Status: { from: 'Concept', to: 'Cancelled' },
      Remark: 'made by mistake',
    });

    expect(await openNumbers(creator)).toEqual(['INV-1', 'INV-2', 'INV-3']);
    const again = await created(creator, tenant.companyId, invoices);
    expect(again).toMatchObject({ Number: 2, Status: 'Concept', LineCount: 3 });
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Cancelled');
  });

  it('cancels an Approved batch whose file the bank refused', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    expect((await approve(approver, batch.Id)).statusCode).toBe(200);
    const response = await cancel(creator, batch.Id, { Remark: 'file rejected by the bank' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Status).toBe('Cancelled');
    expect(await openNumbers(creator)).toEqual(['INV-1', 'INV-2', 'INV-3']);
    // Cancelled is final: a second cancel, and approving or completing it, are refused.
    const twice = await cancel(creator, batch.Id, { Remark: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('Payment_Batch_Cancel_Not_Allowed');
    expect((await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`)).statusCode).toBe(409);
  });

  it('refuses a Completed batch (409), which was paid', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    await approve(approver, batch.Id);
    expect((await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`)).statusCode).toBe(200);
    const response = await cancel(creator, batch.Id, { Remark: 'too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Payment_Batch_Cancel_Not_Allowed');
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Completed');
  });

  it('refuses without a remark (Payment_Batch_Cancel_Remark_Mandatory) and on a bad body (400)', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    for (const body of [{}, { Remark: '' }, { Remark: '   \n ' }]) {
      const response = await cancel(creator, batch.Id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe('Payment_Batch_Cancel_Remark_Mandatory');
    }
    for (const body of [{ Remark: 'x'.repeat(1001) }, { Remark: 12 }]) {
      const response = await cancel(creator, batch.Id, body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await cancel(creator, 'not-a-guid', { Remark: 'x' })).statusCode).toBe(400);
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Concept');
  });
});

describe('who may cancel', () => {
  it('nobody without a token (401)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/PaymentBatch/Cancel/00000000-0000-4000-8000-000000000000',
      payload: { Remark: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('not a user without the edit right (403), even one who may approve', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    const viewer = await apiFor(tenant, {
      name: 'Viewer',
      ...allCompanies,
      UserViewRights: ['PaymentLists'],
      UserActionRights: [],
    });
    expect((await cancel(viewer, batch.Id, { Remark: 'x' })).statusCode).toBe(403);
    expect((await cancel(approver, batch.Id, { Remark: 'x' })).statusCode).toBe(403);
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Concept');
  });

  it("another customer's batch, or an unknown one, is not found (404)", async () => {
    const { tenant, invoices, creator } = await setting();
    const other = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    expect((await cancel(other.creator, batch.Id, { Remark: 'x' })).statusCode).toBe(404);
    const unknown = await cancel(creator, '00000000-0000-4000-8000-000000000000', { Remark: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Payment_Batch_Not_Found');
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Concept');
  });

  it('not a read-only session', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    const readOnly = await apiFor(tenant, {
      name: 'Auditor',
      ...allCompanies,
      isReadOnly: true,
      UserViewRights: ['PaymentLists'],
      UserActionRights: ['MayEditDocuments'],
    });
    const response = await cancel(readOnly, batch.Id, { Remark: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Error_ReadOnly_Account');
    expect((await creator.get(`/api/PaymentBatch/${batch.Id}`)).json().Status).toBe('Concept');
  });
});
