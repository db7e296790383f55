import { ibanChange, mayConfirmChange, needsConfirmation } from './bankAccount';

const A = 'NL91ABNA0417164300';
const B = 'NL02ABNA0123456789';

describe('bank-account changes', () => {
  it('tells what came and what went, and nothing for the same accounts in another order', () => {
    expect(ibanChange([A], [B])).toEqual({ added: [B], removed: [A] });
    expect(ibanChange([A, B], [B, A])).toBeNull();
  });

  it('asks for confirmation when an account is added or replaced, not when one is only removed', () => {
    expect(needsConfirmation([A], [B])).toBe(true);
    expect(needsConfirmation([], [A])).toBe(true);
    expect(needsConfirmation([A, B], [A])).toBe(false);
    expect(needsConfirmation([A], [A])).toBe(false);
  });

  it('never lets the user who made the change confirm it', () => {
    expect(mayConfirmChange('u1', 'u1')).toBe(false);
    expect(mayConfirmChange('u1', 'u2')).toBe(true);
    expect(mayConfirmChange(null, 'u2')).toBe(true);
  });
});
