import { EXACT_MATCH_TOLERANCES, type MatchTolerances } from './matchTolerances';
import {
  applyInvoicedQuantities,
  findCandidateOrders,
  type InvoiceLineToMatch,
  type LineMatch,
  type MatchOrder,
  type MatchOrderLine,
  matchableOrderLines,
  matchLines,
  matchOutcome,
} from './purchaseOrderMatch';

const orderLine = (overrides: Partial<MatchOrderLine> = {}): MatchOrderLine => ({
  Id: 'L1',
  LineNumber: 1,
  ArticleCode: 'BOLT',
  Quantity: 10,
  QuantityInvoiced: 0,
  QuantityReceived: 10,
  UnitPrice: 10,
  ...overrides,
});

const order = (overrides: Partial<MatchOrder> = {}): MatchOrder => ({
  Id: 'PO1',
  Code: 'PO-1001',
  VendorCode: 'V100',
  Currency: 'EUR',
  InvoicedStatus: 'New',
  IsDeleted: false,
  Lines: [orderLine()],
  ...overrides,
});

const invoiceLine = (overrides: Partial<InvoiceLineToMatch> = {}): InvoiceLineToMatch => ({
  LineNumber: 1,
  ArticleCode: 'BOLT',
  Quantity: 10,
  UnitPrice: 10,
  ...overrides,
});

const tolerances = (overrides: Partial<MatchTolerances> = {}): MatchTolerances => ({
  ...EXACT_MATCH_TOLERANCES,
  ...overrides,
});

const matchOne = (
  line: Partial<InvoiceLineToMatch>,
  ordered: Partial<MatchOrderLine>,
  t: Partial<MatchTolerances> = {},
) =>
  matchLines(
    [invoiceLine(line)],
    matchableOrderLines([order({ Lines: [orderLine(ordered)] })]),
    tolerances(t),
  )[0];

const invoice = {
  RelationCode: 'V100',
  PurchaseOrderNumbers: [],
  GrossAmount: 121,
  NetAmount: 100,
  Currency: 'EUR',
};

describe('findCandidateOrders', () => {
  const byNumber = order({ Id: 'A', Code: 'PO-7' });
  const exactAmount = order({ Id: 'B', Code: 'PO-8' });
  const otherAmount = order({ Id: 'C', Code: 'PO-9', Lines: [orderLine({ Quantity: 50 })] });

  it('ranks the order number on the document first, then the vendor with the amount, then the vendor', () => {
    const candidates = findCandidateOrders(
      { ...invoice, PurchaseOrderNumbers: [' po-7 '] },
      [otherAmount, exactAmount, byNumber],
      tolerances(),
    );
    expect(candidates.map((c) => [c.Order.Id, c.Reason])).toEqual([
      ['A', 'OrderNumberOnDocument'],
      ['B', 'VendorAndAmount'],
      ['C', 'Vendor'],
    ]);
    expect(candidates[2].OpenAmount).toBe(500);
  });

  it('compares the net amount with what is still open on the order, within the price tolerance', () => {
    const halfInvoiced = order({ Lines: [orderLine({ Quantity: 20, QuantityInvoiced: 10 })] });
    expect(findCandidateOrders(invoice, [halfInvoiced], tolerances())[0].Reason).toBe('VendorAndAmount');
    const off = { ...invoice, NetAmount: 102 };
    expect(findCandidateOrders(off, [halfInvoiced], tolerances({ PricePercentage: 2 }))[0].Reason).toBe(
      'VendorAndAmount',
    );
    expect(
      findCandidateOrders(
        { ...off, NetAmount: 102.01 },
        [halfInvoiced],
        tolerances({ PricePercentage: 2 }),
      )[0].Reason,
    ).toBe('Vendor');
  });

  it('leaves out cancelled, completed and deleted orders and orders of another vendor', () => {
    const orders = [
      order({ Id: 'cancelled', InvoicedStatus: 'Cancelled' }),
      order({ Id: 'completed', InvoicedStatus: 'Completed' }),
      order({ Id: 'deleted', IsDeleted: true }),
      order({ Id: 'vendor', VendorCode: 'V200' }),
    ];
    expect(
      findCandidateOrders({ ...invoice, PurchaseOrderNumbers: ['PO-1001'] }, orders, tolerances()),
    ).toEqual([]);
  });

  it('proposes the vendor orders only in the invoice currency, an order number on the document in any', () => {
    const dollars = [order({ Currency: 'USD' })];
    expect(findCandidateOrders(invoice, dollars, tolerances())).toEqual([]);
    expect(
      findCandidateOrders({ ...invoice, PurchaseOrderNumbers: ['PO-1001'] }, dollars, tolerances()),
    ).toHaveLength(1);
  });

  it('takes an order number on the document when the vendor is not known yet', () => {
    const candidates = findCandidateOrders(
      { ...invoice, RelationCode: null, PurchaseOrderNumbers: ['PO-1001'] },
      [order()],
      tolerances(),
    );
    expect(candidates.map((c) => c.Reason)).toEqual(['OrderNumberOnDocument']);
  });
});

