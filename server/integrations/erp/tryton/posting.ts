import {
  ErpError,
  type ErpInvoicePosting,
  type ErpPaymentStatus,
  type ErpPostingResult,
  type ErpRelationInput,
} from '../types';
import { Decimal, type TrytonConnection, TrytonDate, type TrytonRpc } from './jsonRpc';

/**
 * Booking an invoice in Tryton: `account.invoice` (type `in` for purchase, `out` for sales) with its lines, taxes
 * and analytic account, the original attached, then posted. The posting key is written into the invoice's
 * comment, so a retry (after a timeout, a crash between create and post, or a second click) finds the invoice the
 * first attempt made: a draft is posted, a posted one is returned — nothing is booked twice.
 */
type Row = Record<string, unknown> & { id: number };

const InvoiceNumberFields = ['number', 'move.post_number'];

/** The journal entry's number (Tryton's post number of the invoice's move), when it is all digits. */
function ledgerEntryNumber(invoice: Row): number | null {
  const postNumber = String(((invoice['move.'] ?? {}) as Row).post_number ?? '');
  return /^\d{1,15}$/.test(postNumber) ? Number(postNumber) : null;
}

const keyMarker = (key: string) => `[ledgerline:${key}]`;

async function one(
  rpc: TrytonRpc,
  model: string,
  domain: unknown[],
  fields: string[],
  what: string,
): Promise<Row> {
  const [row] = await rpc.searchRead<Row>(model, domain, fields, { limit: 1 });
  if (!row) throw new ErpError('NotFound', `Tryton has no ${what}`);
  return row;
}

async function existingInvoice(rpc: TrytonRpc, key: string): Promise<Row | undefined> {
  const [row] = await rpc.searchRead<Row>(
    'account.invoice',
    [['comment', 'like', `%${keyMarker(key)}%`]],
    ['state', ...InvoiceNumberFields],
    { limit: 1 },
  );
  return row;
}

async function accountByCode(rpc: TrytonRpc, code: string): Promise<number> {
  return (
    await one(
      rpc,
      'account.account',
      [
        ['code', '=', code],
        ['type', '!=', null],
      ],
      ['id'],
      `account "${code}"`,
    )
  ).id;
}

async function taxIds(rpc: TrytonRpc, code: string): Promise<number[]> {
  if (code === '') return [];
  if (!/^\d+$/.test(code)) throw new ErpError('NotFound', `Tryton has no tax "${code}"`);
  return [(await one(rpc, 'account.tax', [['id', '=', Number(code)]], ['id'], `tax "${code}"`)).id];
}

async function analyticEntries(rpc: TrytonRpc, code: string): Promise<unknown[]> {
  if (code === '') return [];
  const account = await one(
    rpc,
    'analytic_account.account',
    [
      ['code', '=', code],
      ['type', '=', 'normal'],
    ],
    ['id', 'root'],
    `analytic account "${code}"`,
  );
  return [['create', [{ root: account.root, account: account.id }]]];
}

const link = (connection: TrytonConnection, id: number) =>
  `${connection.url.replace(/\/+$/, '')}/#${encodeURIComponent(connection.database)}/model/account.invoice/${id}`;

