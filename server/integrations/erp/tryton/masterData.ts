import type { ErpCode, ErpMasterData, ErpMasterDataKind, ErpPurchaseOrder, ErpRelation } from '../types';
import type { TrytonRpc } from './jsonRpc';

/**
 * Tryton's master data in Ledgerline's terms. Codes: a party's `code`, an account's `code`, an analytic account's
 * `code`; taxes and payment terms have no code in Tryton, so their id is their code. Tryton does not mark a
 * party as supplier or customer (any party can be invoiced either way), so every party except the companies'
 * own and the banks' is offered as both vendor and customer. Incremental: with a cursor (the newest create or
 * write time seen last time), only records created or changed since — for parties also when one of their
 * addresses, identifiers, contact mechanisms or bank account numbers changed.
 */
const PageSize = 500;

type Row = Record<string, unknown> & { id: number };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nested = (row: Row, field: string) => (row[`${field}.`] ?? {}) as Record<string, unknown>;

/** The newest create/write time of the rows, or the cursor it started from. */
function cursorAfter(rows: Row[], cursor: string | null): string | null {
  let newest = cursor;
  for (const row of rows)
    for (const stamp of [row.create_date, row.write_date])
      if (typeof stamp === 'string' && (newest === null || stamp > newest)) newest = stamp;
  return newest;
}

/** `create_date >= cursor OR write_date >= cursor`, as a Tryton domain (the cursor is re-read: at-least-once). */
const changedSince = (cursor: string | null): unknown[] =>
  cursor === null
    ? []
    : [['OR', ['create_date', '>=', new Date(cursor)], ['write_date', '>=', new Date(cursor)]]];

async function readAll(rpc: TrytonRpc, model: string, domain: unknown[], fields: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PageSize) {
    const page = await rpc.searchRead<Row>(model, domain, fields, {
      offset,
      limit: PageSize,
      order: [['id', 'ASC']],
    });
    rows.push(...page);
    if (page.length < PageSize) return rows;
  }
}

const groupBy = (rows: Row[], key: string) => {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const owner = row[key];
    for (const id of Array.isArray(owner) ? owner : [owner])
      if (typeof id === 'number') groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return groups;
};

const ChamberOfCommerceTypes = /kvk|onderneming|handelsreg|siren|siret|company|brn|cbe/i;

/** The parties that are neither a company nor a bank. */
async function excludedParties(rpc: TrytonRpc): Promise<Set<number>> {
  const companies = await rpc.searchRead<Row>('company.company', [], ['party']);
  const banks = await rpc.searchRead<Row>('bank', [], ['party']);
  return new Set([...companies, ...banks].map((row) => row.party as number));
}

async function changedPartyIds(rpc: TrytonRpc, cursor: string | null): Promise<number[] | null> {
  if (cursor === null) return null;
  const since = changedSince(cursor);
  const ids = new Set<number>();
  for (const row of await readAll(rpc, 'party.party', [...since, ['active', 'in', [true, false]]], ['id']))
    ids.add(row.id);
  for (const model of ['party.address', 'party.identifier', 'party.contact_mechanism'])
    for (const row of await readAll(rpc, model, since, ['party'])) ids.add(row.party as number);
  const numbers = await readAll(rpc, 'bank.account.number', since, ['account']);
  if (numbers.length > 0) {
    const accounts = await rpc.searchRead<Row>(
      'bank.account',
      [['id', 'in', numbers.map((row) => row.account)]],
      ['owners'],
    );
    for (const account of accounts) for (const owner of account.owners as number[]) ids.add(owner);
  }
  return [...ids];
}