describe('matchLines, two-way', () => {
  it('matches by article code and reports no differences when order and invoice agree', () => {
    expect(matchOne({}, {})).toEqual({
      InvoiceLineNumber: 1,
      OrderLine: { PurchaseOrderId: 'PO1', Id: 'L1', LineNumber: 1 },
      Quantity: 10,
      QuantityDifference: 0,
      PriceDifference: 0,
      Flags: [],
    });
  });

  it('prefers the order line named on the invoice line over the article code', () => {
    const lines = matchableOrderLines([
      order({ Lines: [orderLine(), orderLine({ Id: 'L2', LineNumber: 2 })] }),
    ]);
    const [match] = matchLines([invoiceLine({ PurchaseOrderLineId: 'L2' })], lines, tolerances());
    expect(match.OrderLine?.Id).toBe('L2');
  });

  it('leaves a line without a fitting order line unmatched, and never matches a cancelled order', () => {
    expect(matchOne({ ArticleCode: 'NUT' }, {}).OrderLine).toBeNull();
    const cancelled = matchableOrderLines([order({ InvoicedStatus: 'Cancelled' })]);
    expect(matchLines([invoiceLine()], cancelled, tolerances())[0].OrderLine).toBeNull();
  });

  it('accepts a price difference up to the price percentage and flags one just over it', () => {
    expect(matchOne({ UnitPrice: 10.2 }, {}, { PricePercentage: 2 }).Flags).toEqual([]);
    const over = matchOne({ UnitPrice: 10.201 }, {}, { PricePercentage: 2 });
    expect(over.Flags).toEqual(['PriceOutsideTolerance']);
    expect(over.PriceDifference).toBe(0.201);
  });

  it('accepts a price difference up to the price amount, in either direction, and flags one just over it', () => {
    expect(matchOne({ UnitPrice: 9.95 }, {}, { PriceAmount: 0.05 }).Flags).toEqual([]);
    expect(matchOne({ UnitPrice: 10.051 }, {}, { PriceAmount: 0.05 }).Flags).toEqual([
      'PriceOutsideTolerance',
    ]);
  });

  it('lets the larger of the two price tolerances count', () => {
    expect(matchOne({ UnitPrice: 10.5 }, {}, { PricePercentage: 1, PriceAmount: 0.5 }).Flags).toEqual([]);
  });

  it('accepts over-invoicing up to the quantity percentage as a warning and refuses it just over', () => {
    expect(matchOne({ Quantity: 11 }, {}, { QuantityPercentage: 10 }).Flags).toEqual(['OverInvoiced']);
    const over = matchOne({ Quantity: 11.001 }, {}, { QuantityPercentage: 10 });
    expect(over.Flags).toEqual(['QuantityOutsideTolerance', 'OverInvoiced']);
    expect(over.QuantityDifference).toBe(1.001);
  });

  it('treats invoicing less than is open as partial invoicing, not a difference outside tolerance', () => {
    const partial = matchOne({ Quantity: 4 }, {});
    expect(partial.Flags).toEqual([]);
    expect(partial.QuantityDifference).toBe(-6);
  });

  it('counts what was invoiced before, also by earlier lines of the same invoice', () => {
    expect(matchOne({ Quantity: 3 }, { QuantityInvoiced: 8 }).Flags).toEqual([
      'QuantityOutsideTolerance',
      'OverInvoiced',
    ]);
    const lines = matchableOrderLines([order()]);
    const [first, second] = matchLines(
      [invoiceLine({ Quantity: 6 }), invoiceLine({ LineNumber: 2, Quantity: 6 })],
      lines,
      tolerances(),
    );
    expect(first.Flags).toEqual([]);
    expect(second.Flags).toEqual(['QuantityOutsideTolerance', 'OverInvoiced']);
    expect(second.QuantityDifference).toBe(2);
  });

  it('moves on to the next line of the same article once one is fully invoiced', () => {
    const lines = matchableOrderLines([
      order({ Lines: [orderLine({ QuantityInvoiced: 10 }), orderLine({ Id: 'L2', LineNumber: 2 })] }),
    ]);
    expect(matchLines([invoiceLine()], lines, tolerances())[0].OrderLine?.Id).toBe('L2');
  });

  it('ignores received quantities', () => {
    expect(matchOne({}, { QuantityReceived: 0 }).Flags).toEqual([]);
  });
});