async function createInvoice(rpc: TrytonRpc, posting: ErpInvoicePosting): Promise<number> {
  const purchase = posting.Kind === 'Purchase';
  const party = await one(
    rpc,
    'party.party',
    [['code', '=', posting.RelationCode]],
    ['id', 'account_payable', 'account_receivable', 'supplier_payment_term', 'customer_payment_term'],
    `party with code "${posting.RelationCode}"`,
  );
  const [address] = await rpc.searchRead<Row>('party.address', [['party', '=', party.id]], ['id'], {
    limit: 1,
  });
  if (!address)
    throw new ErpError('Rejected', `Tryton party "${posting.RelationCode}" has no address to invoice`);
  const journal = await one(
    rpc,
    'account.journal',
    [['type', '=', purchase ? 'expense' : 'revenue']],
    ['id'],
    'journal',
  );
  const currency = await one(
    rpc,
    'currency.currency',
    [['code', '=', posting.Currency]],
    ['id'],
    `currency ${posting.Currency}`,
  );
  const partyAccount = (purchase ? party.account_payable : party.account_receivable) as number | null;
  const account =
    partyAccount ??
    (
      await one(
        rpc,
        'account.account',
        [
          [purchase ? 'type.payable' : 'type.receivable', '=', true],
          ['closed', '!=', true],
        ],
        ['id'],
        purchase ? 'payable account' : 'receivable account',
      )
    ).id;
  const sign = posting.IsCreditNote ? -1 : 1;
  const lines = [];
  for (const line of posting.Lines) {
    const useQuantity =
      line.Quantity !== null &&
      line.UnitPrice !== null &&
      line.Quantity !== 0 &&
      Math.abs(line.Quantity * line.UnitPrice - line.NetAmount) < 0.005;
    lines.push({
      type: 'line',
      description: line.Description || posting.Description || posting.InvoiceNumber,
      account: await accountByCode(rpc, line.LedgerCode),
      quantity: sign * (useQuantity ? (line.Quantity as number) : 1),
      // Signed: a discount line on an invoice is a negative price; a credit note turns the quantity round.
      unit_price: Decimal.of(useQuantity ? (line.UnitPrice as number) : line.NetAmount, 4),
      taxes: [['add', await taxIds(rpc, line.VatCode)]],
      analytic_accounts: await analyticEntries(rpc, line.Dimension1),
    });
  }
  const paymentTerm = (purchase ? party.supplier_payment_term : party.customer_payment_term) as number | null;
  const [id] = (await rpc.call('model.account.invoice.create', [
    [
      {
        type: purchase ? 'in' : 'out',
        party: party.id,
        invoice_address: address.id,
        currency: currency.id,
        journal: journal.id,
        account,
        ...(paymentTerm ? { payment_term: paymentTerm } : {}),
        invoice_date: new TrytonDate(posting.InvoiceDate),
        reference: posting.InvoiceNumber,
        description: posting.Description || posting.InvoiceNumber,
        comment: `${keyMarker(posting.PostingKey)}${posting.PaymentReference ? `\n${posting.PaymentReference}` : ''}`,
        lines: [['create', lines]],
      },
    ],
  ])) as number[];
  if (posting.Attachment)
    await rpc.call('model.ir.attachment.create', [
      [
        {
          name: posting.Attachment.FileName,
          resource: `account.invoice,${id}`,
          type: 'data',
          data: posting.Attachment.Content,
          description: 'Original from Ledgerline',
        },
      ],
    ]);
  return id;
}

/** Checks Tryton's own totals against the document before posting: a draft that disagrees is not booked. */
async function checkTotals(rpc: TrytonRpc, id: number, posting: ErpInvoicePosting): Promise<void> {
  // A write computes the draft's taxes (create does not, over RPC).
  await rpc.call('model.account.invoice.write', [
    [id],
    { description: posting.Description || posting.InvoiceNumber },
  ]);
  const [invoice] = (await rpc.call('model.account.invoice.read', [
    [id],
    ['untaxed_amount', 'tax_amount', 'total_amount'],
  ])) as Row[];
  const differs = (a: unknown, b: number) => Math.abs(Math.abs(Number(a)) - Math.abs(b)) > 0.005;
  if (differs(invoice.untaxed_amount, posting.NetAmount) || differs(invoice.tax_amount, posting.VatAmount))
    throw new ErpError(
      'Rejected',
      `Tryton computes net ${invoice.untaxed_amount} and VAT ${invoice.tax_amount}, the document says ${posting.NetAmount} and ${posting.VatAmount}`,
    );
}

export async function postInvoice(
  rpc: TrytonRpc,
  connection: TrytonConnection,
  posting: ErpInvoicePosting,
): Promise<ErpPostingResult> {
  const result = (invoice: Row, wasPostedBefore: boolean): ErpPostingResult => ({
    LedgerEntryNumber: ledgerEntryNumber(invoice),
    ErpInvoiceNumber: String(invoice.number ?? ''),
    ErpInvoiceId: String(invoice.id),
    LinkToErpInvoice: link(connection, invoice.id),
    WasPostedBefore: wasPostedBefore,
  });
  const before = await existingInvoice(rpc, posting.PostingKey);
  if (before && (before.state === 'posted' || before.state === 'paid')) return result(before, true);
  let id: number;
  if (before?.state === 'validated') id = before.id;
  else {
    // A draft left by an attempt that stopped before posting was never booked: made again from today's data.
    if (before?.state === 'draft') await rpc.call('model.account.invoice.delete', [[before.id]]);
    id = await createInvoice(rpc, posting);
    try {
      await checkTotals(rpc, id, posting);
    } catch (error) {
      await rpc.call('model.account.invoice.delete', [[id]]).catch(() => {});
      throw error;
    }
  }
  await rpc.call('model.account.invoice.post', [[id]]);
  const [posted] = (await rpc.call('model.account.invoice.read', [[id], InvoiceNumberFields])) as Row[];
  return result(posted, false);
}