async function relations(
  rpc: TrytonRpc,
  kind: 'Vendors' | 'Customers',
  cursor: string | null,
): Promise<ErpMasterData> {
  const onlyIds = await changedPartyIds(rpc, cursor);
  const excluded = await excludedParties(rpc);
  const termField = kind === 'Vendors' ? 'supplier_payment_term' : 'customer_payment_term';
  const parties = (
    await readAll(
      rpc,
      'party.party',
      [['active', 'in', [true, false]], ...(onlyIds ? [['id', 'in', onlyIds]] : [])],
      ['code', 'name', 'active', termField, 'create_date', 'write_date'],
    )
  ).filter((party) => !excluded.has(party.id));
  const ids = parties.map((party) => party.id);
  const inParties = [['party', 'in', ids]];
  const addresses = groupBy(
    await readAll(rpc, 'party.address', inParties, [
      'party',
      'street',
      'postal_code',
      'city',
      'country.code',
      'sequence',
    ]),
    'party',
  );
  const identifiers = groupBy(
    await readAll(rpc, 'party.identifier', inParties, ['party', 'type', 'code']),
    'party',
  );
  const contacts = groupBy(
    await readAll(rpc, 'party.contact_mechanism', inParties, ['party', 'type', 'value']),
    'party',
  );
  const accounts = await readAll(
    rpc,
    'bank.account',
    [['owners', 'in', ids]],
    ['owners', 'numbers', 'bank.bic', 'currency.code'],
  );
  const numbers = new Map(
    (
      await readAll(
        rpc,
        'bank.account.number',
        [
          ['account', 'in', accounts.map((a) => a.id)],
          ['type', '=', 'iban'],
        ],
        ['account', 'number_compact'],
      )
    ).map((row) => [row.account as number, text(row.number_compact)]),
  );
  const bankAccounts = groupBy(accounts, 'owners');
  const items: ErpRelation[] = parties.map((party) => {
    const [address] = addresses.get(party.id) ?? [];
    const ids = identifiers.get(party.id) ?? [];
    const contact = (type: string) =>
      text((contacts.get(party.id) ?? []).find((row) => row.type === type)?.value);
    const own = bankAccounts.get(party.id) ?? [];
    return {
      Code: text(party.code),
      Name: text(party.name),
      StreetAndNumber: text(address?.street).split('\n')[0] ?? '',
      Postcode: text(address?.postal_code),
      City: text(address?.city),
      Country: address ? text(nested(address, 'country').code) : '',
      EmailAddress: contact('email'),
      PhoneNumber: contact('phone') || contact('mobile'),
      VatNumber: text(ids.find((row) => row.type === 'eu_vat')?.code),
      ChamberOfCommerceNumber: text(ids.find((row) => ChamberOfCommerceTypes.test(text(row.type)))?.code),
      IbanNumbers: own.map((account) => numbers.get(account.id) ?? '').filter(Boolean),
      BicCode: own.length > 0 ? text(nested(own[0], 'bank').bic) : '',
      DefaultPaymentTermCode: party[termField] ? String(party[termField]) : '',
      DefaultCurrency: own.length > 0 ? text(nested(own[0], 'currency').code) : '',
      IsBlocked: party.active === false,
    };
  });
  return {
    Kind: kind,
    Items: items.filter((item) => item.Code !== ''),
    Cursor: cursorAfter(parties, cursor),
  };
}

async function ledgerAccounts(rpc: TrytonRpc, cursor: string | null): Promise<ErpMasterData> {
  const rows = await readAll(
    rpc,
    'account.account',
    [['type', '!=', null], ['active', 'in', [true, false]], ...changedSince(cursor)],
    ['code', 'name', 'closed', 'active', 'type.statement', 'create_date', 'write_date'],
  );
  const items: ErpCode[] = rows
    .filter((row) => text(row.code) !== '')
    .map((row) => ({
      Code: text(row.code),
      Description: text(row.name),
      IsBlocked: row.closed === true || row.active === false,
      AccountType: nested(row, 'type').statement === 'income' ? 'ProfitAndLoss' : 'Balance',
    }));
  return { Kind: 'GeneralLedger', Items: items, Cursor: cursorAfter(rows, cursor) };
}

async function taxes(rpc: TrytonRpc, cursor: string | null): Promise<ErpMasterData> {
  const rows = await readAll(
    rpc,
    'account.tax',
    [['parent', '=', null], ['active', 'in', [true, false]], ...changedSince(cursor)],
    ['name', 'description', 'type', 'rate', 'active', 'group.kind', 'create_date', 'write_date'],
  );
  const items: ErpCode[] = rows.map((row) => ({
    Code: String(row.id),
    Description: text(row.description) || text(row.name),
    IsBlocked: row.active === false,
    Percentage:
      row.type === 'percentage' && typeof row.rate === 'number' ? Math.round(row.rate * 100_000) / 1000 : 0,
    Category: nested(row, 'group').kind === 'sale' ? 'Sales' : 'Purchase',
  }));
  return { Kind: 'VatCode', Items: items, Cursor: cursorAfter(rows, cursor) };
}

async function paymentTerms(rpc: TrytonRpc, cursor: string | null): Promise<ErpMasterData> {
  const rows = await readAll(
    rpc,
    'account.invoice.payment_term',
    [['active', 'in', [true, false]], ...changedSince(cursor)],
    ['name', 'active', 'lines', 'create_date', 'write_date'],
  );
  const lines = await readAll(
    rpc,
    'account.invoice.payment_term.line',
    [['payment', 'in', rows.map((r) => r.id)]],
    ['payment', 'relativedeltas'],
  );
  const deltas = await readAll(
    rpc,
    'account.invoice.payment_term.line.delta',
    [['line', 'in', lines.map((l) => l.id)]],
    ['line', 'days', 'weeks', 'months'],
  );
  const daysOfLine = new Map<number, number>();
  for (const delta of deltas)
    daysOfLine.set(
      delta.line as number,
      (daysOfLine.get(delta.line as number) ?? 0) +
        Number(delta.days ?? 0) +
        7 * Number(delta.weeks ?? 0) +
        30 * Number(delta.months ?? 0),
    );
  const daysOfTerm = new Map<number, number>();
  for (const line of lines)
    daysOfTerm.set(
      line.payment as number,
      Math.max(daysOfTerm.get(line.payment as number) ?? 0, daysOfLine.get(line.id) ?? 0),
    );
  const items: ErpCode[] = rows.map((row) => ({
    Code: String(row.id),
    Description: text(row.name),
    IsBlocked: row.active === false,
    Days: daysOfTerm.get(row.id) ?? 0,
  }));
  return { Kind: 'PaymentTerm', Items: items, Cursor: cursorAfter(rows, cursor) };
}