describe('matchLines, three-way', () => {
  const threeWay = { Mode: 'ThreeWay' } as const;

  it('matches when the invoiced quantity was received', () => {
    expect(matchOne({ Quantity: 6 }, { QuantityReceived: 6 }, threeWay).Flags).toEqual([]);
  });

  it('flags invoicing more than was received as over-invoiced, within the quantity tolerance only a warning', () => {
    expect(matchOne({ Quantity: 8 }, { QuantityReceived: 6 }, threeWay).Flags).toEqual([
      'QuantityOutsideTolerance',
      'OverInvoiced',
    ]);
    expect(
      matchOne({ Quantity: 6.6 }, { QuantityReceived: 6 }, { ...threeWay, QuantityPercentage: 10 }).Flags,
    ).toEqual(['OverInvoiced']);
    expect(
      matchOne({ Quantity: 6.601 }, { QuantityReceived: 6 }, { ...threeWay, QuantityPercentage: 10 }).Flags,
    ).toEqual(['QuantityOutsideTolerance', 'OverInvoiced']);
  });

  it('flags a line of which nothing (more) was received', () => {
    expect(matchOne({ Quantity: 2 }, { QuantityReceived: 0 }, threeWay).Flags).toEqual([
      'QuantityOutsideTolerance',
      'OverInvoiced',
      'NotReceived',
    ]);
    expect(matchOne({ Quantity: 2 }, { QuantityReceived: 5, QuantityInvoiced: 5 }, threeWay).Flags).toContain(
      'NotReceived',
    );
  });

  it('still flags invoicing more than ordered when more was received than ordered', () => {
    expect(matchOne({ Quantity: 12 }, { QuantityReceived: 12 }, threeWay).Flags).toEqual([
      'QuantityOutsideTolerance',
      'OverInvoiced',
    ]);
  });
});

describe('applyInvoicedQuantities', () => {
  const twoLines = order({
    Lines: [orderLine(), orderLine({ Id: 'L2', LineNumber: 2, ArticleCode: 'NUT', Quantity: 5 })],
  });
  const apply = (quantities: number[], target = twoLines) => {
    const lines = quantities.map((Quantity, i) =>
      invoiceLine({ LineNumber: i + 1, PurchaseOrderLineId: `L${i + 1}`, Quantity }),
    );
    return applyInvoicedQuantities(target, matchLines(lines, matchableOrderLines([target]), tolerances()));
  };

  it('is Partially_Completed after a partial invoice, with the new quantities invoiced', () => {
    const after = apply([4]);
    expect(after.Lines.map((line) => line.QuantityInvoiced)).toEqual([4, 0]);
    expect(after.InvoicedStatus).toBe('Partially_Completed');
  });

  it('is Completed once every line is fully invoiced, over-invoicing included', () => {
    expect(apply([10, 5]).InvoicedStatus).toBe('Completed');
    expect(apply([10, 5.5]).Lines[1].QuantityInvoiced).toBe(5.5);
  });

  it('keeps 3 decimals on the invoiced quantity', () => {
    expect(apply([1.0005]).Lines[0].QuantityInvoiced).toBe(1.001);
  });

  it('is New when nothing was matched to the order', () => {
    expect(applyInvoicedQuantities(twoLines, []).InvoicedStatus).toBe('New');
  });

  it('leaves a cancelled order cancelled and its quantities as they were', () => {
    const cancelled = { ...twoLines, InvoicedStatus: 'Cancelled' as const };
    const match: LineMatch = {
      InvoiceLineNumber: 1,
      OrderLine: { PurchaseOrderId: 'PO1', Id: 'L1', LineNumber: 1 },
      Quantity: 10,
      QuantityDifference: 0,
      PriceDifference: 0,
      Flags: [],
    };
    expect(applyInvoicedQuantities(cancelled, [match])).toEqual({
      Lines: twoLines.Lines,
      InvoicedStatus: 'Cancelled',
    });
  });

  it('only counts matches on this order', () => {
    const matchedOnPO1 = matchLines([invoiceLine()], matchableOrderLines([twoLines]), tolerances());
    expect(applyInvoicedQuantities({ ...twoLines, Id: 'PO2' }, matchedOnPO1).InvoicedStatus).toBe('New');
  });
});

