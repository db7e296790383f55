import { extractFields } from './extract';
import { pageOf } from './testPages';

/** The currency of an invoice whose amounts are printed with these words. */
const currencyOf = (...amounts: string[]) =>
  extractFields([
    pageOf(1, [
      [0.05, 'Novak Stavby s.r.o.'],
      [0.2, 'Faktura 2024-0456'],
      ...amounts.map((amount, index): [number, string, [number, string]] => [
        0.5 + index * 0.02,
        'Razem',
        [0.8, amount],
      ]),
    ]),
  ]).Fields.Currency?.Value;

describe('the currency of the amounts', () => {
  it.each([
    ['120,00 zł', 'PLN'],
    ['1 200,00 Kč', 'CZK'],
    ['€ 120,00', 'EUR'],
    ['£120.00', 'GBP'],
    ['120,00 PLN', 'PLN'],
  ])('"%s" is %s', (amount, currency) => {
    expect(currencyOf(amount)).toBe(currency);
  });

  it('is none where no amount names one', () => {
    expect(currencyOf('120,00')).toBeUndefined();
  });
});
