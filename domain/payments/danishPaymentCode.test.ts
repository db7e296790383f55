import { danishPaymentCodeOf } from './danishPaymentCode';

describe('a Danish payment slip code line', () => {
  it.each([
    ['FIK 71 (15-digit payment id, Luhn checked)', '+71<000000012345674+85123456<'],
    ['FIK 71 printed in three groups', '+71< 000000012345674 +85123456<'],
    ['FIK 75 (16-digit payment id)', '+75<1234567890123452+85123456<'],
    ['FIK 73 (no payment id)', '+73<+85123456<'],
    ['giro card 01 (no payment id, 7-digit giro account)', '+01<+1234566<'],
    ['giro card 04 (16-digit payment id)', '+04<1234567890123456+12345678<'],
  ])('reads %s, its check passed', (_kind, printed) => {
    expect(danishPaymentCodeOf(printed)).toEqual({ Code: printed.replace(/\s/g, ''), Valid: true });
  });

  it('reads a code line whose payment id fails its check digit, as not valid', () => {
    expect(danishPaymentCodeOf('+71<000000012345675+85123456<')).toEqual({
      Code: '+71<000000012345675+85123456<',
      Valid: false,
    });
  });

  it.each([
    ['a payment id one digit short for card type 71', '+71<00000001234567+85123456<'],
    ['a payment id on card type 73, which carries none', '+73<000000012345674+85123456<'],
    ['an unknown card type', '+72<000000012345674+85123456<'],
    ['a creditor number of six digits', '+71<000000012345674+851234<'],
    ['no closing mark', '+71<000000012345674+85123456'],
    ['letters in the payment id', '+71<00000001234567A+85123456<'],
  ])('refuses %s', (_reason, printed) => {
    expect(danishPaymentCodeOf(printed)).toBeUndefined();
  });
});