describe('matchOutcome', () => {
  const lines = matchableOrderLines([order()]);
  const matches = (invoiceLines: Partial<InvoiceLineToMatch>[], t: Partial<MatchTolerances> = {}) =>
    matchLines(
      invoiceLines.map((l, i) => invoiceLine({ LineNumber: i + 1, ...l })),
      lines,
      tolerances(t),
    );

  it('lets a matched document go on', () => {
    expect(matchOutcome({ PurchaseOrderMatchRequired: true, Matches: matches([{}]) })).toEqual({
      MayContinue: true,
      Status: null,
      Errors: [],
      Warnings: [],
    });
  });

  it('makes the document wait in Wait_For_Purchase_Order_Match when a match is required and none is found', () => {
    const outcome = matchOutcome({
      PurchaseOrderMatchRequired: true,
      Matches: matches([{ ArticleCode: 'NUT' }]),
    });
    expect(outcome).toMatchObject({ MayContinue: false, Status: 'Wait_For_Purchase_Order_Match' });
    expect(outcome.Errors).toEqual([
      'Coding_Purchase_Order_Match_Not_Found',
      'Coding_Purchase_Order_Line_Not_Matched%%1',
    ]);
    expect(matchOutcome({ PurchaseOrderMatchRequired: true, Matches: [] }).Status).toBe(
      'Wait_For_Purchase_Order_Match',
    );
  });

  it('makes the document wait when a line is outside tolerance, naming the line and the difference', () => {
    const outcome = matchOutcome({
      PurchaseOrderMatchRequired: true,
      Matches: matches([{ UnitPrice: 10.25 }, { LineNumber: 2, Quantity: 0 }], {}),
    });
    expect(outcome.Status).toBe('Wait_For_Purchase_Order_Match');
    expect(outcome.Errors).toEqual(['Coding_Purchase_Order_Price_Outside_Tolerance%%1%%0.250']);
  });

  it('names quantity and receipt errors, and over-invoicing within tolerance as a warning only', () => {
    const threeWay = matchOutcome({
      PurchaseOrderMatchRequired: true,
      Matches: matchLines(
        [invoiceLine({ Quantity: 2 })],
        matchableOrderLines([order({ Lines: [orderLine({ QuantityReceived: 0 })] })]),
        tolerances({ Mode: 'ThreeWay' }),
      ),
    });
    expect(threeWay.Errors).toEqual([
      'Coding_Purchase_Order_Quantity_Outside_Tolerance%%1%%2.000',
      'Coding_Purchase_Order_Not_Received%%1',
    ]);
    const warned = matchOutcome({
      PurchaseOrderMatchRequired: true,
      Matches: matches([{ Quantity: 10.5 }], { QuantityPercentage: 10 }),
    });
    expect(warned).toMatchObject({ MayContinue: true, Status: null, Errors: [] });
    expect(warned.Warnings).toEqual(['Coding_Purchase_Order_Over_Invoiced%%1%%0.500']);
  });

  it('lets the document go on, with its messages, when the company does not require a match', () => {
    const outcome = matchOutcome({
      PurchaseOrderMatchRequired: false,
      Matches: matches([{ ArticleCode: 'NUT' }]),
    });
    expect(outcome.MayContinue).toBe(true);
    expect(outcome.Status).toBeNull();
    expect(outcome.Errors).toContain('Coding_Purchase_Order_Match_Not_Found');
  });
});
