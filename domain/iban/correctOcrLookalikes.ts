import { type CharClass, ibanCountrySpec } from './countries';
import { normalizeIban } from './normalizeIban';
import { validateIban } from './validateIban';

const digitToLetter: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
};
const letterToDigit: Readonly<Record<string, string>> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  L: '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
  T: '7',
};

/** The digit a letter OCR read in a digit's place stands for ("O" → "0", "S" → "5"); other characters as they are. */
export function ocrDigits(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letterToDigit[letter] ?? letter);
}

function correctChar(char: string, charClass: CharClass): string {
  if (charClass === 'letter') return digitToLetter[char] ?? char;
  if (charClass === 'digit') return letterToDigit[char] ?? char;
  return char;
}

function correctClasses(text: string, classes: readonly CharClass[]): string {
  return Array.from(text, (char, index) => correctChar(char, classes[index] ?? 'any')).join('');
}

/**
 * Repairs OCR look-alikes in an IBAN (0/O/D/Q, 1/I/L, 5/S, 8/B, 2/Z, 6/G, 7/T) by what each position must hold:
 * letters in the country code and letter positions of the country's BBAN pattern, digits in the check
 * digits and digit positions. Returns the corrected electronic format only when that is a valid IBAN
 * and the input was not; otherwise the input unchanged, so a correction never makes things worse.
 */
export function correctOcrLookalikes(input: string): string {
  const compact = normalizeIban(input);
  if (compact === '' || validateIban(compact).valid) return input;
  const head = correctClasses(compact.slice(0, 4), ['letter', 'letter', 'digit', 'digit']);
  const spec = ibanCountrySpec(head.slice(0, 2));
  const bban = spec ? correctClasses(compact.slice(4), spec.bbanClasses) : compact.slice(4);
  const corrected = head + bban;
  const result = validateIban(corrected);
  return result.valid && result.iban ? result.iban : input;
}
