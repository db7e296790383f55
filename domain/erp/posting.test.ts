import {
  createsRelationInErp,
  invoicePostingOf,
  type PostingHeader,
  type PostingLine,
  postingRouteOf,
} from './posting';

const header = (overrides: Partial<PostingHeader> = {}): PostingHeader => ({
  Id: '0b6f3a52-8c1e-4f7e-9d0a-1f2e3d4c5b6a',
  DocumentType: 'PurchaseInvoice',
  InvoiceType: 'Debit',
  RelationCode: ' 2 ',
  DocumentNumber: 'INV-2026-0042',
  DocumentDate: '2026-03-02',
  DueDate: '2026-04-01',
  Currency: 'EUR',
  Description: 'Office supplies',
  PaymentReference: 'RF18 5390 0754 7034',
  NetAmount: 150,
  VatAmount: 31.5,
  GrossAmount: 181.5,
  ...overrides,
});

const line = (overrides: Partial<PostingLine> = {}): PostingLine => ({
  Description: 'Paper',
  GeneralLedger: '4100',
  VatCode: '7',
  NetAmount: 100,
  VatAmount: 21,
  Quantity: 4,
  UnitPrice: 25,
  Dimension1: '',
  ...overrides,
});

const twoLines = [
  line(),
  line({
    Description: 'Toner',
    GeneralLedger: '4200',
    NetAmount: 50,
    VatAmount: 10.5,
    Quantity: 1,
    UnitPrice: 50,
    Dimension1: 'KP100',
  }),
];

const postingOf = (h: PostingHeader, lines: PostingLine[]) => {
  const result = invoicePostingOf(h, lines);
  if (!result.ok) throw new Error(result.message);
  return result.posting;
};

const refusalOf = (h: PostingHeader, lines: PostingLine[]) => {
  const result = invoicePostingOf(h, lines);
  return result.ok ? 'posted' : result.message;
};

describe('which way a document is posted', () => {
  it('numbers it in Ledgerline for a Manual company', () => {
    expect(postingRouteOf('Manual', null, 'PurchaseInvoice')).toBe('Manual');
    expect(postingRouteOf('Manual', null, 'SalesInvoice')).toBe('Manual');
  });

  it('queues an ERP action for invoices of a company whose adapter posts them', () => {
    expect(postingRouteOf('Tryton', null, 'PurchaseInvoice')).toBe('Erp');
    expect(postingRouteOf('Tryton', null, 'SalesInvoice')).toBe('Erp');
  });

  it('numbers it in Ledgerline for a named adapter Ledgerline has no connection for yet', () => {
    expect(postingRouteOf('ExactOnline', 'ExactOnline.Wholesale', 'PurchaseInvoice')).toBe('Manual');
    expect(postingRouteOf('Twinfield', null, 'SalesInvoice')).toBe('Manual');
  });

  it('never sends a packing slip to the ERP', () => {
    expect(postingRouteOf('Tryton', null, 'PackingSlip')).toBe('Manual');
  });

  it("leaves an Api company's invoices waiting for the customer's own connector", () => {
    expect(postingRouteOf('Api', null, 'PurchaseInvoice')).toBe('Connector');
  });
});

describe('where a new vendor or customer is created', () => {
  it("in the ERP, which gives its code, when the company's adapter can create that kind there", () => {
    expect(createsRelationInErp('Tryton', null, 'Vendor')).toBe(true);
    expect(createsRelationInErp('Tryton', null, 'Customer')).toBe(true);
  });

  it('in Ledgerline for a Manual company, and for an Api company whose connector pushes its relations', () => {
    expect(createsRelationInErp('Manual', null, 'Vendor')).toBe(false);
    expect(createsRelationInErp('Api', null, 'Customer')).toBe(false);
    expect(createsRelationInErp('ExactOnline', null, 'Vendor')).toBe(false);
  });
});

