import { extractFields } from './extract';
import { isOwnValue } from './ownCompany';
import { pageOf } from './testPages';

// The addressee's block comes first, at the top of the page; the vendor's letterhead follows it.
const sentToUs = pageOf(1, [
  [0.04, 'Bakkerij Jansen B.V.'],
  [0.06, 'Kerkstraat 3'],
  [0.08, '2011 RJ HAARLEM'],
  [0.1, 'BTW-nummer: NL810433941B01'],
  [0.16, [0.55, 'Schoonmaakbedrijf De Kroon B.V.']],
  [0.18, [0.55, 'Marktstraat 7']],
  [0.2, [0.55, '5611 EM Eindhoven']],
  [0.26, 'Factuur: 2025-0643'],
  [0.28, 'Datum: 12-02-2025'],
  [0.3, 'BTW-nummer: NL366797062B02'],
  [0.5, [0.5, 'Totaal'], [0.8, '€ 1.448,61']],
  [0.9, 'IBAN: NL73 TRIO 8423 2708 53'],
]);

const us = { Name: 'Bakkerij Jansen BV', VatNumber: 'NL 8104.33.941.B01', Ibans: ['NL91ABNA0417164300'] };

describe('the company a document was sent to', () => {
  it('knows its own name, VAT number and account however they are written', () => {
    expect(isOwnValue({ field: 'RelationName', value: 'BAKKERIJ JANSEN B.V.' }, us)).toBe(true);
    expect(isOwnValue({ field: 'RelationName', value: 'Jansen' }, us)).toBe(false);
    expect(isOwnValue({ field: 'RelationVatNumber', value: 'NL810433941B01' }, us)).toBe(true);
    expect(isOwnValue({ field: 'IbanNumber', value: 'NL91 ABNA 0417 1643 00' }, us)).toBe(true);
    expect(isOwnValue({ field: 'Number', value: 'Bakkerij Jansen B.V.' }, us)).toBe(false);
    expect(isOwnValue({ field: 'RelationName', value: 'Bakkerij Jansen B.V.' }, undefined)).toBe(false);
  });

  it('is never read as the relation: the vendor is the other company on the page', () => {
    const { Fields } = extractFields([sentToUs], { ownCompany: us });
    expect(Fields.RelationName?.Value).toBe('Schoonmaakbedrijf De Kroon B.V.');
    expect(Fields.RelationVatNumber?.Value).toBe('NL366797062B02');
    expect(Fields.IbanNumber?.Value).toBe('NL73TRIO8423270853');
  });

  it('without knowing whom it was sent to, the addressee at the top of the page is taken for the vendor', () => {
    const { Fields } = extractFields([sentToUs]);
    expect(Fields.RelationName?.Value).toBe('Bakkerij Jansen B.V.');
    expect(Fields.RelationVatNumber?.Value).toBe('NL810433941B01');
  });
});

describe('a vendor without a legal form, when the addressee is known', () => {
  // The letterhead gives street and town first, then the name; the addressee alone has a legal form.
  const page = pageOf(1, [
    [0.04, [0.4, 'Marktstraat 7']],
    [0.06, [0.4, '5611 EM Eindhoven']],
    [0.08, 'Schoonmaakbedrijf De Kroon'],
    [0.14, [0.55, 'Bakkerij Jansen B.V.']],
    [0.16, [0.55, 'Kerkstraat 3']],
    [0.26, 'Factuur: 2025-0643'],
  ]);

  it('is the first line of the letterhead that is no street or town', () => {
    expect(extractFields([page], { ownCompany: us }).Fields.RelationName?.Value).toBe(
      'Schoonmaakbedrijf De Kroon',
    );
  });
});
