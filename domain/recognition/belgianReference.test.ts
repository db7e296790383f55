import { extractFields } from './extract';
import { pageOf } from './testPages';

/** A Belgian invoice; the lines given say how it is to be paid. */
const invoice = (...payment: Array<[number, ...Array<string | [number, string]>]>) =>
  pageOf(1, [
    [0.05, 'Brouwerij De Kroon BV'],
    [0.07, 'Kerkstraat 1, 2000 Antwerpen'],
    [0.2, [0.5, 'Factuurdatum'], [0.7, '12-03-2026']],
    [0.22, [0.5, 'Factuurnummer'], [0.7, '26012']],
    [0.5, [0.5, 'Totaal'], [0.7, '€ 249,33']],
    [0.8, 'IBAN BE68 5390 0754 7034'],
    ...payment,
  ]);

const reference = (...payment: Array<[number, ...Array<string | [number, string]>]>) =>
  extractFields([invoice(...payment)]).Fields.PaymentReference;

describe('a Belgian structured communication', () => {
  it.each([
    'Gestructureerde mededeling: +++090/9337/55493+++',
    'Mededeling: +++ 090 / 9337 / 55493 +++',
    'Communication structurée : ***090/9337/55493***',
    'Communication : 090/9337/55493',
  ])('is read beside its label, as Belgians print it: "%s"', (line) => {
    expect(reference([0.6, line])).toMatchObject({ Value: '+++090/9337/55493+++' });
  });

  it('is read between its plus signs without a label, in a sentence or on a line of its own', () => {
    expect(reference([0.6, 'Gelieve te betalen met vermelding van +++090/9337/55493+++'])).toMatchObject({
      Value: '+++090/9337/55493+++',
      Confidence: expect.any(Number),
    });
    expect(reference([0.6, 'Te betalen vóór 12-04-2026'], [0.62, '+++090/9337/55493+++'])).toMatchObject({
      Value: '+++090/9337/55493+++',
    });
  });

  it('is not trusted beside its label when its check fails, and not taken without one', () => {
    expect(reference([0.6, 'Mededeling: +++090/9337/55494+++'])?.Confidence).toBeLessThan(0.8);
    expect(reference([0.6, 'Gelieve te betalen met vermelding van +++090/9337/55494+++'])).toBeUndefined();
  });
});

describe('a creditor reference without a label', () => {
  it('is the payment reference by its form and check digits', () => {
    expect(reference([0.6, 'Please pay using RF18 5390 0754 7034'])).toMatchObject({
      Value: 'RF18539007547034',
    });
  });

  it('is none when its check digits fail', () => {
    expect(reference([0.6, 'Please pay using RF19 5390 0754 7034'])).toBeUndefined();
  });
});
