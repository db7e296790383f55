import { PaymentMeansCode, paymentMeansName, toPaymentMeansCode } from './paymentMeansCodes';

describe('payment instrument codes', () => {
  it('has the 57 codes of the spec', () => {
    expect(Object.values(PaymentMeansCode).filter((v) => typeof v === 'number')).toHaveLength(57);
  });

  it.each([
    ['0', 'None'],
    ['1', 'Not_Defined'],
    ['10', 'Cash'],
    ['20', 'Check'],
    ['30', 'Credit_Transfer'],
    ['48', 'Bank_Card'],
    ['49', 'Direct_Debit'],
    ['54', 'Credit_Card'],
    ['56', 'Bank_Giro'],
  ])('names code %s %s as the spec does', (code, name) => {
    expect(paymentMeansName(toPaymentMeansCode(code))).toBe(name);
  });

  it('treats codes outside the list, and a missing code, as not defined', () => {
    expect(toPaymentMeansCode('ZZZ')).toBe(PaymentMeansCode.Not_Defined);
    expect(toPaymentMeansCode('17')).toBe(PaymentMeansCode.Not_Defined);
    expect(toPaymentMeansCode(null)).toBe(PaymentMeansCode.Not_Defined);
    expect(toPaymentMeansCode(' 58 ')).toBe(PaymentMeansCode.Sepa_Credit_Transfer);
  });
});
