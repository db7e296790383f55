import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { payInTryton } from '../../../tests/tryton/payInTryton';
import { documents } from '../../db/schema/index';
import { TrytonRpc } from '../../integrations/erp/tryton/jsonRpc';
import { createErpAction, sendErpAction } from '../../services/erp/actions/queueErpAction';
import { buildTenant, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';
import {
  codedInvoice,
  connectCompany,
  deliveredEvents,
  erpActionOf,
  erpActionsOfDocument,
  listeningWebhook,
  originalPdf,
  postingRecordOf,
} from './erpPostingFixture';
import { act, actOk, purchaseTeam, stored } from './workflowFixture';

/**
 * Posting from Ledgerline's workflow into a real Tryton (tests/tryton), and what comes back: the booking, the
 * payment, a vendor's code. The Tryton database is shared by the erp project's files: every test uses its own
 * document numbers and reads back only what it made.
 */
const tryton = inject('tryton');
const connection = { url: tryton.url, database: tryton.database, login: 'admin', password: 'admin' };
const rpc = new TrytonRpc(connection);
const today = new Date().toISOString().slice(0, 10);
const vat21 = String(tryton.ids.taxes.vat21_purchase);

const ctx = await startTestApp();
afterAll(async () => {
  await rpc.logout();
  await ctx.close();
});

type Row = Record<string, unknown> & { id: number };

let counter = 0;
const nextNumber = () => `LL-${Date.now().toString(36)}-${++counter}`;

/** A purchase team whose company A is connected to the test Tryton, and a coded invoice of supplier '2'. */
async function trytonTeam(options: { status?: string; invoiceType?: 'Debit' | 'Credit' } = {}) {
  const team = await purchaseTeam(ctx.database, ctx.app);
  await connectCompany(ctx.database, team.tenant.tenantId, team.tenant.companyId, connection);
  const documentNumber = nextNumber();
  const id = await codedInvoice(ctx.app, ctx.database, team.tenant, {
    documentNumber,
    vatCode: vat21,
    documentDate: today,
    status: options.status,
    currentUserId: options.status === 'Pending' ? team.people.approver2.id : null,
    invoiceType: options.invoiceType,
  });
  return { ...team, id, documentNumber };
}

/** The Tryton invoices whose supplier reference is the document number. */
const trytonInvoices = (documentNumber: string) =>
  rpc.searchRead<Row>(
    'account.invoice',
    [['reference', '=', documentNumber]],
    ['state', 'type', 'party', 'untaxed_amount', 'tax_amount', 'total_amount', 'lines', 'number'],
  );

async function postedInLedgerline(team: Awaited<ReturnType<typeof trytonTeam>>) {
  const posted = await act(team.apis.handler, team.id, 'Post');
  expect(posted.statusCode, posted.body).toBe(200);
  return stored(ctx.database, team.tenant.tenantId, team.id);
}

/** Queues an action of the company and runs it (the test queue runs a job when it is sent). */
async function runAction(
  tenantId: string,
  companyId: string,
  action: 'PostDocument' | 'ReadPaymentStates',
  documentId?: string,
) {
  const id = await ctx.database.withTenant(tenantId, (tx) =>
    createErpAction(tx, { tenantId, companyId, action, documentId, input: { FromStatus: 'Ready' } }),
  );
  await sendErpAction(ctx.app.deps.jobs, tenantId, id);
  return erpActionOf(ctx.database, tenantId, id);
}

describe('a coded invoice signed off in Ledgerline, posted in Tryton', () => {
  it('appears in Tryton posted with the same lines, taxes and totals and the PDF attached', async () => {
    const team = await trytonTeam({ status: 'Pending' });
    expect(await actOk(team.apis.approver2, team.id, 'Approve')).toMatchObject({ Status: 'Signed_Off' });
    expect(await actOk(team.apis.handler, team.id, 'CheckMasterData')).toMatchObject({ Status: 'Ready' });
    const { document, history } = await postedInLedgerline(team);

    const [invoice] = await trytonInvoices(team.documentNumber);
    expect(invoice).toMatchObject({
      state: 'posted',
      type: 'in',
      party: tryton.ids.supplier,
      untaxed_amount: 150,
      tax_amount: 31.5,
      total_amount: 181.5,
    });
    const lines = (await rpc.call('model.account.invoice.line.read', [
      invoice.lines,
      ['description', 'account.code', 'quantity', 'unit_price', 'amount', 'taxes'],
    ])) as Row[];
    expect(
      lines.map((line) => [
        line.description,
        (line['account.'] as Row).code,
        line.quantity,
        line.unit_price,
        line.amount,
        line.taxes,
      ]),
    ).toEqual([
      ['Paper', '4100', 4, 25, 100, [tryton.ids.taxes.vat21_purchase]],
      ['Toner', '4200', 1, 50, 50, [tryton.ids.taxes.vat21_purchase]],
    ]);
    const attachments = await rpc.searchRead<Row>(
      'ir.attachment',
      [['resource', '=', `account.invoice,${invoice.id}`]],
      ['name', 'data'],
    );
    const pdf = Buffer.from(originalPdf(team.documentNumber).bytes);
    expect(attachments.map((row) => [row.name, Buffer.compare(row.data as Buffer, pdf)])).toEqual([
      [`${team.documentNumber}.pdf`, 0],
    ]);

    // Ledgerline: posted, in the ERP, with Tryton's ledger entry number and link, and on in the workflow.
    expect(document).toMatchObject({
      status: 'Posted',
      lastAction: 'Post',
      isWaitingForErp: false,
      isInErp: true,
      isPosted: true,
      isPostedInWorkflow: true,
      errorMessage: '',
      linkToErpInvoice: `${tryton.url}/#${tryton.database}/model/account.invoice/${invoice.id}`,
    });
    const [move] = await rpc.searchRead<Row>(
      'account.invoice',
      [['id', '=', invoice.id]],
      ['move.post_number'],
    );
    expect(document.ledgerEntryNumber).toBe(Number((move['move.'] as Row).post_number));
    expect(history.at(-1)).toMatchObject({
      action: 'Post',
      status: 'Posted',
      userId: team.people.handler.id,
    });
    expect(await postingRecordOf(ctx.database, team.tenant.tenantId, team.id)).toMatchObject({
      postingKey: team.id,
      erpInvoiceId: String(invoice.id),
      erpInvoiceNumber: invoice.number,
      isPaid: false,
    });
    const [action] = await erpActionsOfDocument(ctx.database, team.tenant.tenantId, team.id);
    expect(action).toMatchObject({
      action: 'PostDocument',
      state: 'Succeeded',
      attempts: 1,
      result: { ErpInvoiceNumber: invoice.number, WasPostedBefore: false, HasAttachment: true },
    });
  });

  it('books a credit note as a credit note, with the same totals', async () => {
    const team = await trytonTeam({ invoiceType: 'Credit' });
    const { document } = await postedInLedgerline(team);
    expect(document).toMatchObject({ status: 'Posted', isInErp: true });
    const [invoice] = await trytonInvoices(team.documentNumber);
    expect(invoice).toMatchObject({
      state: 'posted',
      untaxed_amount: -150,
      tax_amount: -31.5,
      total_amount: -181.5,
    });
  });

  it('books once when the document is posted twice, also when Ledgerline lost what the first posting answered', async () => {
    const team = await trytonTeam();
    const { document: first } = await postedInLedgerline(team);
    const [invoice] = await trytonInvoices(team.documentNumber);

    // A second action for a document Ledgerline knows as booked does not ask the ERP again.
    const second = await runAction(team.tenant.tenantId, team.tenant.companyId, 'PostDocument', team.id);
    expect(second).toMatchObject({ state: 'Succeeded', result: { AlreadyPosted: true } });

    // As if the first answer never reached Ledgerline (a crash before its commit): waiting again, posted again.
    await ctx.database.withTenant(team.tenant.tenantId, (tx) =>
      tx
        .update(documents)
        .set({
          status: 'Ready',
          isWaitingForErp: true,
          isInErp: false,
          isPosted: false,
          ledgerEntryNumber: null,
        })
        .where(eq(documents.id, team.id)),
    );
    const third = await runAction(team.tenant.tenantId, team.tenant.companyId, 'PostDocument', team.id);
    expect(third).toMatchObject({ state: 'Succeeded', result: { WasPostedBefore: true } });
    expect(await trytonInvoices(team.documentNumber)).toEqual([invoice]);
    const { document } = await stored(ctx.database, team.tenant.tenantId, team.id);
    expect(document).toMatchObject({
      status: 'Posted',
      isInErp: true,
      ledgerEntryNumber: first.ledgerEntryNumber,
    });
  });

  it('is IsPaid in Ledgerline once it was paid in Tryton and the payment states were read', async () => {
    const team = await trytonTeam();
    await postedInLedgerline(team);
    const [invoice] = await trytonInvoices(team.documentNumber);

    const before = await runAction(team.tenant.tenantId, team.tenant.companyId, 'ReadPaymentStates');
    expect(before).toMatchObject({ state: 'Succeeded', result: { Checked: 1, Paid: 0 } });
    expect((await stored(ctx.database, team.tenant.tenantId, team.id)).document.isPaid).toBe(false);

    await payInTryton(rpc, {
      invoiceId: invoice.id,
      amount: '181.50',
      date: today,
      paymentMethod: tryton.ids.paymentMethod,
    });
    const after = await runAction(team.tenant.tenantId, team.tenant.companyId, 'ReadPaymentStates');
    expect(after).toMatchObject({ state: 'Succeeded', result: { Checked: 1, Paid: 1 } });
    const { document, history } = await stored(ctx.database, team.tenant.tenantId, team.id);
    expect(document).toMatchObject({ isPaid: true, paymentDate: today, status: 'Posted' });
    expect(history.at(-1)).toMatchObject({ action: 'MarkPaid', userId: null });
    expect(await postingRecordOf(ctx.database, team.tenant.tenantId, team.id)).toMatchObject({
      isPaid: true,
      paidOn: today,
    });

    // Paid ones are not asked about again.
    const again = await runAction(team.tenant.tenantId, team.tenant.companyId, 'ReadPaymentStates');
    expect(again).toMatchObject({ state: 'Succeeded', result: { Checked: 0, Paid: 0 } });
  });

  it('records a part payment made in Tryton, leaving the invoice unpaid in Ledgerline with its rest to pay', async () => {
    const team = await trytonTeam();
    await postedInLedgerline(team);
    const [invoice] = await trytonInvoices(team.documentNumber);

    await payInTryton(rpc, {
      invoiceId: invoice.id,
      amount: '100.00',
      date: today,
      paymentMethod: tryton.ids.paymentMethod,
    });
    const read = await runAction(team.tenant.tenantId, team.tenant.companyId, 'ReadPaymentStates');
    expect(read).toMatchObject({ state: 'Succeeded', result: { Checked: 1, Paid: 0 } });
    const { document } = await stored(ctx.database, team.tenant.tenantId, team.id);
    expect(document).toMatchObject({ isPaid: false, amountPaid: 100 });
  });

  it('raises the webhook events of a manual post and payment: posted through Tryton, then paid there', async () => {
    const team = await trytonTeam();
    const { tenantId, companyId } = team.tenant;
    const hook = await listeningWebhook(ctx.database, tenantId, ['document.posted', 'document.paid']);
    await postedInLedgerline(team);
    const [invoice] = await trytonInvoices(team.documentNumber);
    expect(await deliveredEvents(ctx.database, tenantId, hook)).toEqual([
      {
        event: 'document.posted',
        document: expect.objectContaining({ Id: team.id, IsInErp: true, IsPosted: true, Status: 'Posted' }),
      },
    ]);

    await payInTryton(rpc, {
      invoiceId: invoice.id,
      amount: '181.50',
      date: today,
      paymentMethod: tryton.ids.paymentMethod,
    });
    expect(await runAction(tenantId, companyId, 'ReadPaymentStates')).toMatchObject({
      result: { Paid: 1 },
    });
    expect((await deliveredEvents(ctx.database, tenantId, hook)).slice(1)).toEqual([
      { event: 'document.paid', document: expect.objectContaining({ Id: team.id, IsPaid: true }) },
    ]);
  });
});

describe('a vendor created in Ledgerline for a Tryton company', () => {
  it("is created in Tryton and keeps Tryton's code", async () => {
    const tenant = await buildTenant(ctx.database, 'TrytonVendor');
    await connectCompany(ctx.database, tenant.tenantId, tenant.companyId, connection);
    const admin = await tenant.user({ name: 'Admin', Email: uniqueEmail('admin'), IsAdmin: true });
    const api = await signedInClient(ctx.app, admin.email);
    const name = `Ledgerline Vendor ${nextNumber()}`;
    const created = await api.post('/api/Relation', {
      CompanyId: tenant.companyId,
      IsVendor: true,
      Relation: {
        ErpCode: 'TYPED-1',
        Name: name,
        StreetAndNumber: 'Stationsplein 1',
        Postcode: '3511 ED',
        City: 'Utrecht',
        Country: 'NL',
        IbanNumbers: ['NL91ABNA0417164300'],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ErpActionId: expect.any(String), ErrorMessage: null });

    const status = await api.get(`/api/Vendor/GetCreateStatus/${created.json().RelationCreateId}`);
    expect(status.json()).toMatchObject({
      Status: 'Completed',
      ErrorMessage: null,
      Relation: { Name: name },
    });
    const code = status.json().Relation.ErpCode as string;
    const [party] = await rpc.searchRead<Row>('party.party', [['code', '=', code]], ['name']);
    expect(party).toMatchObject({ name });
    expect(code).not.toBe('TYPED-1');
  });
});
