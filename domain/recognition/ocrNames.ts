import type { DocumentLanguage } from './language';

// The ß of the words a German firm's name holds ("Großhandel", "Straße", "Weiß", "Meißen"), read as a capital B: only
// there, since a brand may join its words with one ("ProBau").
const EszettAsB =
  /(?<=(?:[Gg]ro|[Ss]tra|[Ww]ei|[Hh]ei|[Ff]u|[Mm]ei|[Gg]ie|[Ss]chlo|[Ss]pa|[Ff]lie|[Gg]rü))B(?=\p{Ll}|$|\s)/gu;

// Abbreviations of four letters or more that end a company's name with their own full stop (shorter ones, "Co.",
// "Ltd.", are never taken for a plain word).
const Abbreviation = /^(?:corp|bros|assn|intl|comp|gebr)\.$/i;

/**
 * A company's name as the page prints it, from what OCR made of it. Tesseract reads a German "ü" in some fonts as
 * "ii" ("Ingenieurbiiro", "Miiller"): German spells no word with "ii" inside it, so in a German document the pair
 * between letters is the umlaut, and a capital B the ß of "Groß", "Straße" ("GroBhandel"). A full stop after a plain
 * last word ("Seidel.") is a speck read as one; an abbreviation keeps its own ("Co.", "Bros.", "e.V."). The Polish
 * "Sp. z o.o." is read with its letters o as zeros ("Sp. z 0.0.") in any language.
 */
export function ocrNameRepaired(name: string, language: DocumentLanguage | null): string {
  let repaired =
    language === 'de' ? name.replace(/(?<=\p{L})ii(?=\p{Ll})/gu, 'ü').replace(EszettAsB, 'ß') : name;
  repaired = repaired.replace(/(?<=\bSp\. ?z )0\.0\.?$/u, 'o.o.');
  const last = repaired.split(' ').at(-1) ?? '';
  if (/^\p{Lu}\p{Ll}{3,}\.$/u.test(last) && !Abbreviation.test(last)) repaired = repaired.slice(0, -1);
  return repaired;
}
