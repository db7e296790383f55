import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  companies,
  documentHistory,
  documents,
  paymentBatches,
  paymentBatchLineHistory,
  paymentBatchLines,
  webhookDeliveries,
  webhooks,
} from '../../db/schema/index';
import { sepaSchemaErrors } from '../../payments/sepa/schema';
import { auditRows, startTestApp, type TestTenant } from '../../test/harness';
import { type Api, ChangedIban, DebtorIban, paymentFixture, VendorIban } from './paymentFixture';

/**
 * Payment batches over the API (issue 15) on both databases: documents to pay, create → approve by another user
 * → download a file that validates against its XSD, four eyes, the refusals with their keys, the fraud guards.
 */
const ctx = await startTestApp();
afterAll(() => ctx.close());

const { apiFor, vendor, invoice, setting, allCompanies } = paymentFixture(ctx);

async function create(api: Api, companyId: string, documentIds: string[]) {
  return api.put('/api/PaymentBatch', {
    CompanyId: companyId,
    TransactionDate: '2026-11-27',
    DocumentIds: documentIds,
  });
}

async function created(api: Api, companyId: string, documentIds: string[]) {
  const response = await create(api, companyId, documentIds);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const approve = (api: Api, id: string) =>
  api.post(`/api/PaymentBatch/Approve/${id}`, { Id: id, Status: 'Approved' });

describe('a payment batch from documents to pay to the SEPA file', () => {
  it('is created as a Concept, approved by another user, and its file validates against the XSD', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const toPay = await creator.get(`/api/PaymentBatch/DocumentsToPay?CompanyId=${tenant.companyId}`);
    expect(toPay.statusCode, toPay.body).toBe(200);
    expect(toPay.json().Total).toBe(3);
    expect(toPay.json().Rows.map((row: { DocumentNumber: string }) => row.DocumentNumber)).toEqual([
      'INV-1',
      'INV-2',
      'INV-3',
    ]);
    expect(toPay.json().Rows[0]).toMatchObject({ IbanCheck: 'Ok', Iban: VendorIban, AmountToPay: 121 });

    const batch = await created(creator, tenant.companyId, invoices);
    expect(batch).toMatchObject({
      Number: 1,
      Status: 'Concept',
      LineCount: 3,
      TotalAmount: 423.5,
      Iban: DebtorIban,
      Bic: 'RABONL2U',
      TransactionDate: '2026-11-27',
      CreatedByName: 'Clerk',
      MayApprove: false,
      Blockers: [],
    });
    expect(batch.Lines[0]).toMatchObject({ IBAN: VendorIban, RelationName: 'Acme Supplies BV', Flags: [] });
    expect(batch.Lines[0].HistoryLines).toMatchObject([{ Action: 'Added', UserName: 'Clerk' }]);
    const inBatch = await creator.get(
      `/api/PaymentBatch/DocumentsToPay?CompanyId=${tenant.companyId}&Status=InBatch`,
    );
    expect(inBatch.json().Rows[0]).toMatchObject({ OpenBatchId: batch.Id, OpenBatchNumber: 1 });

    expect((await approver.get(`/api/PaymentBatch/${batch.Id}`)).json().MayApprove).toBe(true);
    const approved = await approve(approver, batch.Id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ Status: 'Approved', ApprovedByName: 'Approver' });

    const file = await creator.get(`/api/PaymentBatch/CreateFile/${batch.Id}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('application/xml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="SCT_1_\d{14}\.xml"$/);
    expect(sepaSchemaErrors(file.body, 'Generic', 'pain.001.001.03')).toEqual([]);
    expect(file.body).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(file.body).toContain('<CtrlSum>423.50</CtrlSum>');

    const list = await creator.get('/api/PaymentBatch');
    expect(list.json()).toMatchObject([
      { Id: batch.Id, Status: 'Approved', LineCount: 3, TotalAmount: 423.5 },
    ]);
    const audits = await auditRows(ctx.database, tenant.tenantId);
    expect(audits.filter((row) => row.entity === 'PaymentBatch').map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('once completed, marks its lines Paid and its documents paid on the transaction date', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    // The customer's own ERP connector listens for payments.
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.insert(webhooks).values({
        tenantId: tenant.tenantId,
        url: 'https://erp.example.com/hooks',
        secret: 'secret',
        events: ['document.paid'],
      }),
    );
    const batch = await created(creator, tenant.companyId, invoices.slice(0, 2));
    await approve(approver, batch.Id);
    const completed = await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().Status).toBe('Completed');
    expect(completed.json().Lines.map((line: { Status: string }) => line.Status)).toEqual(['Paid', 'Paid']);
    const rows = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.id, invoices[0])),
    );
    expect(rows[0]).toMatchObject({ isPaid: true, paymentDate: '2026-11-27' });
    const history = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documentHistory).where(eq(documentHistory.documentId, invoices[0])),
    );
    expect(history.map((entry) => entry.action)).toContain('MarkPaid');
    // It hears document.paid for each of them, with the document paid.
    const deliveries = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(webhookDeliveries),
    );
    expect(deliveries.map((delivery) => delivery.event)).toEqual(['document.paid', 'document.paid']);
    expect(
      deliveries.map((delivery) => (delivery.payload as { Document: { Id: string } }).Document.Id).sort(),
    ).toEqual(invoices.slice(0, 2).sort());
    expect(deliveries[0].payload).toMatchObject({ Document: { IsPaid: true } });
    // Paid, it is no longer to pay; the Completed file can still be downloaded.
    expect((await creator.get('/api/PaymentBatch/DocumentsToPay?Status=All')).json().Total).toBe(1);
    expect((await creator.get(`/api/PaymentBatch/CreateFile/${batch.Id}`)).statusCode).toBe(200);
  });
});

describe('partial payments', () => {
  /** What the ERP would record of a partial payment: part of the invoice paid already. */
  const paidAlready = (tenant: TestTenant, id: string, amount: number) =>
    ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ amountPaid: amount }).where(eq(documents.id, id)),
    );
  const documentOf = async (tenant: TestTenant, id: string) =>
    (
      await ctx.database.withTenant(tenant.tenantId, (tx) =>
        tx.select().from(documents).where(eq(documents.id, id)),
      )
    )[0];

  it('offers the open amount of a part-paid document, pays it in a line, and completing that marks it paid', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    await paidAlready(tenant, invoices[1], 100.25);
    const toPay = await creator.get(`/api/PaymentBatch/DocumentsToPay?CompanyId=${tenant.companyId}`);
    expect(toPay.statusCode, toPay.body).toBe(200);
    const row = toPay.json().Rows.find((one: { DocumentId: string }) => one.DocumentId === invoices[1]);
    expect(row).toMatchObject({
      GrossAmount: 242.5,
      AmountPaid: 100.25,
      OpenAmount: 142.25,
      AmountToPay: 142.25,
    });

    const batch = await created(creator, tenant.companyId, [invoices[1]]);
    expect(batch.Lines).toMatchObject([{ DocumentId: invoices[1], Amount: 142.25 }]);
    expect(batch.TotalAmount).toBe(142.25);
    expect((await approve(approver, batch.Id)).statusCode).toBe(200);
    const completed = await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await documentOf(tenant, invoices[1])).toMatchObject({
      isPaid: true,
      amountPaid: 242.5,
      paymentDate: '2026-11-27',
    });
    const left = await creator.get(
      `/api/PaymentBatch/DocumentsToPay?CompanyId=${tenant.companyId}&Status=All`,
    );
    expect(left.json().Rows.map((one: { DocumentId: string }) => one.DocumentId)).not.toContain(invoices[1]);
  });

  it('leaves a document unpaid, payable for the rest, when its line paid less than the open amount', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const batch = await created(creator, tenant.companyId, [invoices[0]]);
    await approve(approver, batch.Id);
    // A line paying 100.00 of the 121.00 open (no call edits a line's amount: arranged in the database).
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(paymentBatchLines).set({ amount: 100 }).where(eq(paymentBatchLines.batchId, batch.Id)),
    );
    const paid = await creator.put(`/api/PaymentBatchLine/SetAsPaid/${batch.Lines[0].Id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await documentOf(tenant, invoices[0])).toMatchObject({ isPaid: false, amountPaid: 100 });
    // Completing the batch does not pay the line that was paid already a second time.
    expect((await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`)).statusCode).toBe(200);
    expect(await documentOf(tenant, invoices[0])).toMatchObject({ isPaid: false, amountPaid: 100 });

    const toPay = await creator.get(`/api/PaymentBatch/DocumentsToPay?CompanyId=${tenant.companyId}`);
    expect(
      toPay.json().Rows.find((one: { DocumentId: string }) => one.DocumentId === invoices[0]),
    ).toMatchObject({
      AmountPaid: 100,
      OpenAmount: 21,
      AmountToPay: 21,
      OpenBatchId: null,
    });
    // The rest is no second payment of the same invoice: a new batch pays it and settles the document.
    const rest = await created(creator, tenant.companyId, [invoices[0]]);
    expect(rest.Lines).toMatchObject([{ Amount: 21 }]);
    await approve(approver, rest.Id);
    expect((await creator.post(`/api/PaymentBatch/Complete/${rest.Id}`)).statusCode).toBe(200);
    expect(await documentOf(tenant, invoices[0])).toMatchObject({ isPaid: true, amountPaid: 121 });
  });
});

describe('the Excel export of Documents To Pay', () => {
  const exportList = (api: Api, body: Record<string, unknown>) =>
    api.post('/api/PaymentBatch/DocumentsToPay/Export', { Locale: 'en-US', ...body });

  it('answers an XLSX of the filtered rows in their order, amounts as numbers and dates as dates', async () => {
    const { tenant, invoices, creator } = await setting();
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ amountPaid: 42.5 }).where(eq(documents.id, invoices[1])),
    );
    const response = await exportList(creator, {
      CompanyId: tenant.companyId,
      PaymentDateFrom: '2026-11-21',
      Sort: 'GrossAmount',
      Desc: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Documents to pay \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Document number',
      'Creditor',
      'Document date',
      'Due date',
      'Payment date',
      'Discount',
      'Discount date',
      'IBAN',
      'IBAN check',
      'Currency',
      'Gross amount',
      'Paid so far',
      'Open amount',
    ]);
    // INV-1 is due before the filter's date: INV-2 (242.50) then INV-3 (60.00).
    expect(sheet.rowCount).toBe(3);
    const cell = (row: number, caption: string) =>
      sheet.getRow(row).getCell(header.indexOf(caption) + 1).value;
    expect(cell(2, 'Document number')).toBe('INV-2');
    expect(cell(2, 'Gross amount')).toBe(242.5);
    expect(cell(2, 'Paid so far')).toBe(42.5);
    expect(cell(2, 'Open amount')).toBe(200);
    expect(cell(2, 'Due date')).toEqual(new Date(Date.UTC(2026, 10, 25)));
    expect(cell(2, 'IBAN')).toBe(VendorIban);
    expect(cell(3, 'Document number')).toBe('INV-3');
  });

  it('is refused without the right (403), on a bad body (400), and shows no other customer', async () => {
    const { tenant, creator } = await setting();
    const other = await setting();
    const viewer = await apiFor(tenant, {
      name: 'Viewer',
      ...allCompanies,
      UserViewRights: ['Dashboard'],
      UserActionRights: [],
    });
    expect((await exportList(viewer.api, {})).statusCode).toBe(403);
    for (const body of [
      { Status: 'Nope' },
      { Sort: 'Secret' },
      { PaymentDateFrom: '2026-13-45' },
      { Desc: 'yes' },
    ]) {
      const response = await exportList(creator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Another customer's company: nothing of it is exported.
    const foreign = await exportList(other.creator, { CompanyId: tenant.companyId });
    expect(foreign.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(foreign.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount).toBe(1);
  });
});

describe('refusals', () => {
  it("refuses the creator's own approval (four eyes), even with the rights", async () => {
    const { tenant, invoices } = await setting();
    const both = await apiFor(tenant, {
      name: 'Both',
      ...allCompanies,
      MayApprovePay: true,
      UserViewRights: ['PaymentLists'],
      UserActionRights: ['MayEditDocuments', 'MayApprovePaymentBatches', 'MayApprovePay'],
    });
    const batch = await created(both.api, tenant.companyId, invoices);
    expect(batch.MayApprove).toBe(false);
    const response = await approve(both.api, batch.Id);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Payment_Batch_Approve_Own_Not_Allowed');
  });

  it('refuses approving a Completed batch', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    await approve(approver, batch.Id);
    await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`);
    const response = await approve(approver, batch.Id);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Payment_Batch_Not_Concept');
  });

  it('refuses downloading the file of a Concept batch', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    const response = await creator.get(`/api/PaymentBatch/CreateFile/${batch.Id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Payment_Batch_File_Not_Approved');
  });

  it('refuses removing a line without a remark, and removes it with one', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    const line = batch.Lines[0].Id;
    for (const url of [`/api/PaymentBatchLine/${line}`, `/api/PaymentBatchLine/${line}?remark=%20%20`]) {
      const response = await creator.delete(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe('Payment_Batch_Line_Remark_Mandatory');
    }
    const removed = await creator.delete(`/api/PaymentBatchLine/${line}?remark=paid%20by%20hand`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ LineCount: 2, TotalAmount: 302.5 });
    expect(removed.json().Lines[0]).toMatchObject({ Status: 'Removed' });
    expect(removed.json().Lines[0].HistoryLines[1]).toMatchObject({
      Action: 'Removed',
      Remark: 'paid by hand',
    });
    // Removed, the document may enter a batch again.
    const again = await created(creator, tenant.companyId, [invoices[0]]);
    expect(again.Number).toBe(2);
  });

  it('keeps a document out of a second open batch, at creation and when adding a line', async () => {
    const { tenant, invoices, creator } = await setting();
    const first = await created(creator, tenant.companyId, [invoices[0]]);
    const twice = await create(creator, tenant.companyId, [invoices[1], invoices[0]]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('Payment_Batch_Document_In_Open_Batch%%INV-1%%1');
    const second = await created(creator, tenant.companyId, [invoices[1]]);
    const added = await creator.post(`/api/PaymentBatch/AddPaymentBatchLine/${second.Id}`, {
      DocumentId: invoices[0],
    });
    expect(added.statusCode).toBe(409);
    const ok = await creator.post(`/api/PaymentBatch/AddPaymentBatchLine/${first.Id}`, {
      DocumentId: invoices[2],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().LineCount).toBe(2);
    const lines = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.documentId, invoices[0])),
    );
    expect(lines).toHaveLength(1);
  });

  it('refuses the same vendor invoice number and amount in two batches (Payment_Batch_Duplicate_Payment)', async () => {
    const { tenant, vendorId, invoices, creator } = await setting();
    await created(creator, tenant.companyId, [invoices[0]]);
    const copy = await invoice(tenant, vendorId, {
      documentNumber: 'INV-1',
      grossAmount: 121,
      dueDate: '2026-11-20',
    });
    const response = await create(creator, tenant.companyId, [copy]);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Payment_Batch_Duplicate_Payment%%INV-1');
  });

  it('refuses a document in another currency than euro (Payment_Batch_Currency_Not_Sepa)', async () => {
    const { tenant, vendorId, creator } = await setting();
    const dollars = await invoice(tenant, vendorId, {
      documentNumber: 'USD-1',
      grossAmount: 10,
      dueDate: '2026-11-22',
    });
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ currency: 'USD' }).where(eq(documents.id, dollars)),
    );
    const response = await create(creator, tenant.companyId, [dollars]);
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('Payment_Batch_Currency_Not_Sepa%%USD-1%%USD');
  });

  it('nets a credit note with an invoice of the same vendor when the company nets, and refuses it otherwise', async () => {
    const { tenant, vendorId, invoices, creator, approver } = await setting();
    const credit = await invoice(tenant, vendorId, {
      documentNumber: 'CN-1',
      grossAmount: -21,
      dueDate: '2026-11-21',
      invoiceType: 'Credit',
    });
    const refused = await create(creator, tenant.companyId, [invoices[0], credit]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Payment_Batch_Credit_Note_Not_Netted%%CN-1');
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(companies).set({ netCreditNotes: true }).where(eq(companies.id, tenant.companyId)),
    );
    const batch = await created(creator, tenant.companyId, [invoices[0], credit]);
    expect(batch).toMatchObject({ LineCount: 1, TotalAmount: 100 });
    expect(batch.Lines[0]).toMatchObject({
      Amount: 100,
      NettedDocumentIds: [credit],
      Remittance: 'INV-1 CN-1',
    });
    const rows = (await creator.get('/api/PaymentBatch/DocumentsToPay?Status=InBatch')).json().Rows;
    expect(rows.map((row: { DocumentNumber: string }) => row.DocumentNumber).sort()).toEqual([
      'CN-1',
      'INV-1',
    ]);
    await approve(approver, batch.Id);
    await creator.post(`/api/PaymentBatch/Complete/${batch.Id}`);
    const paid = await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.select({ isPaid: documents.isPaid }).from(documents).where(eq(documents.id, credit)),
    );
    expect(paid).toEqual([{ isPaid: true }]);
  });

  it('lets an unconfirmed bank-account change block approval, naming the vendor', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const changed = await vendor(tenant, {
      code: 'V2',
      name: 'New Account BV',
      ibanNumbers: [ChangedIban],
      confirmed: false,
    });
    const risky = await invoice(tenant, changed, {
      documentNumber: 'N-1',
      grossAmount: 50,
      dueDate: '2026-11-22',
    });
    const rows = (await creator.get('/api/PaymentBatch/DocumentsToPay')).json().Rows;
    expect(rows.find((row: { DocumentId: string }) => row.DocumentId === risky).IbanCheck).toBe(
      'Unconfirmed',
    );
    const proposal = await creator.get(
      `/api/PaymentBatch/Proposal?CompanyId=${tenant.companyId}&PayBefore=2026-11-30`,
    );
    expect(proposal.json().DocumentIds).not.toContain(risky);

    const batch = await created(creator, tenant.companyId, [invoices[0], risky]);
    const shown = (await approver.get(`/api/PaymentBatch/${batch.Id}`)).json();
    expect(shown.MayApprove).toBe(false);
    expect(shown.Blockers).toEqual(['Payment_Batch_Bank_Account_Unconfirmed%%New Account BV']);
    expect(shown.Lines[1].Flags).toEqual(['BankAccountUnconfirmed']);
    const response = await approve(approver, batch.Id);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Payment_Batch_Bank_Account_Unconfirmed%%New Account BV');
  });

  it("flags a line whose IBAN is not among the vendor's accounts", async () => {
    const { tenant, vendorId, creator } = await setting();
    const odd = await invoice(tenant, vendorId, {
      documentNumber: 'ODD-1',
      grossAmount: 10,
      dueDate: '2026-11-22',
      iban: 'DE89370400440532013000',
    });
    const batch = await created(creator, tenant.companyId, [odd]);
    expect(batch.Lines[0]).toMatchObject({
      IBAN: 'DE89370400440532013000',
      Flags: ['IbanDiffersFromVendor'],
    });
  });

  it('saves the header only when the status matches, and says when nothing changed', async () => {
    const { tenant, invoices, creator } = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    const same = await creator.put('/api/PaymentBatch', {
      Id: batch.Id,
      Status: 'Concept',
      TransactionDate: '2026-11-27',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().Message).toBe('Payment_Batch_No_Changes');
    const stale = await creator.put('/api/PaymentBatch', {
      Id: batch.Id,
      Status: 'Approved',
      TransactionDate: '2026-11-30',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Payment_Batch_Status_Changed%%Concept');
    const invalid = await creator.put('/api/PaymentBatch', {
      Id: batch.Id,
      Status: 'Concept',
      Iban: 'NL00BANK0000000000',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Errors ?? invalid.json()).toBeDefined();
    expect(JSON.stringify(invalid.json())).toContain('Iban_Invalid');
    const saved = await creator.put('/api/PaymentBatch', {
      Id: batch.Id,
      Status: 'Concept',
      TransactionDate: '2026-11-30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ TransactionDate: '2026-11-30', Version: 2 });
  });

  it('answers 400, never 500, on bad input', async () => {
    const { tenant, creator } = await setting();
    for (const [method, url, body] of [
      [
        'PUT',
        '/api/PaymentBatch',
        { CompanyId: tenant.companyId, TransactionDate: 'tomorrow', DocumentIds: [] },
      ],
      ['PUT', '/api/PaymentBatch', { CompanyId: 'x', TransactionDate: '2026-11-27', DocumentIds: ['y'] }],
      ['GET', '/api/PaymentBatch/not-an-id', undefined],
      ['GET', '/api/PaymentBatch/DocumentsToPay?Status=Sometimes', undefined],
      ['GET', `/api/PaymentBatch/Proposal?CompanyId=${tenant.companyId}`, undefined],
      ['DELETE', `/api/PaymentBatchLine/${tenant.companyId}?remark=${'x'.repeat(2000)}`, undefined],
      ['GET', `/api/PaymentBatch/DocumentsToPay?DocumentNumber=a%00b`, undefined],
    ] as const) {
      const response =
        method === 'GET'
          ? await creator.get(url)
          : method === 'PUT'
            ? await creator.put(url, body)
            : await creator.delete(url);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
    }
  });
});

describe('who may', () => {
  it('nobody without a token (401)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/PaymentBatch' });
    expect(response.statusCode).toBe(401);
  });

  it("another customer's batch, line or company is not found (404)", async () => {
    const { tenant, invoices, creator } = await setting();
    const other = await setting();
    const batch = await created(creator, tenant.companyId, invoices);
    expect((await other.creator.get(`/api/PaymentBatch/${batch.Id}`)).statusCode).toBe(404);
    expect(
      (
        await other.approver.post(`/api/PaymentBatch/Approve/${batch.Id}`, {
          Id: batch.Id,
          Status: 'Approved',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await other.creator.delete(`/api/PaymentBatchLine/${batch.Lines[0].Id}?remark=x`)).statusCode,
    ).toBe(404);
    expect((await other.creator.get(`/api/PaymentBatch/CreateFile/${batch.Id}`)).statusCode).toBe(404);
    expect((await create(other.creator, tenant.companyId, invoices)).statusCode).toBe(404);
    expect((await create(other.creator, other.tenant.companyId, invoices)).statusCode).toBe(404);
    // Row-level security: the other customer's transaction does not even see the rows.
    const seen = await ctx.database.withTenant(other.tenant.tenantId, async (tx) => ({
      batches: await tx.select().from(paymentBatches).where(eq(paymentBatches.id, batch.Id)),
      lines: await tx.select().from(paymentBatchLines).where(eq(paymentBatchLines.batchId, batch.Id)),
      history: await tx.select().from(paymentBatchLineHistory),
    }));
    expect(seen).toEqual({ batches: [], lines: [], history: [] });
  });

  it('a user without the rights is refused (403), and so is a customer not using payment batches', async () => {
    const { tenant, invoices, creator, approver } = await setting();
    const viewer = await apiFor(tenant, {
      name: 'Viewer',
      ...allCompanies,
      UserViewRights: ['Dashboard'],
      UserActionRights: [],
    });
    expect((await viewer.api.get('/api/PaymentBatch')).statusCode).toBe(403);
    expect(
      (
        await approver.put('/api/PaymentBatch', {
          CompanyId: tenant.companyId,
          TransactionDate: '2026-11-27',
          DocumentIds: invoices,
        })
      ).statusCode,
    ).toBe(403);
    const batch = await created(creator, tenant.companyId, invoices);
    expect(
      (await creator.post(`/api/PaymentBatch/Approve/${batch.Id}`, { Id: batch.Id, Status: 'Approved' }))
        .statusCode,
    ).toBe(403);
    const off = await setting({ usesBatches: false });
    const response = await off.creator.get('/api/PaymentBatch');
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Payment_Batches_Not_Used');
  });

  it('a read-only session reads but never writes', async () => {
    const { tenant, invoices } = await setting();
    const readOnly = await apiFor(tenant, {
      name: 'Auditor',
      ...allCompanies,
      isReadOnly: true,
      UserViewRights: ['PaymentLists'],
      UserActionRights: ['MayEditDocuments'],
    });
    expect((await readOnly.api.get('/api/PaymentBatch')).statusCode).toBe(200);
    const response = await create(readOnly.api, tenant.companyId, invoices);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe('Error_ReadOnly_Account');
  });
});
