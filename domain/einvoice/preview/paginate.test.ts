import type { EInvoiceAllowanceCharge, EInvoiceLine, EInvoicePaymentMeans, EInvoiceVatLine } from '../types';
import { EXTRA_PAGE_ROWS, SECTION_HEADER_ROWS } from './constants';
import { type PaginatedInvoice, paginateInvoicePreview } from './paginate';
import { lineWeight, textRows } from './rows';
import { PageSegmentKind } from './types';

const line = (overrides: Partial<EInvoiceLine> = {}): EInvoiceLine => ({
  Id: '1',
  ItemId: null,
  ItemName: 'Paper A4',
  ItemDescription: null,
  OrderLineReference: null,
  Note: null,
  Quantity: 1,
  ItemUnitCode: 'C62',
  PriceAmount: 10,
  ItemTaxPercentage: 21,
  LineExtensionAmount: 10,
  LineExtensionAmountCurrency: 'EUR',
  Reference: null,
  ...overrides,
});
const allowance = (): EInvoiceAllowanceCharge => ({
  IsCharge: false,
  Description: 'Discount',
  Percentage: null,
  Amount: 1,
  AmountCurrency: 'EUR',
});
const vatLine = (): EInvoiceVatLine => ({
  TaxCategory: 'S',
  TaxableAmount: 10,
  TaxableAmountCurrency: 'EUR',
  TaxCategoryPercent: 21,
  TaxAmount: 2.1,
  TaxAmountCurrency: 'EUR',
});
const payment = (): EInvoicePaymentMeans => ({
  Id: 'REF',
  Name: null,
  Code: 30,
  PayeeAccountFinancialInstitution: null,
  PayeeAccount: 'NL91ABNA0417164300',
});
const times = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

function invoice(counts: {
  lines?: number;
  allowances?: number;
  vat?: number;
  payments?: number;
  note?: string;
}) {
  return {
    Lines: times(counts.lines ?? 0, () => line()),
    AllowanceCharges: times(counts.allowances ?? 0, allowance),
    VatLines: times(counts.vat ?? 0, vatLine),
    PaymentMeans: times(counts.payments ?? 0, payment),
    Note: counts.note ?? null,
  } satisfies PaginatedInvoice;
}

const moved = (counts: Parameters<typeof invoice>[0], bodyHeight?: number) =>
  paginateInvoicePreview(invoice(counts), { bodyHeight }).moved;

describe('row counting', () => {
  it('counts a note as one row per started 80 characters', () => {
    expect(textRows(null)).toBe(0);
    expect(textRows('')).toBe(0);
    expect(textRows('x'.repeat(80))).toBe(1);
    expect(textRows('x'.repeat(81))).toBe(2);
    expect(textRows('x'.repeat(160))).toBe(2);
  });

  it('weighs a line one row, more for long descriptions and notes', () => {
    expect(lineWeight(line())).toBe(1);
    expect(lineWeight(line({ ItemName: null }))).toBe(1);
    expect(lineWeight(line({ ItemName: 'x'.repeat(100) }))).toBe(2);
    expect(lineWeight(line({ Note: 'y'.repeat(81) }))).toBe(3);
  });
});

describe('page 1 with everything inside the limits', () => {
  it('is a single page holding header, lines, allowances, tax lines and payment lines', () => {
    const layout = paginateInvoicePreview(invoice({ lines: 4, allowances: 2, vat: 2, payments: 1 }));
    expect(layout.totalPages).toBe(1);
    expect(layout.pages[0].notes).toEqual([]);
    expect(layout.pages[0].segments.map((s) => s.kind)).toEqual([
      PageSegmentKind.None,
      PageSegmentKind.InvoiceLines,
      PageSegmentKind.AllowanceChargesLines,
      PageSegmentKind.VatLines,
      PageSegmentKind.PaymentMeansLines,
    ]);
  });

  it('has no segment for an empty section', () => {
    const layout = paginateInvoicePreview(invoice({}));
    expect(layout.pages).toEqual([
      { segments: [{ kind: PageSegmentKind.None, start: 0, end: 0 }], notes: [] },
    ]);
  });
});

describe('line weight threshold', () => {
  it('keeps 4 lines and moves 5 on a 980 px body', () => {
    expect(moved({ lines: 4 })).toEqual([]);
    expect(moved({ lines: 5 })).toEqual([PageSegmentKind.InvoiceLines]);
  });

  it('keeps 2 lines and moves 3 when the body height is 950 or less', () => {
    expect(moved({ lines: 2 }, 950)).toEqual([]);
    expect(moved({ lines: 3 }, 950)).toEqual([PageSegmentKind.InvoiceLines]);
    expect(moved({ lines: 3 }, 951)).toEqual([]);
  });

  it('counts weight, not lines: two long lines weigh more than 4', () => {
    const long = line({ ItemName: 'x'.repeat(161) });
    const layout = paginateInvoicePreview({ ...invoice({}), Lines: [long, long] });
    expect(layout.moved).toEqual([PageSegmentKind.InvoiceLines]);
  });

  it('marks the moved lines with Lines_Next_Page and puts them on page 2', () => {
    const layout = paginateInvoicePreview(invoice({ lines: 5 }));
    expect(layout.totalPages).toBe(2);
    expect(layout.pages[0].notes).toEqual(['Lines_Next_Page']);
    expect(layout.pages[1].segments).toEqual([{ kind: PageSegmentKind.InvoiceLines, start: 0, end: 5 }]);
  });
});