export async function paymentStatus(rpc: TrytonRpc, erpInvoiceIds: string[]): Promise<ErpPaymentStatus[]> {
  const ids = erpInvoiceIds.filter((id) => /^\d+$/.test(id)).map(Number);
  if (ids.length === 0) return [];
  const rows = (await rpc.call('model.account.invoice.read', [
    ids,
    ['state', 'amount_to_pay', 'reconciled'],
  ])) as Row[];
  return rows.map((row) => ({
    ErpInvoiceId: String(row.id),
    IsPaid: row.state === 'paid',
    OpenAmount: Number(row.amount_to_pay ?? 0),
    PaidOn: typeof row.reconciled === 'string' ? row.reconciled : null,
  }));
}

/**
 * Tryton's bank account needs a bank: the one with the relation's BIC, else one named after the bank code in the
 * IBAN; made when Tryton has none yet.
 */
async function bankFor(rpc: TrytonRpc, relation: ErpRelationInput): Promise<number> {
  const iban = relation.IbanNumber.replace(/\s/g, '').toUpperCase();
  const bic = relation.BicCode.replace(/\s/g, '').toUpperCase();
  const name = bic || `Bank ${iban.slice(0, 2)} ${iban.slice(4, 8)}`;
  const [found] = bic
    ? await rpc.searchRead<Row>('bank', [['bic', '=', bic]], ['id'], { limit: 1 })
    : await rpc.searchRead<Row>('bank', [['party.name', '=', name]], ['id'], { limit: 1 });
  if (found) return found.id;
  const [party] = (await rpc.call('model.party.party.create', [[{ name }]])) as number[];
  const [bank] = (await rpc.call('model.bank.create', [[{ party, ...(bic ? { bic } : {}) }]])) as number[];
  return bank;
}

/** A party with its address, VAT number and IBAN; answers the code Tryton gave it. */
export async function createRelation(rpc: TrytonRpc, relation: ErpRelationInput): Promise<{ Code: string }> {
  // A retry after a lost answer finds the party the first attempt made: the same VAT number, else the same name.
  const vat = relation.VatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const [existing] = await rpc.searchRead<Row>(
    'party.party',
    vat ? [['identifiers.code', '=', vat]] : [['name', '=', relation.Name]],
    ['code'],
    { limit: 1 },
  );
  if (existing) return { Code: String(existing.code) };
  const [country] = relation.Country
    ? await rpc.searchRead<Row>('country.country', [['code', '=', relation.Country.toUpperCase()]], ['id'], {
        limit: 1,
      })
    : [];
  const [id] = (await rpc.call('model.party.party.create', [
    [
      {
        name: relation.Name,
        addresses: [
          [
            'create',
            [
              {
                street: relation.StreetAndNumber,
                postal_code: relation.Postcode,
                city: relation.City,
                ...(country ? { country: country.id } : {}),
              },
            ],
          ],
        ],
        ...(relation.VatNumber
          ? {
              identifiers: [
                [
                  'create',
                  [{ type: 'eu_vat', code: relation.VatNumber.replace(/[\s.-]/g, '').toUpperCase() }],
                ],
              ],
            }
          : {}),
      },
    ],
  ])) as number[];
  if (relation.IbanNumber)
    await rpc.call('model.bank.account.create', [
      [
        {
          bank: await bankFor(rpc, relation),
          owners: [['add', [id]]],
          numbers: [['create', [{ type: 'iban', number: relation.IbanNumber }]]],
        },
      ],
    ]);
  const [party] = (await rpc.call('model.party.party.read', [[id], ['code']])) as Row[];
  return { Code: String(party.code) };
}
