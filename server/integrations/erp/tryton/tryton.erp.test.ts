import { inject } from 'vitest';
import { payInTryton } from '../../../../tests/tryton/payInTryton';
import { ErpError, type ErpInvoicePosting, type ErpRelation } from '../types';
import { trytonClient } from './client';
import { Decimal, TrytonRpc } from './jsonRpc';

/** The Tryton adapter against a real Tryton server (tests/tryton: Debian's trytond 6.0 with a company set up). */
const tryton = inject('tryton');
const connection = { Url: tryton.url, Database: tryton.database, Login: 'admin', Password: 'admin' };
const rpc = new TrytonRpc({ url: tryton.url, database: tryton.database, login: 'admin', password: 'admin' });
const today = new Date().toISOString().slice(0, 10);
const pdf = Buffer.from('%PDF-1.4\n% Ledgerline test original\n%%EOF\n');

const posting = (key: string, overrides: Partial<ErpInvoicePosting> = {}): ErpInvoicePosting => ({
  PostingKey: key,
  Kind: 'Purchase',
  IsCreditNote: false,
  RelationCode: '2',
  InvoiceNumber: `SUP-${key}`,
  InvoiceDate: today,
  DueDate: null,
  Currency: 'EUR',
  Description: 'Office supplies and travel',
  PaymentReference: '',
  NetAmount: 159.7,
  VatAmount: 33.54,
  GrossAmount: 193.24,
  Lines: [
    {
      Description: 'Printer paper A4, box',
      LedgerCode: '4100',
      VatCode: String(tryton.ids.taxes.vat21_purchase),
      NetAmount: 59.7,
      VatAmount: 12.54,
      Quantity: 3,
      UnitPrice: 19.9,
      Dimension1: 'CC100',
    },
    {
      Description: 'Train tickets',
      LedgerCode: '4200',
      VatCode: String(tryton.ids.taxes.vat21_purchase),
      NetAmount: 100,
      VatAmount: 21,
      Quantity: null,
      UnitPrice: null,
      Dimension1: '',
    },
  ],
  Attachment: { FileName: 'invoice.pdf', Content: pdf },
  ...overrides,
});

type Row = Record<string, unknown> & { id: number };

describe('Tryton: check login', () => {
  it('logs in with the company’s login', async () => {
    const client = trytonClient(connection);
    await expect(client.checkLogin()).resolves.toBeUndefined();
    await client.close();
  });

  it('says why a wrong password or an unknown database fails', async () => {
    await expect(trytonClient({ ...connection, Password: 'wrong' }).checkLogin()).rejects.toMatchObject({
      kind: 'Login',
    });
    await expect(
      trytonClient({ ...connection, Database: 'no_such_database' }).checkLogin(),
    ).rejects.toBeInstanceOf(ErpError);
    await expect(
      trytonClient({ ...connection, Url: 'http://127.0.0.1:1' }).checkLogin(),
    ).rejects.toMatchObject({ kind: 'Unavailable' });
  });
});

