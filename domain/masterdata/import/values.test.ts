import { countryCode, parseYesNo, readCell, splitIbans } from './values';

describe('reading cells', () => {
  it('reads yes and no in Dutch and English', () => {
    expect(['Ja', 'j', 'yes', 'TRUE', 'x', '1'].map(parseYesNo)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Nee', 'n', 'no', 'false', '0', ''].map(parseYesNo)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(parseYesNo('misschien')).toBeNull();
    expect(readCell('Vendor', 'yesNo', 'misschien')).toEqual({ problem: 'Validation_Yes_No' });
  });

  it('splits several IBANs of one cell but keeps the spaces inside one', () => {
    expect(splitIbans('NL91 ABNA 0417 1643 00; NL02ABNA0123456789')).toEqual([
      'NL91 ABNA 0417 1643 00',
      'NL02ABNA0123456789',
    ]);
    expect(splitIbans(' ')).toEqual([]);
  });

  it('turns country names into codes and leaves codes alone', () => {
    expect(['Nederland', 'België', 'Germany', 'nl', 'XX'].map(countryCode)).toEqual([
      'NL',
      'BE',
      'DE',
      'nl',
      'XX',
    ]);
  });

  it('reads amounts and percentages in either style, an empty one as none', () => {
    expect(readCell('VatCode', 'number', '21,00%')).toEqual({ value: 21 });
    expect(readCell('Article', 'number', '1.234,50')).toEqual({ value: 1234.5 });
    expect(readCell('Article', 'number', '')).toEqual({ value: null });
    expect(readCell('Article', 'number', 'twelve')).toEqual({ problem: 'Validation_Not_A_Number' });
  });

  it('reads account types and categories as bookkeepers write them', () => {
    expect(readCell('GeneralLedger', 'accountType', 'Balans')).toEqual({ value: 'Balance' });
    expect(readCell('GeneralLedger', 'accountType', 'W')).toEqual({ value: 'ProfitAndLoss' });
    expect(readCell('GeneralLedger', 'accountType', 'Winst & verlies')).toEqual({ value: 'ProfitAndLoss' });
    expect(readCell('VatCode', 'category', 'ae')).toEqual({ value: 'AE' });
    expect(readCell('Journal', 'category', 'Inkoop')).toEqual({ value: 'Purchase' });
    expect(readCell('Journal', 'category', 'sales')).toEqual({ value: 'Sales' });
  });

  it('reads an empty own field of a code list as none', () => {
    expect(readCell('GeneralLedger', 'optionalText', ' ')).toEqual({ value: null });
  });
});
