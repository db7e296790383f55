import type { Candidate } from './candidates';
import { chooseAmounts } from './consistency';

let line = 0;
function amount(
  field: Candidate['field'],
  value: number,
  score: number,
  extra: Partial<Candidate> = {},
): Candidate {
  line += 1;
  return {
    field,
    value,
    score,
    page: 1,
    box: [0.8, line / 100, 0.1, 0.01],
    format: '999.99',
    buyer: false,
    line,
    ...extra,
  };
}
const learned = { learned: 1, positional: true } as const;

describe('chooseAmounts', () => {
  it('picks net, VAT and gross that add up', () => {
    const choice = chooseAmounts(
      [amount('GrossAmount', 121, 0.8), amount('GrossAmount', 50, 0.9)],
      [amount('NetAmount', 100, 0.7)],
      [amount('VatAmount', 21, 0.7)],
      [],
    );
    expect([choice.net?.value, choice.vat?.value, choice.gross?.value, choice.consistent]).toEqual([
      100,
      21,
      121,
      true,
    ]);
  });

  it('never takes a VAT larger than the net amount, even when learned places say so', () => {
    // A lesson's places read the net and the VAT the wrong way round; they add up all the same.
    const choice = chooseAmounts(
      [amount('GrossAmount', 121, 0.8)],
      [amount('NetAmount', 21, 1.3, learned), amount('NetAmount', 100, 0.6)],
      [amount('VatAmount', 100, 1.3, learned), amount('VatAmount', 21, 0.6)],
      [],
    );
    expect([choice.net?.value, choice.vat?.value]).toEqual([100, 21]);
  });

  it('tries the unlabelled amounts beside a learned amount that does not add up', () => {
    // The learned place of the net now holds a line's amount; the totals stand unlabelled below the lines.
    const loose = [1642.3, 328.46, 1970.76, 608.14].map((value) => amount('GrossAmount', value, 0.3));
    const choice = chooseAmounts(
      [amount('GrossAmount', 1970.76, 0.9)],
      [amount('NetAmount', 608.14, 1.3, learned)],
      [],
      loose,
    );
    expect([choice.net?.value, choice.vat?.value, choice.gross?.value]).toEqual([1642.3, 328.46, 1970.76]);
  });

  it('when nothing adds up, lets a lesson that only knew a place yield to a reading beside a label of the field', () => {
    // Fees 1,890.00, their VAT 396.90 and expenses 45.30 without VAT: the net is printed nowhere, so nothing adds up.
    // The lesson's place holds an expense row on this invoice, whose table is longer than the teacher's.
    const choice = chooseAmounts(
      [amount('GrossAmount', 105.28, 0.9, learned), amount('GrossAmount', 2332.2, 0.7, { label: 'Totaal' })],
      [],
      [amount('VatAmount', 396.9, 0.7, { label: 'Totaal BTW' })],
      [],
    );
    expect([choice.gross?.value, choice.vat?.value, choice.consistent]).toEqual([2332.2, 396.9, false]);
  });

  it('keeps a lesson that knew its label when nothing adds up', () => {
    const choice = chooseAmounts(
      [
        amount('GrossAmount', 2332.2, 0.9, { learned: 1, label: 'Te betalen' }),
        amount('GrossAmount', 45.3, 0.7, { label: 'Totaal' }),
      ],
      [],
      [],
      [],
    );
    expect(choice.gross?.value).toBe(2332.2);
  });
});
