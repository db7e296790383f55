import {
  applySuggestion,
  type EarlierCodedInvoice,
  type EarlierCodedLine,
  learnSuggestion,
} from './suggestion';

const rent: EarlierCodedLine = { GeneralLedger: '4100', VatCode: 'H', Dimension1: 'HQ', NetAmount: 0 };
const energy: EarlierCodedLine = { GeneralLedger: '4200', VatCode: 'H', NetAmount: 0 };

let sequence = 0;
function invoice(CodedAt: string, lines: Array<[EarlierCodedLine, number]>): EarlierCodedInvoice {
  sequence += 1;
  return {
    DocumentId: `doc-${sequence}`,
    CodedAt,
    Lines: lines.map(([line, NetAmount]) => ({ ...line, NetAmount })),
  };
}
const coding = (line: { GeneralLedger: string; VatCode: string; Dimension1?: string }) => [
  line.GeneralLedger,
  line.VatCode,
  line.Dimension1 ?? '',
];

describe('learned coding suggestion', () => {
  it('suggests the sixth invoice the way the five before it were coded, with high confidence', () => {
    const earlier = ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05', '2026-05-05'].map(
      (date, index) => invoice(date, [[rent, 1000 + index * 17.35]]),
    );

    const suggestion = learnSuggestion(earlier);

    expect(suggestion?.Lines).toEqual([
      {
        GeneralLedger: '4100',
        VatCode: 'H',
        Dimension1: 'HQ',
        Dimension2: '',
        Dimension3: '',
        Dimension4: '',
        Dimension5: '',
        Project: '',
        SplitType: 'Rest',
        SplitValue: 100,
      },
    ]);
    expect(suggestion?.BasedOn).toBe(5);
    expect(suggestion?.Confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('learns a 60/40 split as a Percentage line and a Rest line, whatever the amounts', () => {
    const earlier = [
      invoice('2026-03-01', [
        [rent, 600],
        [energy, 400],
      ]),
      invoice('2026-04-01', [
        [energy, 81.2],
        [rent, 121.8],
      ]),
    ];

    const lines = learnSuggestion(earlier)?.Lines ?? [];

    expect(lines.map((line) => [...coding(line), line.SplitType, line.SplitValue])).toEqual([
      ['4100', 'H', 'HQ', 'Percentage', 60],
      ['4200', 'H', '', 'Rest', 40],
    ]);
  });

  it('treats lines with the same coding as one share', () => {
    const earlier = [
      invoice('2026-03-01', [
        [rent, 300],
        [energy, 400],
        [rent, 300],
      ]),
    ];

    expect(learnSuggestion(earlier)?.Lines.map((line) => line.SplitValue)).toEqual([60, 40]);
  });

  it('is low on a single invoice and lower when the history conflicts', () => {
    const single = learnSuggestion([invoice('2026-03-01', [[rent, 100]])]);
    const conflicting = learnSuggestion([
      invoice('2026-03-01', [[rent, 100]]),
      invoice('2026-03-01', [[rent, 100]]),
      invoice('2026-03-01', [[rent, 100]]),
      invoice('2026-03-01', [[energy, 100]]),
      invoice('2026-03-01', [[energy, 100]]),
    ]);

    expect(single?.Confidence).toBe(0.5);
    expect(conflicting?.Lines.map((line) => line.GeneralLedger)).toEqual(['4100']);
    expect(conflicting?.BasedOn).toBe(3);
    expect(conflicting?.Considered).toBe(5);
    expect(conflicting?.Confidence).toBe(0.45);
  });

  it('weighs recent invoices more: two recent codings outweigh three from a year before', () => {
    const earlier = [
      invoice('2025-03-01', [[rent, 100]]),
      invoice('2025-04-01', [[rent, 100]]),
      invoice('2025-05-01', [[rent, 100]]),
      invoice('2026-04-01', [[energy, 100]]),
      invoice('2026-05-01', [[energy, 100]]),
    ];

    const suggestion = learnSuggestion(earlier);

    expect(suggestion?.Lines.map((line) => line.GeneralLedger)).toEqual(['4200']);
    expect(suggestion?.BasedOn).toBe(2);
    expect(learnSuggestion(earlier, { halfLifeDays: 100_000 })?.Lines[0].GeneralLedger).toBe('4100');
  });

  it('looks only at the most recent invoices', () => {
    const earlier = [
      invoice('2026-01-01', [[rent, 100]]),
      invoice('2026-01-02', [[rent, 100]]),
      invoice('2026-01-03', [[energy, 100]]),
    ];

    expect(learnSuggestion(earlier, { maxInvoices: 1 })?.Lines[0].GeneralLedger).toBe('4200');
  });

  it('learns nothing without earlier coded invoices with amounts', () => {
    expect(learnSuggestion([])).toBeNull();
    expect(learnSuggestion([invoice('2026-03-01', [[rent, 0]])])).toBeNull();
  });
});

describe('applying a suggestion', () => {
  const split = learnSuggestion([
    invoice('2026-03-01', [
      [rent, 60],
      [energy, 40],
    ]),
  ]) ?? { Lines: [] };

  it('splits net and VAT amounts by percentage with 2 decimals', () => {
    const lines = applySuggestion(split, { NetAmount: 250, VatAmount: 52.5 });

    expect(lines.map((line) => [line.GeneralLedger, line.NetAmount, line.VatAmount])).toEqual([
      ['4100', 150, 31.5],
      ['4200', 100, 21],
    ]);
  });

  it('gives the rounding difference to the Rest line so the lines add up to the header', () => {
    const lines = applySuggestion(split, { NetAmount: 100.01, VatAmount: 0.05 });

    expect(lines.map((line) => [line.NetAmount, line.VatAmount])).toEqual([
      [60.01, 0.03],
      [40, 0.02],
    ]);
  });

  it('splits a credit note the same way', () => {
    const lines = applySuggestion(split, { NetAmount: -0.05, VatAmount: 0 });

    expect(lines.map((line) => line.NetAmount)).toEqual([-0.03, -0.02]);
  });
});