describe('combined row threshold of 20', () => {
  it('keeps 20 rows and moves the lines at 21', () => {
    expect(moved({ lines: 4, allowances: 10, vat: 6 })).toEqual([]);
    expect(moved({ lines: 4, allowances: 10, vat: 7 })).toEqual([PageSegmentKind.InvoiceLines]);
  });

  it('counts note rows, one per 80 characters', () => {
    expect(moved({ lines: 4, payments: 16 })).toEqual([]);
    expect(moved({ lines: 4, payments: 15, note: 'n'.repeat(80) })).toEqual([]);
    expect(moved({ lines: 4, payments: 15, note: 'n'.repeat(81) })).toEqual([PageSegmentKind.InvoiceLines]);
  });

  it('moves the next section in order while page 1 still holds more than 20 rows', () => {
    expect(moved({ lines: 1, allowances: 10, vat: 10, payments: 1 })).toEqual([
      PageSegmentKind.InvoiceLines,
      PageSegmentKind.AllowanceChargesLines,
    ]);
  });
});

describe('allowances and charges threshold', () => {
  it('keeps 10 and moves 11 with Allowances_Next_Page', () => {
    expect(moved({ allowances: 10 })).toEqual([]);
    const layout = paginateInvoicePreview(invoice({ allowances: 11 }));
    expect(layout.moved).toEqual([PageSegmentKind.AllowanceChargesLines]);
    expect(layout.pages[0].notes).toEqual(['Allowances_Next_Page']);
  });

  it('keeps 6 and moves 7 when the body height is 950 or less', () => {
    expect(moved({ allowances: 6 }, 950)).toEqual([]);
    expect(moved({ allowances: 7 }, 950)).toEqual([PageSegmentKind.AllowanceChargesLines]);
  });
});

describe('tax lines threshold', () => {
  it('keeps 10 and moves 11 with Tax_Lines_Next_Page', () => {
    expect(moved({ vat: 10 })).toEqual([]);
    const layout = paginateInvoicePreview(invoice({ vat: 11 }));
    expect(layout.moved).toEqual([PageSegmentKind.VatLines]);
    expect(layout.pages[0].notes).toEqual(['Tax_Lines_Next_Page']);
  });

  it('keeps 5 and moves 6 when the body height is 950 or less', () => {
    expect(moved({ vat: 5 }, 950)).toEqual([]);
    expect(moved({ vat: 6 }, 950)).toEqual([PageSegmentKind.VatLines]);
  });
});

describe('payment lines threshold', () => {
  it('keeps 20 and moves 21 with Payment_Lines_Next_Page', () => {
    expect(moved({ payments: 20 })).toEqual([]);
    const layout = paginateInvoicePreview(invoice({ payments: 21 }));
    expect(layout.moved).toEqual([PageSegmentKind.PaymentMeansLines]);
    expect(layout.pages[0].notes).toEqual(['Payment_Lines_Next_Page']);
  });

  it('uses the same 20 on a compact body', () => {
    expect(moved({ payments: 20 }, 900)).toEqual([]);
    expect(moved({ payments: 21 }, 900)).toEqual([PageSegmentKind.PaymentMeansLines]);
  });
});

describe('extra pages', () => {
  it('moves sections in the order lines, allowances, tax lines, payment lines', () => {
    const layout = paginateInvoicePreview(invoice({ lines: 5, allowances: 11, vat: 11, payments: 21 }));
    expect(layout.pages[0].notes).toEqual([
      'Lines_Next_Page',
      'Allowances_Next_Page',
      'Tax_Lines_Next_Page',
      'Payment_Lines_Next_Page',
    ]);
    const kinds = layout.pages.slice(1).flatMap((p) => p.segments.map((s) => s.kind));
    expect([...new Set(kinds)]).toEqual([
      PageSegmentKind.InvoiceLines,
      PageSegmentKind.AllowanceChargesLines,
      PageSegmentKind.VatLines,
      PageSegmentKind.PaymentMeansLines,
    ]);
  });

  it('splits 200 lines over pages of 28 lines each, without losing or repeating a line', () => {
    const layout = paginateInvoicePreview(invoice({ lines: 200 }));
    const perPage = EXTRA_PAGE_ROWS - SECTION_HEADER_ROWS;
    expect(layout.totalPages).toBe(1 + Math.ceil(200 / perPage));
    const segments = layout.pages.slice(1).flatMap((p) => p.segments);
    expect(segments[0]).toEqual({ kind: PageSegmentKind.InvoiceLines, start: 0, end: perPage });
    segments.forEach((segment, index) => {
      expect(segment.start).toBe(index === 0 ? 0 : segments[index - 1].end);
    });
    expect(segments.at(-1)?.end).toBe(200);
  });

  it('lets the next moved section share the last page when it has room', () => {
    const layout = paginateInvoicePreview(invoice({ lines: 5, allowances: 11 }));
    expect(layout.totalPages).toBe(2);
    expect(layout.pages[1].segments).toEqual([
      { kind: PageSegmentKind.InvoiceLines, start: 0, end: 5 },
      { kind: PageSegmentKind.AllowanceChargesLines, start: 0, end: 11 },
    ]);
  });

  it('gives a line taller than a page a page of its own', () => {
    const huge = line({ Note: 'z'.repeat(80 * 40) });
    const layout = paginateInvoicePreview({ ...invoice({}), Lines: [line(), huge, line()] });
    expect(layout.pages.slice(1).map((p) => p.segments)).toEqual([
      [{ kind: PageSegmentKind.InvoiceLines, start: 0, end: 1 }],
      [{ kind: PageSegmentKind.InvoiceLines, start: 1, end: 2 }],
      [{ kind: PageSegmentKind.InvoiceLines, start: 2, end: 3 }],
    ]);
  });
});