describe('Tryton: master data', () => {
  const client = trytonClient(connection);

  it('brings in the supplier with its address, IBAN and VAT number, not the company or the bank', async () => {
    const vendors = await client.masterData('Vendors', null);
    const items = vendors.Items as ErpRelation[];
    expect(items.find((item) => item.Name === 'Supplier Example GmbH')).toMatchObject({
      Code: '2',
      StreetAndNumber: 'Friedrichstrasse 100',
      Postcode: '10117',
      City: 'Berlin',
      Country: 'DE',
      VatNumber: 'DE136695976',
      IbanNumbers: ['DE89370400440532013000'],
      BicCode: 'COBADEFFXXX',
      DefaultPaymentTermCode: String(tryton.ids.paymentTerm),
      IsBlocked: false,
    });
    expect(items.map((item) => item.Name)).not.toContain('Ledgerline Test B.V.');
    expect(items.map((item) => item.Name)).not.toContain('Commerzbank AG');
  });

  it('brings in the ledger accounts, taxes, payment terms and analytic accounts', async () => {
    expect((await client.masterData('GeneralLedger', null)).Items).toContainEqual({
      Code: '4100',
      Description: 'Office supplies',
      IsBlocked: false,
      AccountType: 'ProfitAndLoss',
    });
    expect((await client.masterData('VatCode', null)).Items).toContainEqual({
      Code: String(tryton.ids.taxes.vat21_purchase),
      Description: 'VAT 21% purchase',
      IsBlocked: false,
      Percentage: 21,
      Category: 'Purchase',
    });
    expect((await client.masterData('PaymentTerm', null)).Items).toContainEqual({
      Code: String(tryton.ids.paymentTerm),
      Description: '30 days net',
      IsBlocked: false,
      Days: 30,
    });
    expect((await client.masterData('Dimension1', null)).Items).toContainEqual({
      Code: 'CC100',
      Description: 'Sales department',
      IsBlocked: false,
    });
  });

  it('brings in the open purchase order with its lines', async () => {
    const orders = await client.masterData('PurchaseOrders', null);
    expect(orders.Items).toContainEqual(
      expect.objectContaining({
        VendorCode: '2',
        IsOpen: true,
        Lines: [
          expect.objectContaining({
            ArticleCode: 'PAPER-A4',
            Quantity: 3,
            UnitPrice: 19.9,
            Amount: 59.7,
            QuantityReceived: 0,
            QuantityInvoiced: 0,
          }),
          expect.objectContaining({ ArticleCode: 'CONS-H', Quantity: 10, UnitPrice: 80, Amount: 800 }),
        ],
      }),
    );
  });

  it('hands over only what changed since the last cursor', async () => {
    const first = await client.masterData('Vendors', null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await rpc.call('model.party.address.write', [
      (await rpc.searchRead<Row>('party.address', [['party', '=', tryton.ids.customer]], ['id'])).map(
        (row) => row.id,
      ),
      { city: 'Delft' },
    ]);
    const next = await client.masterData('Vendors', first.Cursor);
    // At least once: the parties stamped at the cursor itself (the newest of the first read, made by an earlier
    // test) come again; the others, unchanged since, do not.
    expect((next.Items as ErpRelation[]).map((item) => [item.Code, item.City])).toContainEqual([
      String(tryton.ids.customer),
      'Delft',
    ]);
    expect(next.Items.length).toBeLessThan(first.Items.length);
  });
});

describe('Tryton: a vendor created from Ledgerline', () => {
  it('gets a code and comes back with its IBAN and VAT number', async () => {
    const client = trytonClient(connection);
    const { Code } = await client.createRelation({
      Kind: 'Vendor',
      Name: 'Nieuwe Leverancier B.V.',
      StreetAndNumber: 'Weena 664',
      Postcode: '3012 CN',
      City: 'Rotterdam',
      Country: 'NL',
      VatNumber: 'NL 8206.46.660.B01',
      IbanNumber: 'NL91ABNA0417164300',
      BicCode: '',
    });
    expect(Code).toMatch(/^\d+$/);
    // Asked again (a retry after a lost answer): the same party, not a second one.
    expect(
      await client.createRelation({
        Kind: 'Vendor',
        Name: 'Nieuwe Leverancier B.V.',
        StreetAndNumber: '',
        Postcode: '',
        City: '',
        Country: '',
        VatNumber: 'NL820646660B01',
        IbanNumber: '',
        BicCode: '',
      }),
    ).toEqual({ Code });
    const vendors = (await client.masterData('Vendors', null)).Items as ErpRelation[];
    expect(vendors.find((item) => item.Code === Code)).toMatchObject({
      Name: 'Nieuwe Leverancier B.V.',
      Country: 'NL',
      VatNumber: 'NL820646660B01',
      IbanNumbers: ['NL91ABNA0417164300'],
    });
  });
});

describe('Tryton: posting an invoice', () => {
  const client = trytonClient(connection);

  it('books the coded invoice with its lines, taxes, analytic account and the original attached', async () => {
    const result = await client.postInvoice(posting('doc-1'));
    expect(result).toMatchObject({
      LedgerEntryNumber: expect.any(Number),
      ErpInvoiceNumber: expect.stringMatching(/^PINV\/\d{4}\/\d{5}$/),
      WasPostedBefore: false,
    });
    expect(result.LinkToErpInvoice).toBe(
      `${tryton.url}/#${tryton.database}/model/account.invoice/${result.ErpInvoiceId}`,
    );
    const id = Number(result.ErpInvoiceId);
    const [invoice] = (await rpc.call('model.account.invoice.read', [
      [id],
      ['state', 'type', 'reference', 'party', 'untaxed_amount', 'tax_amount', 'total_amount', 'lines'],
    ])) as Row[];
    expect(invoice).toMatchObject({
      state: 'posted',
      type: 'in',
      reference: 'SUP-doc-1',
      party: tryton.ids.supplier,
      untaxed_amount: 159.7,
      tax_amount: 33.54,
      total_amount: 193.24,
    });
    const lines = (await rpc.call('model.account.invoice.line.read', [
      invoice.lines,
      ['description', 'account.code', 'quantity', 'unit_price', 'amount', 'taxes', 'analytic_accounts'],
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
      ['Printer paper A4, box', '4100', 3, 19.9, 59.7, [tryton.ids.taxes.vat21_purchase]],
      ['Train tickets', '4200', 1, 100, 100, [tryton.ids.taxes.vat21_purchase]],
    ]);
    const [entry] = (await rpc.call('model.analytic.account.entry.read', [
      lines[0].analytic_accounts,
      ['account'],
    ])) as Row[];
    expect(entry.account).toBe(tryton.ids.analytic.CC100);
    const attachments = await rpc.searchRead<Row>(
      'ir.attachment',
      [['resource', '=', `account.invoice,${id}`]],
      ['name', 'data'],
    );
    expect(attachments.map((row) => [row.name, Buffer.compare(row.data as Buffer, pdf)])).toEqual([
      ['invoice.pdf', 0],
    ]);
  });

  it('books once when the same document is posted twice', async () => {
    const first = await client.postInvoice(posting('doc-2'));
    const second = await client.postInvoice(posting('doc-2'));
    expect(second).toEqual({ ...first, WasPostedBefore: true });
    expect(await rpc.searchRead('account.invoice', [['reference', '=', 'SUP-doc-2']], ['id'])).toHaveLength(
      1,
    );
  });

  it('posts the draft an interrupted attempt left behind instead of booking a second invoice', async () => {
    const draft = (await rpc.call('model.account.invoice.create', [
      [
        {
          type: 'in',
          party: tryton.ids.supplier,
          invoice_address: (
            await rpc.searchRead<Row>('party.address', [['party', '=', tryton.ids.supplier]], ['id'])
          )[0].id,
          journal: (await rpc.searchRead<Row>('account.journal', [['type', '=', 'expense']], ['id']))[0].id,
          account: tryton.ids.accounts.payable,
          currency: tryton.ids.currency,
          reference: 'SUP-doc-3',
          comment: '[ledgerline:doc-3]',
          lines: [
            [
              'create',
              [
                {
                  type: 'line',
                  description: 'x',
                  account: tryton.ids.accounts.office,
                  quantity: 1,
                  unit_price: new Decimal('1.00'),
                },
              ],
            ],
          ],
        },
      ],
    ])) as number[];
    const result = await client.postInvoice(posting('doc-3'));
    expect(
      await rpc.searchRead('account.invoice', [['comment', 'like', '%[ledgerline:doc-3]%']], ['id']),
    ).toEqual([{ id: Number(result.ErpInvoiceId) }]);
    expect(await rpc.searchRead('account.invoice', [['id', 'in', draft]], ['id'])).toEqual([]);
  });

  it('refuses, and books nothing, when Tryton computes other totals than the document', async () => {
    await expect(client.postInvoice(posting('doc-4', { VatAmount: 30 }))).rejects.toMatchObject({
      kind: 'Rejected',
      message: expect.stringContaining('33.54'),
    });
    expect(await rpc.searchRead('account.invoice', [['reference', '=', 'SUP-doc-4']], ['id'])).toEqual([]);
  });

  it('books a discount line as a negative price', async () => {
    const lines = posting('x').Lines;
    const result = await client.postInvoice(
      posting('doc-8', {
        Lines: [lines[1], { ...lines[1], Description: 'Discount', NetAmount: -10, VatAmount: -2.1 }],
        NetAmount: 90,
        VatAmount: 18.9,
        GrossAmount: 108.9,
      }),
    );
    const [invoice] = (await rpc.call('model.account.invoice.read', [
      [Number(result.ErpInvoiceId)],
      ['state', 'untaxed_amount', 'tax_amount', 'total_amount'],
    ])) as Row[];
    expect(invoice).toMatchObject({
      state: 'posted',
      untaxed_amount: 90,
      tax_amount: 18.9,
      total_amount: 108.9,
    });
  });

  it('says which code Tryton does not know', async () => {
    await expect(client.postInvoice(posting('doc-5', { RelationCode: '999' }))).rejects.toMatchObject({
      kind: 'NotFound',
      message: expect.stringContaining('"999"'),
    });
    await expect(
      client.postInvoice(
        posting('doc-6', {
          Lines: [{ ...posting('x').Lines[1], LedgerCode: '9999' }],
          NetAmount: 100,
          VatAmount: 21,
        }),
      ),
    ).rejects.toMatchObject({ kind: 'NotFound', message: expect.stringContaining('"9999"') });
  });

  it('reads back that the invoice was paid in Tryton', async () => {
    const { ErpInvoiceId } = await client.postInvoice(posting('doc-7'));
    expect(await client.paymentStatus([ErpInvoiceId])).toEqual([
      { ErpInvoiceId, IsPaid: false, OpenAmount: 193.24, PaidOn: null },
    ]);
    await payInTryton(rpc, {
      invoiceId: Number(ErpInvoiceId),
      amount: '193.24',
      date: today,
      paymentMethod: tryton.ids.paymentMethod,
    });
    expect(await client.paymentStatus([ErpInvoiceId])).toEqual([
      { ErpInvoiceId, IsPaid: true, OpenAmount: 0, PaidOn: today },
    ]);
  });
});
