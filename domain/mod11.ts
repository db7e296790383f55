/**
 * The MOD11 check digit of a run of digits weighed 2, 3, 4, 5, 6, 7 over and over from the right (the Norwegian KID
 * and organisation number, the Icelandic kennitala): 11 less the sum's remainder, 0 for none. 10 is no digit: a KID
 * prints it as "-", the other numbers are never given it.
 */
export function mod11CheckDigit(digits: string): number {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) sum += Number(char) * (2 + (index % 6));
  return (11 - (sum % 11)) % 11;
}
