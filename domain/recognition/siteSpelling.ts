import { LanguageWords } from './labels';
import { type LineWord, plainText, type TextLine } from './layout';

/** A run of OCR words this long (letters) or longer is checked against the vendor's site name. */
const MinSpelledLength = 6;
/** Runs of up to this many words ("Bakkerij De Vries") are compared. */
const MaxRunWords = 5;

/**
 * The invoice's own words ("facture", "rechnung", "invoice"): never a misread of the vendor's name when they are long
 * enough to be respelled alone (the short ones, "van", "der", are parts of names).
 */
const InvoiceWord = new RegExp(
  `^(?:${Object.values(LanguageWords)
    .map((words) => words.source)
    .join('|')})$`,
);

const letterOf = (char: string) => plainText(char).replace(/[^a-z0-9]/g, '');
const compactOf = (words: LineWord[]) => words.map((word) => letterOf(word.Text)).join('');

/** OCR's misreads, no other name: one letter in a short run, two from ten letters on. */
const maxMisreadLetters = (length: number) => (length >= 10 ? 2 : 1);

/**
 * A site's name as it spells it, and without the "e" it writes after an umlaut's vowel ("ue" for "ü"): a run OCR
 * read without the umlaut's dots ("Ubersetzungen" of schulz-uebersetzungen.de) is spelled right by that.
 */
type Site = { letters: string; withoutUmlautE: string };

const siteOf = (letters: string): Site => ({ letters, withoutUmlautE: letters.replace(/(?<=[aou])e/g, '') });

/**
 * The site's spelling of a run of letters as long as it that differs from it in a misread letter or two: the whole
 * site name or a part of it ("vandam" of vandamfietsen); null when none does, or the run is spelled right.
 */
function siteSpelling(read: string, { letters: site, withoutUmlautE }: Site): string | null {
  if (read.length < MinSpelledLength || withoutUmlautE.includes(read)) return null;
  for (let from = 0; from + read.length <= site.length; from++) {
    const part = site.slice(from, from + read.length);
    const differing: number[] = [];
    for (let at = 0; at < read.length && differing.length <= maxMisreadLetters(read.length); at++)
      if (read[at] !== part[at]) differing.push(at);
    if (differing.length === 0) return null;
    // Two letters side by side that differ are the run shifted against the site ("backerei" against the "aeckerei"
    // of baeckerei), no misreads.
    const shifted = differing.some((at, index) => index > 0 && at === differing[index - 1] + 1);
    if (differing.length <= maxMisreadLetters(read.length) && !shifted) return part;
  }
  return null;
}

/** A word with its letters from `at` on in the compact run replaced by the site's where they were misread. */
function respelled(word: LineWord, site: string, at: number): LineWord {
  let position = at;
  const text = Array.from(word.Text, (char) => {
    if (letterOf(char).length !== 1) return char;
    const wanted = site[position++];
    if (letterOf(char) === wanted) return char;
    return char === char.toUpperCase() && char !== char.toLowerCase() ? wanted.toUpperCase() : wanted;
  }).join('');
  return { ...word, Text: text };
}

/** The line with its text made of its (respelled) words again, offsets kept: respelling keeps every length. */
function rebuilt(line: TextLine, words: LineWord[]): TextLine {
  let text = line.text;
  for (const word of words) text = text.slice(0, word.start) + word.Text + text.slice(word.end);
  return { ...line, words, text, plain: plainText(text) };
}

/** Where a vendor prints its name: the letterhead (top of the first page) and the footer. */
const inLetterheadOrFooter = (line: TextLine) => (line.page === 1 && line.box[1] < 0.3) || line.box[1] > 0.8;

/**
 * Lines with the OCR'd words that spell the vendor's web site or mail domain, or a part of it, but for a letter or
 * two read as the site spells them: "Bakkerij De Vried" under www.bakkerijdevries.nl is "Bakkerij De Vries", "Van
 * Dan" over www.vandamfietsen.nl "Van Dam" (a logo's name in a display face, misread). Only in the letterhead and
 * the footer, only words of plain letters (a site writes "ä" as "ae") that OCR read (with a confidence), six
 * letters or more, one of them changed (two from ten letters on, not side by side), each letter's case kept, and
 * none of the invoice's own words ("facture" under facturia.fr stays); the text layer's words are what the page says.
 */
export function linesSpelledAsSite(lines: TextLine[], domains: string[]): TextLine[] {
  const sites = domains.filter((domain) => domain.length >= MinSpelledLength).map(siteOf);
  if (sites.length === 0) return lines;
  const readByOcr = (word: LineWord) =>
    word.Confidence !== undefined &&
    /^[a-z]+$/i.test(word.Text) &&
    word.Text.length === word.end - word.start &&
    !(word.Text.length >= MinSpelledLength && InvoiceWord.test(plainText(word.Text)));
  return lines.map((line) => {
    if (!inLetterheadOrFooter(line) || !line.words.some(readByOcr)) return line;
    const words = [...line.words];
    let changed = false;
    for (let first = 0; first < words.length; first++)
      for (let last = first; last < Math.min(words.length, first + MaxRunWords); last++) {
        const run = words.slice(first, last + 1);
        if (!run.every(readByOcr)) break;
        const read = compactOf(run);
        const spelled = sites.reduce<string | null>((found, site) => found ?? siteSpelling(read, site), null);
        if (!spelled) continue;
        let at = 0;
        for (const [offset, word] of run.entries()) {
          words[first + offset] = respelled(word, spelled, at);
          at += compactOf([word]).length;
        }
        changed = true;
        first = last;
        break;
      }
    return changed ? rebuilt(line, words) : line;
  });
}
