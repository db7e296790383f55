/**
 * The Luhn check digit of a run of digits whose every other digit is doubled (its digits summed), from the first
 * (`doubledFrom` 0) or the second (1); the check digit makes the sum a multiple of ten.
 */
export function luhnCheckDigit(digits: string, doubledFrom: 0 | 1): number {
  let sum = 0;
  for (const [index, char] of [...digits].entries()) {
    const doubled = index % 2 === doubledFrom ? Number(char) * 2 : Number(char);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return (10 - (sum % 10)) % 10;
}

/** The Luhn check digit to write after a run of digits: the last of them doubled, and every other one before it. */
export const luhnCheckDigitAfter = (digits: string) =>
  luhnCheckDigit(digits, ((digits.length - 1) % 2) as 0 | 1);
