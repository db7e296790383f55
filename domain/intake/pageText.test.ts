import {
  chamberOfCommerceNumbersIn,
  companyNamedIn,
  documentNumberOf,
  pageLabelOf,
  vatNumbersIn,
} from './pageText';

describe('pageLabelOf', () => {
  it.each([
    ['Invoice F1 - page 1 of 3', '1/3'],
    ['Pagina 2 van 4', '2/4'],
    ['Seite 1 von 2', '1/2'],
    ['Page 3 sur 3', '3/3'],
    ['Blad 1/5', '1/5'],
    ['Totaal  1/3  ', '1/3'],
  ])('reads "%s" as %s', (text, expected) => {
    expect(pageLabelOf(text)).toBe(expected);
  });

  it.each([['Datum 1/3/2024'], ['page 4 of 3'], ['Invoice 2024'], ['0/0']])(
    'reads no label in "%s"',
    (text) => {
      expect(pageLabelOf(text)).toBe('');
    },
  );
});

describe('documentNumberOf', () => {
  it.each([
    ['Factuurnummer: F2024-001 Datum', 'F2024-001'],
    ['Invoice number 12345', '12345'],
    ['Invoice no. INV/7788', 'INV/7788'],
    ['Rechnungsnummer: RE-55', 'RE-55'],
    ['Numéro de facture : FA-9', 'FA-9'],
    ['Factuurnr. 4711.', '4711'],
  ])('reads the number of "%s"', (text, expected) => {
    expect(documentNumberOf(text)).toBe(expected);
  });

  it('reads nothing without a label or without digits', () => {
    expect(documentNumberOf('Order 12345')).toBe('');
    expect(documentNumberOf('Invoice number: unknown')).toBe('');
  });
});

describe('classification keys', () => {
  const companies = [
    { id: 'a', name: 'Bakkerij de Vries', vatNumber: 'NL812345678B01', chamberOfCommerceNumber: '12345678' },
    { id: 'b', name: 'Garage Jansen', vatNumber: 'NL899999999B01', chamberOfCommerceNumber: '87654321' },
  ];

  it('finds VAT and chamber of commerce numbers', () => {
    expect(vatNumbersIn('BTW: NL 8123.45.678.B01 en DE123456789')).toEqual(['NL812345678B01', 'DE123456789']);
    expect(chamberOfCommerceNumbersIn('KvK-nummer: 1234 5678')).toEqual(['12345678']);
  });

  it('names the company by VAT number first', () => {
    expect(companyNamedIn('Aan: Garage Jansen, BTW NL812345678B01', companies)).toBe('a');
  });

  it('names the company by chamber of commerce number, then by name', () => {
    expect(companyNamedIn('KvK 87654321', companies)).toBe('b');
    expect(companyNamedIn('Factuur aan BAKKERIJ DE VRIES, Dorpsstraat 1', companies)).toBe('a');
  });

  it('names no company when none or two match', () => {
    expect(companyNamedIn('Factuur aan iemand anders', companies)).toBeNull();
    expect(companyNamedIn('Bakkerij de Vries en Garage Jansen', companies)).toBeNull();
  });
});
