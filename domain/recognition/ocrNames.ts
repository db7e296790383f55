import type { DocumentLanguage } from './language';

// Abbreviations of four letters or more that end a company's name with their own full stop (shorter ones, "Co.",
// "Ltd.", are never taken for a plain word).
const Abbreviation = /^(?:corp|bros|assn|intl|comp|gebr)\.$/i;

/**
 * A company's name as the page prints it, from what OCR made of it. Tesseract reads a German "ü" in some fonts as
 * "ii" ("Ingenieurbiiro", "Miiller"): German spells no word with "ii" inside it, so in a German document the pair
 * between letters is the umlaut. A full stop after a plain last word ("Seidel.") is a speck read as one; an
 * abbreviation keeps its own ("Co.", "Bros.", "e.V.").
 */
export function ocrNameRepaired(name: string, language: DocumentLanguage | null): string {
  let repaired = language === 'de' ? name.replace(/(?<=\p{L})ii(?=\p{Ll})/gu, 'ü') : name;
  const last = repaired.split(' ').at(-1) ?? '';
  if (/^\p{Lu}\p{Ll}{3,}\.$/u.test(last) && !Abbreviation.test(last)) repaired = repaired.slice(0, -1);
  return repaired;
}