async function analyticAccounts(rpc: TrytonRpc, cursor: string | null): Promise<ErpMasterData> {
  const rows = await readAll(
    rpc,
    'analytic_account.account',
    [['type', '=', 'normal'], ['active', 'in', [true, false]], ...changedSince(cursor)],
    ['code', 'name', 'state', 'active', 'create_date', 'write_date'],
  );
  const items: ErpCode[] = rows
    .filter((row) => text(row.code) !== '')
    .map((row) => ({
      Code: text(row.code),
      Description: text(row.name),
      IsBlocked: row.active === false || row.state === 'closed',
    }));
  return { Kind: 'Dimension1', Items: items, Cursor: cursorAfter(rows, cursor) };
}

/** Confirmed and processing purchases, with what was received (done moves) and invoiced (posted lines). */
async function purchaseOrders(rpc: TrytonRpc, cursor: string | null): Promise<ErpMasterData> {
  const orders = await readAll(
    rpc,
    'purchase.purchase',
    [['state', 'in', ['confirmed', 'processing', 'done']], ...changedSince(cursor)],
    [
      'number',
      'reference',
      'description',
      'purchase_date',
      'state',
      'party.code',
      'currency.code',
      'create_date',
      'write_date',
    ],
  );
  const lines = groupBy(
    await readAll(
      rpc,
      'purchase.line',
      [
        ['purchase', 'in', orders.map((o) => o.id)],
        ['type', '=', 'line'],
      ],
      [
        'purchase',
        'sequence',
        'product.code',
        'description',
        'quantity',
        'unit_price',
        'amount',
        'taxes',
        'moves',
        'invoice_lines',
      ],
    ),
    'purchase',
  );
  const allLines = [...lines.values()].flat();
  const moves = await readAll(
    rpc,
    'stock.move',
    [
      ['id', 'in', allLines.flatMap((l) => l.moves as number[])],
      ['state', '=', 'done'],
    ],
    ['quantity'],
  );
  const received = new Map(moves.map((move) => [move.id, Number(move.quantity ?? 0)]));
  const invoiceLines = await readAll(
    rpc,
    'account.invoice.line',
    [
      ['id', 'in', allLines.flatMap((l) => l.invoice_lines as number[])],
      ['invoice.state', 'in', ['posted', 'paid']],
    ],
    ['quantity'],
  );
  const invoiced = new Map(invoiceLines.map((line) => [line.id, Number(line.quantity ?? 0)]));
  const sum = (ids: unknown, of: Map<number, number>) =>
    (ids as number[]).reduce((total, id) => total + (of.get(id) ?? 0), 0);
  const items: ErpPurchaseOrder[] = orders.map((order) => ({
    Code: text(order.number),
    VendorCode: text(nested(order, 'party').code),
    Description: text(order.description) || text(order.reference),
    OrderDate: typeof order.purchase_date === 'string' ? order.purchase_date : null,
    Currency: text(nested(order, 'currency').code) || 'EUR',
    IsOpen: order.state !== 'done',
    Lines: (lines.get(order.id) ?? []).map((line, index) => ({
      LineNumber: index + 1,
      ArticleCode: text(nested(line, 'product').code),
      Description: text(line.description) || text(nested(line, 'product').rec_name),
      Quantity: Number(line.quantity ?? 0),
      QuantityReceived: sum(line.moves, received),
      QuantityInvoiced: sum(line.invoice_lines, invoiced),
      UnitPrice: Number(line.unit_price ?? 0),
      Amount: Number(line.amount ?? 0),
      LedgerCode: '',
      VatCode: (line.taxes as number[]).length > 0 ? String((line.taxes as number[])[0]) : '',
    })),
  }));
  return { Kind: 'PurchaseOrders', Items: items, Cursor: cursorAfter(orders, cursor) };
}

export function readMasterData(
  rpc: TrytonRpc,
  kind: ErpMasterDataKind,
  cursor: string | null,
): Promise<ErpMasterData> {
  switch (kind) {
    case 'Vendors':
    case 'Customers':
      return relations(rpc, kind, cursor);
    case 'GeneralLedger':
      return ledgerAccounts(rpc, cursor);
    case 'VatCode':
      return taxes(rpc, cursor);
    case 'PaymentTerm':
      return paymentTerms(rpc, cursor);
    case 'Dimension1':
      return analyticAccounts(rpc, cursor);
    case 'PurchaseOrders':
      return purchaseOrders(rpc, cursor);
  }
}
