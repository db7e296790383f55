import { evaluateAmountExpression } from './calculator';

describe('evaluateAmountExpression', () => {
  it('evaluates a plain amount to itself', () => {
    expect(evaluateAmountExpression('1.234,56')).toBe(1234.56);
  });

  it('adds, subtracts, multiplies and divides with keyboard and unicode signs', () => {
    expect(evaluateAmountExpression('10 + 2,5')).toBe(12.5);
    expect(evaluateAmountExpression('10 - 2,5')).toBe(7.5);
    expect(evaluateAmountExpression('10 \u2212 2,5')).toBe(7.5);
    expect(evaluateAmountExpression('3 * 2,5')).toBe(7.5);
    expect(evaluateAmountExpression('3 \u00d7 2,5')).toBe(7.5);
    expect(evaluateAmountExpression('10 / 4')).toBe(2.5);
    expect(evaluateAmountExpression('10 \u00f7 4')).toBe(2.5);
  });

  it('multiplies and divides before adding and subtracting', () => {
    expect(evaluateAmountExpression('2 + 3 * 4')).toBe(14);
    expect(evaluateAmountExpression('20 - 10 / 4')).toBe(17.5);
    expect(evaluateAmountExpression('-2 * -3 - 1')).toBe(5);
  });

  it('gives 0 for a division by zero', () => {
    expect(evaluateAmountExpression('5 / 0')).toBe(0);
    expect(evaluateAmountExpression('1 + 5 / 0')).toBe(1);
  });

  it('rounds the result to 2 decimals', () => {
    expect(evaluateAmountExpression('10 / 3')).toBe(3.33);
    expect(evaluateAmountExpression('0,1 + 0,2')).toBe(0.3);
  });

  it('refuses incomplete or foreign expressions', () => {
    for (const text of ['', '5 +', '* 5', '5 ** 2', '2 (3)', 'abc', '-']) {
      expect(evaluateAmountExpression(text)).toBeNull();
    }
  });
});