describe('the invoice an ERP books for a coded document', () => {
  it('carries the header, keyed by the document id, and every coding line', () => {
    const posting = postingOf(header(), twoLines);
    expect(posting).toEqual({
      PostingKey: '0b6f3a52-8c1e-4f7e-9d0a-1f2e3d4c5b6a',
      Kind: 'Purchase',
      IsCreditNote: false,
      RelationCode: '2',
      InvoiceNumber: 'INV-2026-0042',
      InvoiceDate: '2026-03-02',
      DueDate: '2026-04-01',
      Currency: 'EUR',
      Description: 'Office supplies',
      PaymentReference: 'RF18 5390 0754 7034',
      NetAmount: 150,
      VatAmount: 31.5,
      GrossAmount: 181.5,
      Lines: [
        {
          Description: 'Paper',
          LedgerCode: '4100',
          VatCode: '7',
          NetAmount: 100,
          VatAmount: 21,
          Quantity: 4,
          UnitPrice: 25,
          Dimension1: '',
        },
        {
          Description: 'Toner',
          LedgerCode: '4200',
          VatCode: '7',
          NetAmount: 50,
          VatAmount: 10.5,
          Quantity: 1,
          UnitPrice: 50,
          Dimension1: 'KP100',
        },
      ],
    });
  });

  it('posts a sales invoice as a sales invoice', () => {
    expect(postingOf(header({ DocumentType: 'SalesInvoice' }), twoLines).Kind).toBe('Sales');
  });

  it('gives the same key on every attempt, so a retry finds what the first one booked', () => {
    expect(postingOf(header(), twoLines).PostingKey).toBe(postingOf(header(), twoLines).PostingKey);
  });

  it('books the amount alone where quantity times price does not make it', () => {
    const [mapped] = postingOf(header({ NetAmount: 100 }), [line({ Quantity: 3, UnitPrice: 25 })]).Lines;
    expect(mapped).toMatchObject({ NetAmount: 100, Quantity: null, UnitPrice: null });
  });

  it('posts a credit note kept with positive amounts (an e-invoice) as a credit note with positive amounts', () => {
    const posting = postingOf(header({ InvoiceType: 'Credit' }), twoLines);
    expect(posting).toMatchObject({
      IsCreditNote: true,
      NetAmount: 150,
      VatAmount: 31.5,
      GrossAmount: 181.5,
    });
    expect(posting.Lines.map((l) => [l.NetAmount, l.VatAmount, l.Quantity, l.UnitPrice])).toEqual([
      [100, 21, 4, 25],
      [50, 10.5, 1, 50],
    ]);
  });

  it('turns a credit note kept with negative amounts (a scan) into the same positive credit note', () => {
    const negative = header({
      InvoiceType: 'Credit',
      NetAmount: -150,
      VatAmount: -31.5,
      GrossAmount: -181.5,
    });
    const posting = postingOf(negative, [
      line({ NetAmount: -100, VatAmount: -21, Quantity: 4, UnitPrice: 25 }),
      line({ NetAmount: -50, VatAmount: -10.5, Quantity: -1, UnitPrice: 50 }),
    ]);
    expect(posting).toMatchObject({
      IsCreditNote: true,
      NetAmount: 150,
      VatAmount: 31.5,
      GrossAmount: 181.5,
    });
    expect(posting.Lines.map((l) => [l.NetAmount, l.VatAmount, l.Quantity, l.UnitPrice])).toEqual([
      [100, 21, 4, 25],
      [50, 10.5, 1, 50],
    ]);
  });

  it('takes a debit document with a negative total for the credit note it is', () => {
    const posting = postingOf(header({ NetAmount: -100, VatAmount: -21, GrossAmount: -121 }), [
      line({ NetAmount: -100, VatAmount: -21, Quantity: 4, UnitPrice: -25 }),
    ]);
    expect(posting).toMatchObject({ IsCreditNote: true, NetAmount: 100, GrossAmount: 121 });
    expect(posting.Lines[0]).toMatchObject({ NetAmount: 100, Quantity: 4, UnitPrice: 25 });
  });

  it('keeps the minus of a line that goes against the invoice, such as a discount', () => {
    const posting = postingOf(header({ NetAmount: 90, VatAmount: 18.9, GrossAmount: 108.9 }), [
      line(),
      line({ Description: 'Discount', NetAmount: -10, VatAmount: -2.1, Quantity: 1, UnitPrice: -10 }),
    ]);
    expect(posting.IsCreditNote).toBe(false);
    expect(posting.Lines[1]).toMatchObject({ NetAmount: -10, VatAmount: -2.1, Quantity: 1, UnitPrice: -10 });
  });

  it('refuses what an ERP cannot book, saying why', () => {
    expect(refusalOf(header({ DocumentType: 'PackingSlip' }), twoLines)).toBe('Erp_Posting_Not_An_Invoice');
    expect(refusalOf(header({ RelationCode: '  ' }), twoLines)).toBe('Erp_Posting_No_Relation_Code');
    expect(refusalOf(header({ DocumentDate: null }), twoLines)).toBe('Erp_Posting_No_Invoice_Date');
    expect(refusalOf(header(), [])).toBe('Erp_Posting_No_Coding_Lines');
    expect(refusalOf(header(), [line(), line({ GeneralLedger: ' ', NetAmount: 50 })])).toBe(
      'Erp_Posting_Line_Without_Ledger%%2',
    );
    expect(refusalOf(header({ NetAmount: 150.01 }), twoLines)).toBe(
      'Erp_Posting_Lines_Do_Not_Add_Up%%150.00%%150.01',
    );
  });
});
