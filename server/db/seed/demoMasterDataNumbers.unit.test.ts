import { isValidChamberOfCommerceNumber, isValidVatNumber } from '../../../domain/masterdata/index';
import { seededRandom } from '../../../domain/seededRandom';
import {
  demoBelgianEnterpriseNumber,
  demoDutchVatNumber,
  demoGermanVatNumber,
  demoKvkNumber,
  demoPurchaseOrderCodes,
  elevenTestDigit,
  germanVatCheckDigit,
} from './demoMasterDataNumbers';
import { DemoSuppliers } from './demoRelations';

describe('demo registration numbers', () => {
  const random = seededRandom(42);

  it('gives Dutch VAT numbers whose nine digits pass the eleven-test', () => {
    for (let n = 0; n < 200; n++) {
      const vat = demoDutchVatNumber(random);
      expect(vat).toMatch(/^NL\d{9}B01$/);
      expect(elevenTestDigit(vat.slice(2, 10))).toBe(Number(vat[10]));
      expect(isValidVatNumber(vat)).toBe(true);
    }
  });

  it('gives Belgian enterprise numbers with their mod-97 check, valid as VAT and KBO numbers', () => {
    for (let n = 0; n < 200; n++) {
      const number = demoBelgianEnterpriseNumber(random);
      expect(97 - (Number(number.slice(0, 8)) % 97)).toBe(Number(number.slice(8)));
      expect(isValidVatNumber(`BE${number}`)).toBe(true);
      expect(isValidChamberOfCommerceNumber(number, 'BE')).toBe(true);
    }
  });

  it('gives German VAT numbers with their MOD 11,10 check digit (DE136695976 is a published example)', () => {
    expect(germanVatCheckDigit('13669597')).toBe(6);
    for (let n = 0; n < 200; n++) expect(isValidVatNumber(demoGermanVatNumber(random))).toBe(true);
  });

  it('gives eight-digit KvK numbers', () => {
    for (let n = 0; n < 50; n++)
      expect(isValidChamberOfCommerceNumber(demoKvkNumber(random), 'NL')).toBe(true);
  });

  it('prints letterhead VAT numbers with valid check digits', () => {
    for (const supplier of DemoSuppliers.filter((entry) => entry.vatNumber?.startsWith('NL'))) {
      const vat = supplier.vatNumber ?? '';
      expect(elevenTestDigit(vat.slice(2, 10))).toBe(Number(vat[10]));
    }
  });

  it('numbers the purchase orders of each letterhead supplier apart per company', () => {
    const codes = (['foods', 'logistics', 'services', 'trading'] as const).flatMap((company) =>
      DemoSuppliers.flatMap((supplier) => demoPurchaseOrderCodes(company, supplier.code)),
    );
    expect(new Set(codes).size).toBe(codes.length);
    expect(demoPurchaseOrderCodes('foods', 'K10001')).toEqual(['PO-24000', 'PO-24001', 'PO-24002']);
  });
});
