import { trytonClient } from '../../server/integrations/erp/tryton/client';
import { TrytonRpc } from '../../server/integrations/erp/tryton/jsonRpc';
import type { ErpInvoicePosting } from '../../server/integrations/erp/types';
import { startTrytonServer, trytonInstalled } from '../../tests/tryton/trytonServer';
import type { BenchSuite } from '../suite';

const Parties = 10_000;
const Invoices = 100;
const CreateBatch = 500;

const seconds = (started: number) => Math.round(performance.now() - started) / 1000;

/**
 * Issue 14 figures against a real Tryton server (tests/tryton; Debian's Tryton must be installed): synchronising
 * 10,000 parties (each with an address) from Tryton, in full and incrementally with nothing changed; posting 100
 * supplier invoices (create, check totals, post, attach the original), one after another as the action runner does.
 */
const suite: BenchSuite = {
  name: 'erp',
  default: false,
  async run() {
    if (!trytonInstalled()) return { skipped: 'Tryton is not installed (README, "Test it")' };
    const server = await startTrytonServer();
    try {
      const connection = { url: server.url, database: server.database, login: 'admin', password: 'admin' };
      const rpc = new TrytonRpc(connection);
      const started = performance.now();
      for (let offset = 0; offset < Parties; offset += CreateBatch) {
        const batch = Array.from({ length: Math.min(CreateBatch, Parties - offset) }, (_, index) => ({
          name: `Bench Vendor ${offset + index + 1}`,
          supplier_payment_term: server.ids.paymentTerm,
          addresses: [
            [
              'create',
              [{ street: `Benchstraat ${offset + index + 1}`, postal_code: '1234 AB', city: 'Utrecht' }],
            ],
          ],
        }));
        await rpc.call('model.party.party.create', [batch]);
      }
      const createSeconds = seconds(started);
      const client = trytonClient({
        Url: server.url,
        Database: server.database,
        Login: 'admin',
        Password: 'admin',
      });
      const fullStarted = performance.now();
      const full = await client.masterData('Vendors', null);
      const fullSeconds = seconds(fullStarted);
      const incrementalStarted = performance.now();
      const incremental = await client.masterData('Vendors', full.Cursor);
      const incrementalSeconds = seconds(incrementalStarted);

      const today = new Date().toISOString().slice(0, 10);
      const tax = String(server.ids.taxes.vat21_purchase);
      const original = Buffer.from(`%PDF-1.4\n${'x'.repeat(40_000)}\n%%EOF\n`);
      const posting = (index: number): ErpInvoicePosting => ({
        PostingKey: `bench-${index}`,
        Kind: 'Purchase',
        IsCreditNote: false,
        RelationCode: '2',
        InvoiceNumber: `BENCH-${index}`,
        InvoiceDate: today,
        DueDate: null,
        Currency: 'EUR',
        Description: 'Bench invoice',
        PaymentReference: '',
        NetAmount: 159.7,
        VatAmount: 33.54,
        GrossAmount: 193.24,
        Lines: [
          {
            Description: 'Paper',
            LedgerCode: '4100',
            VatCode: tax,
            NetAmount: 59.7,
            VatAmount: 12.54,
            Quantity: 3,
            UnitPrice: 19.9,
            Dimension1: 'CC100',
          },
          {
            Description: 'Travel',
            LedgerCode: '4200',
            VatCode: tax,
            NetAmount: 100,
            VatAmount: 21,
            Quantity: null,
            UnitPrice: null,
            Dimension1: '',
          },
        ],
        Attachment: { FileName: `bench-${index}.pdf`, Content: original },
      });
      await client.checkLogin();
      const postStarted = performance.now();
      for (let index = 0; index < Invoices; index += 1) await client.postInvoice(posting(index));
      const postSeconds = seconds(postStarted);
      const againStarted = performance.now();
      for (let index = 0; index < 10; index += 1) await client.postInvoice(posting(index));
      const againSeconds = seconds(againStarted);
      await client.close();
      return {
        parties: {
          created: Parties,
          createSeconds,
          fullSyncItems: full.Items.length,
          fullSyncSeconds: fullSeconds,
          partiesPerSecond: Math.round(full.Items.length / fullSeconds),
          incrementalItems: incremental.Items.length,
          incrementalSeconds,
        },
        posting: {
          invoices: Invoices,
          seconds: postSeconds,
          invoicesPerSecond: Math.round((Invoices / postSeconds) * 100) / 100,
          repeatedPostsPerSecond: Math.round((10 / againSeconds) * 100) / 100,
        },
      };
    } finally {
      await server.stop();
    }
  },
};

export default suite;
