import { firstError } from '../validation/index';
import { purchaseOrderNumbersOf, validateVerifyHeader } from './validateVerify';

const settings = {
  MaximumNumberOfDaysInPast: 30,
  MaximumNumberOfDaysInFuture: 10,
  ValidateIban: true,
  ValidateIbanRequired: false,
  ValidatePurchaseOrderNumber: false,
};
const header = {
  Date: '2024-05-01',
  DueDate: null,
  IbanNumber: 'NL91ABNA0417164300',
  NetAmount: 100,
  VatAmount: 21,
  GrossAmount: 121,
  PurchaseOrderNumber: '',
};
const today = '2024-05-10';
const keys = (results: ReturnType<typeof validateVerifyHeader>) =>
  results.map((r) => `${r.Field}:${r.message}`);

describe('the verify header checks', () => {
  it('accept a correct header', () => {
    expect(validateVerifyHeader(header, settings, { today })).toEqual([]);
  });

  it('bound the document date by the days in the past and the future', () => {
    expect(keys(validateVerifyHeader({ ...header, Date: '2024-04-09' }, settings, { today }))).toEqual([
      'Date:Validation_Date_Too_Far_Past%%30',
    ]);
    expect(keys(validateVerifyHeader({ ...header, Date: '2024-05-21' }, settings, { today }))).toEqual([
      'Date:Validation_Date_Too_Far_Future%%10',
    ]);
    expect(validateVerifyHeader({ ...header, Date: '2024-05-20' }, settings, { today })).toEqual([]);
  });

  it('check the IBAN only when the company validates IBANs, and require one when it says so', () => {
    const wrong = { ...header, IbanNumber: 'NL91ABNA0417164301' };
    expect(keys(validateVerifyHeader(wrong, settings, { today }))).toEqual([
      'IbanNumber:Validation_Iban_Not_Valid',
    ]);
    expect(validateVerifyHeader(wrong, { ...settings, ValidateIban: false }, { today })).toEqual([]);
    const empty = { ...header, IbanNumber: '' };
    expect(validateVerifyHeader(empty, settings, { today })).toEqual([]);
    expect(keys(validateVerifyHeader(empty, { ...settings, ValidateIbanRequired: true }, { today }))).toEqual(
      ['IbanNumber:Validation_Required'],
    );
  });

  it('need gross = net + VAT, showing the difference', () => {
    const results = validateVerifyHeader({ ...header, GrossAmount: 122 }, settings, { today });
    expect(firstError(results)?.message).toBe('Validation_Gross_Amount_Incorrect%%1.00');
  });

  it('check purchase order numbers against the company orders when asked', () => {
    const withOrder = { ...header, PurchaseOrderNumber: 'PO-1, PO-9' };
    const strict = { ...settings, ValidatePurchaseOrderNumber: true };
    expect(keys(validateVerifyHeader(withOrder, strict, { today, purchaseOrderNumbers: ['po-1'] }))).toEqual([
      'PurchaseOrderNumber:Validation_In_List',
    ]);
    expect(validateVerifyHeader(withOrder, settings, { today, purchaseOrderNumbers: ['po-1'] })).toEqual([]);
    expect(purchaseOrderNumbersOf(' PO-1; PO-2 PO-3,')).toEqual(['PO-1', 'PO-2', 'PO-3']);
  });
});
