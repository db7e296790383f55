import { VendorInput } from '../masterdata/relation';
import { parseLeniently } from './parseLeniently';

describe('reading a relation the ERP hands over', () => {
  it('keeps a valid relation whole', () => {
    const parsed = parseLeniently(VendorInput, {
      ErpCode: '2',
      Name: 'Supplier Example GmbH',
      VatNumber: 'DE136695976',
      IbanNumbers: ['DE89 3704 0044 0532 0130 00'],
    });
    expect(parsed?.dropped).toEqual([]);
    expect(parsed?.value).toMatchObject({ ErpCode: '2', IbanNumbers: ['DE89370400440532013000'] });
  });

  it('leaves out the fields Ledgerline would refuse and keeps the rest', () => {
    const parsed = parseLeniently(VendorInput, {
      ErpCode: '7',
      Name: 'Odd Data B.V.',
      VatNumber: 'not a vat number',
      IbanNumbers: ['NL00BANK0000000000'],
      City: 'Delft',
    });
    expect(parsed?.dropped.sort()).toEqual(['IbanNumbers', 'VatNumber']);
    expect(parsed?.value).toMatchObject({ ErpCode: '7', City: 'Delft', VatNumber: '', IbanNumbers: [] });
  });

  it('gives up on a record that is invalid without the field it cannot do without', () => {
    expect(parseLeniently(VendorInput, { ErpCode: '8', Name: '' }, ['Name'])).toBeNull();
    expect(parseLeniently(VendorInput, { ErpCode: '8' }, ['Name'])).toBeNull();
  });
});
