import type { CodingLine } from './codingDocument';
import { codingTotals, distributeSplit, postingTemplateLines } from './postingTemplateLines';

const vat = (code: string | null | undefined) => (code === 'H21' ? 21 : code === 'L9' ? 9 : null);
const header = { NetAmount: 1000, VatAmount: 210 };
const line = (overrides: Partial<CodingLine>): CodingLine => ({
  Id: 'l',
  NetAmount: 0,
  VatAmount: 0,
  SplitType: 'None',
  SplitValue: null,
  ...overrides,
});
const templateLine = (overrides: Record<string, unknown>) => ({
  Id: 't',
  AmountType: 'Rest' as const,
  Amount: null,
  Percentage: null,
  Description: '',
  LedgerCode: '4100',
  VatCode: 'H21',
  Dimension1: '',
  Dimension2: '',
  Dimension3: '',
  Dimension4: '',
  Dimension5: '',
  Project: '',
  ...overrides,
});

describe('a posting template applied to an invoice', () => {
  it('splits 60/40 over two cost centres with the VAT of the code', () => {
    const lines = postingTemplateLines(
      {
        Lines: [
          templateLine({ AmountType: 'Percentage', Percentage: 60, Dimension1: 'KP100' }),
          templateLine({ Dimension1: 'KP200' }),
        ],
      },
      header,
      vat,
      (index) => `new-${index}`,
    );
    expect(
      lines.map(({ Id, GeneralLedger, Dimension1, NetAmount, VatAmount, SplitType, SplitValue }) => ({
        Id,
        GeneralLedger,
        Dimension1,
        NetAmount,
        VatAmount,
        SplitType,
        SplitValue,
      })),
    ).toEqual([
      {
        Id: 'new-0',
        GeneralLedger: '4100',
        Dimension1: 'KP100',
        NetAmount: 600,
        VatAmount: 126,
        SplitType: 'Percentage',
        SplitValue: 60,
      },
      {
        Id: 'new-1',
        GeneralLedger: '4100',
        Dimension1: 'KP200',
        NetAmount: 400,
        VatAmount: 84,
        SplitType: 'Rest',
        SplitValue: null,
      },
    ]);
  });

  it('gives a Fixed line its amount and leaves the rest, rounding differences included, to the Rest line', () => {
    const lines = distributeSplit(
      [
        line({ SplitType: 'Percentage', SplitValue: 33.33, VatCode: 'H21' }),
        line({ SplitType: 'Fixed', SplitValue: 100, VatCode: 'L9' }),
        line({ SplitType: 'Rest', VatCode: 'H21' }),
      ],
      { NetAmount: 999.99, VatAmount: 200 },
      vat,
    );
    expect(lines.map((entry) => [entry.NetAmount, entry.VatAmount])).toEqual([
      [333.3, 69.99],
      [100, 9],
      [566.69, 121.01],
    ]);
    const totals = codingTotals(lines, { NetAmount: 999.99, VatAmount: 200, GrossAmount: 1199.99 });
    expect(totals.GrossDifference).toBe(0);
  });

  it('shares the header VAT by amount when a line has no VAT code, and keeps typed None lines', () => {
    const lines = distributeSplit(
      [line({ NetAmount: 250, VatAmount: 10 }), line({ SplitType: 'Percentage', SplitValue: 50 })],
      header,
      vat,
    );
    expect(lines.map((entry) => [entry.NetAmount, entry.VatAmount])).toEqual([
      [250, 10],
      [500, 105],
    ]);
  });

  it('shows what is still to be coded against the header', () => {
    expect(
      codingTotals([line({ NetAmount: 600, VatAmount: 126 })], { ...header, GrossAmount: 1210 }),
    ).toEqual({
      NetAmount: 600,
      VatAmount: 126,
      GrossAmount: 726,
      NetDifference: 400,
      VatDifference: 84,
      GrossDifference: 484,
    });
  });
});
