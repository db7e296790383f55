import { extractFields } from './extract';
import { pageOf } from './testPages';

// UK invoices often print the VAT number without its "GB": read beside a VAT label when its check holds, written
// with the prefix as the EU writes it.
describe('a UK VAT number printed without "GB"', () => {
  const vendorVat = (printed: string) =>
    extractFields([
      pageOf(1, [
        [0.04, 'Northgate Print & Design Ltd'],
        [0.06, '2 Northgate Street, Chester CH1 2HQ'],
        [0.08, `VAT Reg No: ${printed}`],
        [0.3, 'Invoice 000133'],
      ]),
    ]).Fields.RelationVatNumber?.Value;

  it('is read with its prefix when its check digits hold', () => {
    expect([vendorVat('569 6679 62'), vendorVat('980780684')]).toEqual(['GB569667962', 'GB980780684']);
  });

  it('is not read when they fail: nine digits under a VAT label may be anything, even after "No"', () => {
    // (The "No" of "Reg No" before nine digits once passed for a Norwegian "NO" number.)
    expect(vendorVat('569 6679 63')).toBeUndefined();
  });

  it('in the addressee’s block, however many lines its address takes, is the customer’s and not the vendor’s', () => {
    const read = (vendorVat: string[]) =>
      extractFields(
        [
          pageOf(1, [
            [0.073, [0.44, '14 Harbour Lane']],
            [0.086, [0.44, 'BS1 4RN Bristol']],
            [0.1, 'Harbour Lane Supplies Ltd'],
            [0.136, [0.615, 'Westfield Trading Ltd']],
            [0.153, [0.615, '10 Market Street']],
            [0.171, [0.615, 'LEEDS']],
            [0.189, [0.615, 'LS1 6DT']],
            [0.206, [0.615, 'UNITED KINGDOM']],
            [0.224, [0.615, 'United Kingdom (and Isle of']],
            [0.242, [0.615, 'Man) VAT Number:']],
            [0.259, [0.615, '569667962']],
            [0.293, [0.336, 'Invoice N°: INV-00291']],
            ...vendorVat.map((line): [number, string] => [0.399, line]),
          ]),
        ],
        { ownCompany: { Name: 'Westfield Trading Ltd' } },
      ).Fields.RelationVatNumber;
    expect(read(['United Kingdom (and Isle of Man) VAT Number: 980780684'])?.Value).toBe('GB980780684');
    // Without the vendor's own, the customer's may be offered, but only as a doubt.
    expect(read([])?.Confidence ?? 0).toBeLessThan(0.6);
  });
});
