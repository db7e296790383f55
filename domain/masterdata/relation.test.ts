import { CustomerInput, VendorInput } from './relation';

describe('vendor and customer fields', () => {
  it('keeps IBANs in electronic form, once each, and upper-cases country, currency and BIC', () => {
    const vendor = VendorInput.parse({
      Name: ' Jansen ',
      Country: 'nl',
      DefaultCurrency: 'eur',
      BicCode: 'abnanl2a',
      IbanNumbers: ['NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
    });
    expect(vendor).toMatchObject({
      Name: 'Jansen',
      Country: 'NL',
      DefaultCurrency: 'EUR',
      BicCode: 'ABNANL2A',
      IbanNumbers: ['NL91ABNA0417164300'],
    });
  });

  it.each([
    [{ Name: '' }, 'Name', 'Validation_Required'],
    [{ Name: 'A', IbanNumbers: ['NL91ABNA0417164301'] }, 'IbanNumbers.0', 'Validation_Iban_Not_Valid'],
    [{ Name: 'A', BicCode: 'ABN' }, 'BicCode', 'Validation_Bic_Not_Valid'],
    [{ Name: 'A', EmailAddress: 'a@b' }, 'EmailAddress', 'Validation_Email'],
    [{ Name: 'A', VatNumber: 'NL12' }, 'VatNumber', 'Validation_Vat_Number_Not_Valid'],
    [
      { Name: 'A', Country: 'NL', ChamberOfCommerceNumber: '1234' },
      'ChamberOfCommerceNumber',
      'Validation_Chamber_Of_Commerce_Not_Valid',
    ],
    [{ Name: 'A', Country: 'NED' }, 'Country', 'Validation_Uppercase'],
  ])('refuses %j at %s with %s', (input, path, message) => {
    const issue = VendorInput.safeParse(input).error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    expect(issue?.message).toBe(message);
  });

  it('keeps a customer G-account percentage between 0 and 100', () => {
    expect(CustomerInput.safeParse({ Name: 'A', GAccountPercentage: 101 }).error?.issues[0].message).toBe(
      'Validation_Percentage',
    );
    expect(CustomerInput.parse({ Name: 'A', GAccountPercentage: 30 }).GAccountPercentage).toBe(30);
  });
});
