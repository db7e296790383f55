import { mappingProblems, startingMapping, suggestMapping } from './mapping';
import { importFields } from './targets';

describe('suggestMapping', () => {
  it('maps the Dutch headers of a vendor export', () => {
    const columns = [
      'Crediteurnummer',
      'Naam',
      'Plaats',
      'Land',
      'BTW-nummer',
      'KvK-nr.',
      'Rekeningnummer',
      'E-mail',
      'Grootboekrekening',
      'Opmerking',
    ];
    expect(suggestMapping('Vendor', columns)).toEqual({
      ErpCode: 'Crediteurnummer',
      Name: 'Naam',
      City: 'Plaats',
      Country: 'Land',
      VatNumber: 'BTW-nummer',
      ChamberOfCommerceNumber: 'KvK-nr.',
      IbanNumbers: 'Rekeningnummer',
      EmailAddress: 'E-mail',
      DefaultLedgerCode: 'Grootboekrekening',
    });
  });

  it('maps English headers and prefers a column named as the field itself', () => {
    const columns = [
      'Relation number',
      'ErpCode',
      'Name',
      'City',
      'VAT number',
      'Chamber of commerce',
      'IBAN',
    ];
    expect(suggestMapping('Vendor', columns)).toEqual({
      ErpCode: 'ErpCode',
      Name: 'Name',
      City: 'City',
      VatNumber: 'VAT number',
      ChamberOfCommerceNumber: 'Chamber of commerce',
      IbanNumbers: 'IBAN',
    });
  });

  it('maps a customer export and a chart of accounts', () => {
    expect(suggestMapping('Customer', ['Debiteurnummer', 'Klantnaam', 'Land'])).toEqual({
      Code: 'Debiteurnummer',
      Name: 'Klantnaam',
      Country: 'Land',
    });
    expect(
      suggestMapping('GeneralLedger', ['Grootboekrekening', 'Omschrijving', 'Soort', 'BTW-code']),
    ).toEqual({
      Code: 'Grootboekrekening',
      Description: 'Omschrijving',
      AccountType: 'Soort',
      VatCode: 'BTW-code',
    });
    expect(suggestMapping('VatCode', ['Code', 'Omschrijving', 'Percentage'])).toEqual({
      Code: 'Code',
      Description: 'Omschrijving',
      Percentage: 'Percentage',
    });
  });
});

describe('mappingProblems', () => {
  it('asks for the required fields and refuses unknown fields and columns', () => {
    expect(
      mappingProblems('Vendor', ['Naam', 'Code'], { Name: 'Naam', Colour: 'Code', City: 'Plaats' }),
    ).toEqual({
      ErpCode: 'Validation_Required',
      Colour: 'Validation_In_List',
      City: 'Validation_In_List',
    });
    expect(mappingProblems('GeneralLedger', ['Code'], { Code: 'Code' })).toEqual({});
  });

  it('marks the code, the name of a relation and the percentage of a VAT code as required', () => {
    const required = (target: Parameters<typeof importFields>[0]) =>
      importFields(target)
        .filter((field) => field.Required)
        .map((field) => field.Name);
    expect(required('Vendor')).toEqual(['ErpCode', 'Name']);
    expect(required('Customer')).toEqual(['Code', 'Name']);
    expect(required('VatCode')).toEqual(['Code', 'Percentage']);
    expect(required('Project')).toEqual(['Code']);
  });
});

describe('startingMapping', () => {
  it('starts from the remembered mapping when the file has its columns', () => {
    const remembered = { ErpCode: 'Nr', Name: 'Bedrijf', City: 'Gone' };
    expect(startingMapping('Vendor', ['Nr', 'Bedrijf', 'Plaats'], remembered)).toEqual({
      ErpCode: 'Nr',
      Name: 'Bedrijf',
    });
  });

  it('suggests from the headers when the remembered mapping does not fit the file', () => {
    expect(startingMapping('Vendor', ['Code', 'Naam'], { ErpCode: 'Nr', Name: 'Bedrijf' })).toEqual({
      ErpCode: 'Code',
      Name: 'Naam',
    });
  });
});
