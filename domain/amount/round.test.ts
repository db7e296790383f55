import { roundAmount, roundQuantity } from './round';

describe('roundAmount', () => {
  it('rounds half away from zero without binary artefacts', () => {
    expect(roundAmount(1.005)).toBe(1.01);
    expect(roundAmount(-1.005)).toBe(-1.01);
    expect(roundAmount(2.675)).toBe(2.68);
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(roundAmount(1.004)).toBe(1);
  });

  it('handles tiny, large and non-finite values', () => {
    expect(roundAmount(1e-7)).toBe(0);
    expect(Object.is(roundAmount(-0.001), 0)).toBe(true);
    expect(roundAmount(1e16)).toBe(1e16);
    expect(roundAmount(Number.NaN)).toBeNaN();
  });

  it('rounds quantities to three decimals', () => {
    expect(roundQuantity(1.0005)).toBe(1.001);
    expect(roundQuantity(2.12345)).toBe(2.123);
  });
});
