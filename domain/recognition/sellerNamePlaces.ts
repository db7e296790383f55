/**
 * Where a vendor's name stands without a legal form to find it by: a letter head printed large, the opening of a
 * footer line, under a seller heading, beside a payee label, and the weak guesses when nothing else names it.
 */
import { blocksOf } from './blocks';
import type { Candidate } from './candidates';
import { BuyerWords, kerned, SellerHeadingWords } from './labels';
import {
  columnSegments,
  type LineWord,
  linesAround,
  nextLineOf,
  plainText,
  type TextLine,
  unionBox,
} from './layout';
import type { Box } from './types';

// Lines that are no name even when they contain a legal form word.
export const NotAName =
  /(?:@|www\.|http|©|\(c\)|copyright|(?<![a-z])(?:iban|bic|swift|btw|vat|ust|tva|kvk|tel|fax|phone|telefon)(?![a-z])|\d{4,})/;

/** The middle one of some values (0 when there are none). */
const middleOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The typical height of the document's lines. */
const medianHeight = (lines: TextLine[]) => middleOf(lines.map((line) => line.height));

/** The typical height of a run of words: a logo's name beside the small print of an address keeps its own size. */
const segmentHeight = (words: LineWord[]) => middleOf(words.map((word) => word.Box[3]));

/** A line at the top of the first page with the first run of its words that is printed large. */
type LargeRun = { line: TextLine; run: LineWord[] };

/**
 * The lines at the top of the first page that print a run of words large (a letterhead's name, at the left or beside
 * the sender's address at the right), in reading order, each with its first such run.
 */
function largeRuns(lines: TextLine[], typical: number): LargeRun[] {
  return lines.flatMap((line) => {
    if (line.page !== 1 || line.box[1] > 0.3) return [];
    const segments = columnSegments(line);
    const at = segments.findIndex((segment) => segmentHeight(segment) >= typical * 1.3);
    return at < 0 ? [] : [{ line, run: spacedOn(segments, at) }];
  });
}

/** A word's width per letter. */
const pitchOf = (word: LineWord) => word.Box[2] / Math.max(1, [...word.Text].length);
/** A word of capitals only ("KEANE"). */
const capitalsWord = (word: LineWord) => /^\p{Lu}{2,}$/u.test(word.Text);

/**
 * A name set in spaced capitals ("K E A N E   M O R A N"), which OCR reads as words whose space is as wide as a
 * column's gap: the run at `at` goes on with the next runs of capitals of its height set no farther than one and a
 * half of its letters apart.
 */
function spacedOn(segments: LineWord[][], at: number): LineWord[] {
  const run = [...segments[at]];
  for (const next of segments.slice(at + 1)) {
    const [last, first] = [run[run.length - 1], next[0]];
    const gap = first.Box[0] - (last.Box[0] + last.Box[2]);
    if (
      !capitalsWord(last) ||
      !capitalsWord(first) ||
      Math.abs(first.Box[3] - last.Box[3]) > last.Box[3] * 0.2 ||
      gap > Math.min(pitchOf(last), pitchOf(first)) * 1.5
    )
      break;
    run.push(...next);
  }
  return run;
}

/** The words without the marks (no letter or digit) that open or end them. */
function trimmedOfMarks(words: LineWord[]): LineWord[] {
  const isWord = (word: LineWord) => /[\p{L}\d]/u.test(word.Text);
  const first = words.findIndex(isWord);
  return first < 0 ? [] : words.slice(first, words.findLastIndex(isWord) + 1);
}

/**
 * A logo's name set in two lines, one under the other ("ELEKTRO" over "HARTMANN"), that together spell the
 * vendor's site name (elektro-hartmann.de): the large run under `upper` (one of the `below` that follow it) that
 * completes it, or null.
 */
function stackedUnder(upper: LargeRun, below: LargeRun[], site: string | undefined): LargeRun | null {
  if (!site) return null;
  const height = segmentHeight(upper.run);
  const bottom = unionBox(upper.run.map((word) => word.Box));
  for (const lower of below) {
    const box = unionBox(lower.run.map((word) => word.Box));
    if (box[1] - (bottom[1] + bottom[3]) > height * 1.5) return null;
    if (Math.abs(box[0] - bottom[0]) > height * 2) continue;
    const both = [...upper.run, ...lower.run];
    return both.length <= 5 && siteCoverage(both, site) >= 0.8 ? lower : null;
  }
  return null;
}

/**
 * The name printed large at the top of the first page: a letter head, also without a legal form ("Atlas
 * Techniek"), also set in two lines that spell the site's name. When a name with a legal form contains it (a logo
 * word, "KRAAN" of "Kraan Bouw B.V."), that name gets the credit instead.
 */
export function letterheadNames(
  lines: TextLine[],
  named: Candidate[],
  site: string | undefined,
): Candidate[] {
  const typical = medianHeight(lines);
  const large = largeRuns(lines, typical);
  const result: Candidate[] = [];
  const joined = new Set<LargeRun>();
  for (const [at, upper] of large.entries()) {
    if (joined.has(upper)) continue;
    const line = upper.line;
    const lower = stackedUnder(upper, large.slice(at + 1), site);
    if (lower) joined.add(lower);
    const run = lower ? [...upper.run, ...lower.run] : upper.run;
    // A bar or a dash at a picture's edge, read by OCR, is no part of the name.
    const segment = trimmedOfMarks(run);
    if (segment.length === 0) continue;
    if (DocumentTitle.test(plainText(segment.map((word) => word.Text).join(' ')))) continue;
    // "Amazon Web Services Invoice": the title printed beside the name in the same type.
    const words = segment.slice(
      0,
      segment.length - (TitleWord.test(plainText(segment.at(-1)?.Text ?? '')) ? 1 : 0),
    );
    const printed = words.map((word) => word.Text).join(' ');
    const text = printed.replace(/[,;:]$/, '');
    const plain = plainText(text);
    if (
      // A heading ("From:", "Verkäufer:", "To:") introduces a name; it is none.
      /:$/.test(printed) ||
      SellerHeading.test(plain) ||
      !/[a-z]{3}/.test(plain) ||
      DocumentTitle.test(plain) ||
      NotAName.test(plain) ||
      BuyerWords.test(plain) ||
      /\d/.test(plain) ||
      // A slogan ("Dat betaal ik zelf wel."), not a name.
      /[.!?]$/.test(text) ||
      words.length > 5
    )
      continue;
    const size = Math.min(0.1, (segmentHeight(words) / typical - 1.3) * 0.15);
    // A name that says more holds the logo's words, in their order or not ("Pichler Gastro" of "Gastro-Großhandel
    // Pichler GmbH").
    const logoWords = words.map((word) => compactName(word.Text)).filter((word) => word.length >= 3);
    // A shop's domain as its logo ("theetuin.nl") stands for the name before its ending.
    const logoName = compactName(text.replace(/^(\S+)\.[a-z]{2,6}$/i, '$1'));
    const holdsLogo = (name: string) =>
      name.includes(logoName) || (logoWords.length >= 2 && logoWords.every((word) => name.includes(word)));
    // The legal name set right under the logo ("Bluebonnet Kitchen" over "BLUEBONNET CATERING COMPANY, LLC"): the
    // firm the trade name is of.
    const logo = unionBox(words.map((word) => word.Box));
    const rightUnder = (name: Candidate) =>
      name.page === line.page &&
      name.box[1] >= logo[1] + logo[3] - 0.002 &&
      name.box[1] - (logo[1] + logo[3]) <= logo[3] * 1.5 &&
      name.box[0] < logo[0] + logo[2] &&
      name.box[0] + name.box[2] > logo[0];
    const fuller = named.filter(
      (name) => !name.buyer && (holdsLogo(compactName(String(name.value))) || rightUnder(name)),
    );
    if (fuller.length > 0) {
      for (const name of fuller) name.score += 0.1 + size;
      continue;
    }
    const written = logoWrittenOut(lines, line, text);
    result.push(
      written ? nameOf(written.line, written.words, 0.65 + size) : nameOf(line, words, 0.65 + size, text),
    );
  }
  return result;
}

// The company data a footer line names after the company: its registrations, VAT number and bank account.
const CompanyData =
  /^(?:company (?:no|number|reg)|registered|registration|reg\.? no|kvk|kamer van koophandel|siret|siren|rcs|hrb|hra|handelsregister|amtsgericht|ust-?id|vat|tva|btw|iban|chamber of commerce)(?![a-z])/;
const TitleWord =
  /^(?:factuur|invoice|rechnung|facture|creditnota|gutschrift|avoir|receipt|quittung|bon|factura|fattura|recibo|ricevuta)$/;
const Separator = /^[·|•–-]$/;
// OCR reads a middle dot as a colon of its own ("Atlas Techniek : KvK 12345678 : IBAN …"); a text layer's lone colon
// is a label's ("Coordonnées bancaires : FR76 …").
const misreadDot = (word: LineWord) => word.Text === ':' && word.Confidence !== undefined;
/** Whether OCR's lone colons among words are misread middle dots: where the words hold another separator too. */
const colonsAreDots = (words: LineWord[]) =>
  words.filter((word) => Separator.test(word.Text) || misreadDot(word)).length >= 2;

/** The parts of a line's words between separators ("Kerkstraat 1 · 3542 AD Utrecht" → two), as plain text. */
function partsOf(words: LineWord[]): string[] {
  const parts: string[][] = [[]];
  for (const word of words) {
    if (Separator.test(word.Text)) parts.push([]);
    else parts[parts.length - 1].push(word.Text);
  }
  return parts.filter((part) => part.length > 0).map((part) => part.join(' '));
}

/**
 * Whether the words after a name on its line are its sender's street and town or company data, parted from it by a
 * separator or a comma: "Atlas GmbH | Industriestr. 25 | 91710 Gunzenhausen", "Atlas Ltd, Registered in England No. …".
 */
export function companyDataAfter(last: LineWord, after: LineWord[]): boolean {
  if (after.length === 0 || !(Separator.test(after[0].Text) || /,$/.test(last.Text))) return false;
  return partsOf(after)
    .flatMap((part) => part.split(/,\s*/))
    .some((part) => AddressLine.test(part) || CompanyData.test(plainText(part)));
}

// A vendor's registration or bank account in its letter head; never a VAT number, which an addressee's block prints
// as well.
const Registration =
  /(?<![a-z])(?:siret|siren|rcs|kvk|kamer van koophandel|hrb|hra|handelsregister|amtsgericht|registergericht|company (?:no|number|reg)|registered in|chamber of commerce|iban)(?![a-z])/;

/**
 * The first line of a block at the top of the first page whose later lines give a registration or a bank account
 * ("Plomberie Lefèvre / 5 avenue Jean Jaurès / 69007 Lyon / SIRET …"): the letter head of a vendor without a legal
 * form, printed no larger than the rest. A block that holds a name found already is left to it.
 */
export function registeredHeadNames(lines: TextLine[], named: Candidate[]): Candidate[] {
  const namedRows = new Set(named.filter((name) => name.page === 1).map((name) => name.line));
  return blocksOf(lines).flatMap((block) => {
    const [first] = block;
    if (first.box[1] > 0.3 || block.length < 2) return [];
    if (block.some((cell) => namedRows.has(cell.line.index))) return [];
    if (!block.slice(1, 8).some((cell) => Registration.test(cell.plain))) return [];
    const { plain, text } = first;
    if (
      !/[a-z]{3}/.test(plain) ||
      /[\d:@]/.test(plain) ||
      NotAName.test(plain) ||
      DocumentTitle.test(plain) ||
      BuyerWords.test(plain) ||
      AddressLine.test(text)
    )
      return [];
    return [nameOf(first.line, first.words, 0.8)];
  });
}

/**
 * Whether a line at the top of the first page is a letter's return address: a name, then its street and town parted
 * by separators ("Elektro Brandt - Industriestraße 7 - 26121 Oldenburg"), printed over the addressee's window.
 */
export function isReturnAddress(line: TextLine): boolean {
  if (line.page !== 1 || line.box[1] >= 0.35) return false;
  const end = line.words.findIndex((word) => Separator.test(word.Text));
  if (end < 1 || end > 6) return false;
  const parts = partsOf(line.words.slice(end + 1));
  return parts.length >= 2 && parts.every((part) => AddressLine.test(part));
}

/**
 * The name that opens a footer line of company data ("Atlas Techniek · Kerkstraat 1 · KvK 12345678 · IBAN …"),
 * or the return address printed small over the addressee of a letter ("Elektro Brandt - Industriestraße 7 - 26121
 * Oldenburg"), also without a legal form.
 */
export function footerNames(lines: TextLine[], named: Candidate[]): Candidate[] {
  const result: Candidate[] = [];
  const namedLines = new Set(named.map((name) => `${name.page}:${name.line}`));
  for (const line of lines) {
    const dots = colonsAreDots(line.words);
    const separator = (word: LineWord) => Separator.test(word.Text) || (dots && misreadDot(word));
    const end = line.words.findIndex(separator);
    if (end < 1 || end > 6) continue;
    // At the foot of the page, or wherever the page ends when its company data says what it is ("… - Company No.");
    // or at the top of the first page when the rest is the sender's street and town.
    const after = line.words.slice(end + 1);
    const rest = plainText(after.map((word) => word.Text).join(' '));
    if (line.box[1] < 0.8 && !CompanyData.test(rest) && !isReturnAddress(line)) continue;
    const words = line.words.slice(0, end);
    const text = words.map((word) => word.Text).join(' ');
    const plain = plainText(text);
    if (!/[a-z]{3}/.test(plain) || /\d/.test(plain) || NotAName.test(plain) || DocumentTitle.test(plain))
      continue;
    // "Bankverbindung: Landessparkasse zu Oldenburg · IBAN …": a label names what follows it, not the vendor.
    if (words.some((word) => /:$/.test(word.Text))) continue;
    if (namedLines.has(`${line.page}:${line.index}`)) continue;
    // "Benoît Lallemand, huissier de justice · …": a person's name and, after a comma, the trade in lower case.
    const comma = words.findIndex((word) => word.Text.endsWith(','));
    const trade =
      comma > 0 && words.slice(comma + 1).every((word) => /^\p{Ll}/u.test(word.Text))
        ? comma + 1
        : words.length;
    const name = words.slice(0, trade);
    result.push(
      nameOf(
        line,
        name,
        0.5,
        name
          .map((word) => word.Text)
          .join(' ')
          .replace(/,$/, ''),
      ),
    );
  }
  return result;
}

// The heading of the seller's block: "Seller", "Leverancier:", "Verkäufer", "Bill From", "Invoiced by".
const SellerHeading = new RegExp(kerned(String.raw`^(?:${SellerHeadingWords})\s*:?$`));
// Lines under a heading that are not the name: numbers, GLN, the address's street.
const NotTheName = /^(?:gln|nummer|number|numero|nr|id|globale|kundennummer|lief-nr|ust|vat|tva|btw)|\d{3,}/;

/** The name on the first line under a seller heading ("Verkäufer:", "Seller", "Fournisseur"), in its column. */
export function namesUnderSellerHeading(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of lines) {
    for (const heading of columnSegments(line)) {
      if (!SellerHeading.test(plainText(heading.map((word) => word.Text).join(' ')))) continue;
      const box = unionBox(heading.map((word) => word.Box));
      const below = linesAround(lines, line, 0, 4)
        .filter(
          (other) => other.page === line.page && other.index > line.index && other.index <= line.index + 4,
        )
        .map((other) => nameOfRow(other, box))
        .filter((words) => words.length > 0);
      for (const words of below) {
        const text = words
          .map((word) => word.Text)
          .join(' ')
          .replace(/[,;]$/, '');
        const plain = plainText(text);
        if (NotTheName.test(plain) || NotAName.test(plain) || !/[a-z]{2}/i.test(text)) continue;
        candidates.push(nameOf(line, words, 0.7, text));
        break;
      }
    }
  }
  return candidates;
}

/**
 * The words of a row under a heading, in the heading's column: the row itself ("Lieferant GmbH"), or the value of
 * its "Name:" label, however far right; none for the row of another label ("Anschrift: …", "Nummer: …").
 */
function nameOfRow(row: TextLine, heading: Box): LineWord[] {
  const words = row.words.filter((word) => word.Box[0] >= heading[0] - 0.02);
  if (words.length === 0 || words[0].Box[0] > heading[0] + 0.25) return [];
  const label = words.findIndex((word) => /:$/.test(word.Text));
  if (label < 0 || label > 2) return words.filter((word) => word.Box[0] < heading[0] + 0.25);
  const labelText = plainText(
    words
      .slice(0, label + 1)
      .map((word) => word.Text)
      .join(' '),
  );
  if (!NameRowLabel.test(labelText)) return [];
  const [value] = columnSegments({ ...row, words: words.slice(label + 1) });
  return value ?? [];
}

// The label of the name in a block of labelled rows: "Name:", "Naam:", "Nom :", "Firma:", "Company name:".
const NameRowLabel =
  /^(?:name|naam|nom|firma|firmenname|company|company name|bedrijfsnaam|raison sociale|denomination)\s*:$/;

export const compactName = (text: string) => plainText(text).replace(/[^a-z0-9]/g, '');

/** A vendor-name candidate of a run of words of a line: their text, or `value` when it was trimmed. */
export function nameOf(
  line: TextLine,
  words: LineWord[],
  score: number,
  value = words.map((word) => word.Text).join(' '),
): Candidate {
  return {
    field: 'RelationName',
    value,
    score,
    page: line.page,
    box: unionBox(words.map((word) => word.Box)),
    format: 'name',
    buyer: false,
    line: line.index,
  };
}

/** A document's lines as compactName gives them, one per line of the text: what timesPrinted searches. */
export const printedNames = (lines: TextLine[]) => lines.map((line) => compactName(line.text)).join('\n');

/** The times a name is counted at most: repeatBonus gives no more for more. */
const TimesCounted = 3;

/**
 * On how many lines of `printed` (printedNames) a name is printed, up to TimesCounted; a name under four letters
 * counts once. The lines are searched as one text, not each apart: a crowded page has thousands of names to count.
 */
export function timesPrinted(name: string, printed: string): number {
  const compact = compactName(name);
  if (compact.length < 4) return 1;
  let times = 0;
  for (let at = printed.indexOf(compact); at >= 0 && times < TimesCounted; times++) {
    const lineEnd = printed.indexOf('\n', at + compact.length);
    at = lineEnd < 0 ? -1 : printed.indexOf(compact, lineEnd + 1);
  }
  return times;
}

/** What a name printed again earns: a vendor's name comes back (letter head, footer, "t.n.v."), at most twice counted. */
export const repeatBonus = (times: number) => Math.min(0.2, (times - 1) * 0.1);

// Mail and web hosts that say nothing about who sent the invoice.
const SecondLevel = /^(?:co|com|org|net|ac|gov|ltd|plc|me|or|ne)$/;
const CommonHosts =
  /^(?:gmail|googlemail|hotmail|outlook|live|yahoo|gmx|web|tonline|icloud|orange|wanadoo|free|ziggo|kpnmail|xs4all|planet|home|aol|mail|email|protonmail)$/;

/** The names in the e-mail addresses and web sites of the vendor (not on the buyer's lines), most frequent first. */
export function vendorDomains(lines: TextLine[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (BuyerWords.test(line.plain)) continue;
    for (const word of line.words) {
      const host =
        /@([a-z0-9.-]+)/i.exec(word.Text)?.[1] ??
        /^(?:https?:\/\/)?(?:www\.)([a-z0-9.-]+)/i.exec(word.Text)?.[1];
      if (!host) continue;
      const parts = host.toLowerCase().split('.').filter(Boolean);
      // The registered name: the part before the top-level domain ("aws.amazon.com" → amazon, "bol.com" → bol).
      // A country's second level ("sunrisebakery.co.uk", "example.com.au") stands between the name and the end.
      const secondLevel = parts.length >= 3 && SecondLevel.test(parts[parts.length - 2]) ? 1 : 0;
      const name = (parts[Math.max(0, parts.length - 2 - secondLevel)] ?? '').replace(/-/g, '');
      if (name.length < 3 || CommonHosts.test(name)) continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

export const DocumentTitle =
  /^(?:factuur|invoice|rechnung|facture|faktura|factura|fattura|fatura|rachunek|tax invoice|commercial invoice|credit|creditnota|gutschrift|avoir|proforma|quote|offerte|page|pagina|seite|strona|nota di credito|nota de credito|factura rectificativa|fee note|declaratie|honorarnote|kostennote|note d['’]?honoraires|etat de frais)|^(?:\S+\s)?(?:invoice|factuur|rechnung|facture|faktura|factura|fattura|fatura)$|^(?:original|copy|duplicate|kopie|copie|duplicata|duplikat|zweitschrift|oryginal|kopia|duplicado|triplicado)$/;

// A street or a postal code and town, never a name: "88 Kingsway", "Marktstraat 7", "3542 AD Utrecht", "70173 Köln",
// "M19 2LL Manchester", and the street with its town on one line: "Kerkstraat 12, 1234 AB Utrecht".
export const AddressLine =
  /^\d+[a-z]?,?\s|\s\d+[a-z]?(?:[-/]\d+[a-z]?)?$|\s\d+[a-z]?(?:[-/]\d+[a-z]?)?,\s+(?:[a-z]{1,2}-?)?\d{4,5}(?:\s?[a-z]{2})?\s+\p{L}|^(?:[a-z]{1,2}-?)?\d{4,5}(?:\s?[a-z]{2})?\s+\p{L}|^[a-z]{1,2}\d[a-z\d]?\s?\d[a-z]{2}\b/iu;

// The first column headings of an items' table: "Description", "Omschrijving", "Pos.", "Qty".
const ItemsHeading =
  /^(?:description|omschrijving|beschreibung|bezeichnung|designation|libelle|artikel|article|item|items|pos\.?|qty|quantity|aantal|menge|anzahl|quantite|qte)$/;

/** How far down the first page the first run of words may be taken for a name (its share of the page). */
const FirstNameDepth = 0.45;

/**
 * The first run of words on the first page's top half that may be a name: no title, no address, no label with its
 * value ("Date: 19/12/2025"), and neither a buyer's heading ("Bill To") nor a line of the block under one, in its
 * column.
 */
function firstNamingRun(lines: TextLine[]): { line: TextLine; words: LineWord[] } | undefined {
  const buyerColumns: Array<{ line: TextLine; box: Box }> = [];
  const underBuyer = (line: TextLine, box: Box) =>
    buyerColumns.some(
      (heading) =>
        line.index - heading.line.index <= 5 &&
        box[0] < heading.box[0] + Math.max(heading.box[2], 0.25) &&
        heading.box[0] < box[0] + box[2],
    );
  for (const line of lines) {
    if (line.page !== 1) continue;
    // A letter head's name stands in the page's top half; below it are the items and their totals ("Totaal").
    if (line.box[1] > FirstNameDepth) return undefined;
    const segments = columnSegments(line);
    // The items' table begins: the names come before it.
    if (segments.length >= 2 && segments.some((words) => ItemsHeading.test(plainText(words[0].Text))))
      return undefined;
    for (const words of segments) {
      const text = words.map((word) => word.Text).join(' ');
      const plain = plainText(text);
      const box = unionBox(words.map((word) => word.Box));
      if (BuyerWords.test(plain) && words.length <= 4) {
        buyerColumns.push({ line, box });
        continue;
      }
      if (
        /[a-z]{3}/i.test(text) &&
        !DocumentTitle.test(plain) &&
        !AddressLine.test(text) &&
        !/^[^:]{1,30}:(?:\s|$)/.test(text) &&
        !underBuyer(line, box)
      )
        return { line, words };
    }
  }
  return undefined;
}

/**
 * The name a logo's word stands for, written out on a line near it: "CARTER" over "Carter Design Studio · 12 High
 * Street · Leeds LS1 4AB" — the words up to the first separator or comma, when they begin with the logo's letters,
 * say more and read as a name (capitals, and no word of a sentence: "Coolblue helpt je graag" is a slogan).
 */
function logoWrittenOut(
  lines: TextLine[],
  logo: TextLine,
  logoText: string,
): { line: TextLine; words: LineWord[] } | undefined {
  const letters = compactName(logoText);
  if (letters.length < 3) return undefined;
  for (const line of lines) {
    if (line.page !== logo.page || line === logo || Math.abs(line.index - logo.index) > 3) continue;
    for (const segment of columnSegments(line)) {
      const end = segment.findIndex(
        (word, index) => Separator.test(word.Text) || (index > 0 && /,$/.test(segment[index - 1].Text)),
      );
      const words = end < 0 ? segment : segment.slice(0, end);
      const text = words
        .map((word) => word.Text)
        .join(' ')
        .replace(/,$/, '');
      const name = compactName(text);
      if (
        words.length <= 6 &&
        name.length > letters.length &&
        name.startsWith(letters) &&
        words.every((word) => /^[\p{Lu}\d&]/u.test(word.Text) || /^\p{Ll}{1,3}$/u.test(word.Text)) &&
        !AddressLine.test(text) &&
        !NotAName.test(plainText(text))
      )
        return { line, words };
    }
  }
  return undefined;
}

/**
 * When no name carries a legal form: the line printed largest at the top of the first page (a name in the letter
 * head), the vendor's web site name, or the first line of the page that is no address; weak guesses.
 */
export function fallbackNames(lines: TextLine[], domains: string[]): Candidate[] {
  const candidate = (line: TextLine, value: string, score: number): Candidate => {
    // The first column of the line: a letter head's name, not the title printed beside it.
    const [words] = columnSegments(line);
    const own = value === line.text && words.length < line.words.length;
    return {
      field: 'RelationName',
      value: own ? words.map((word) => word.Text).join(' ') : value,
      score,
      page: line.page,
      box: own ? unionBox(words.map((word) => word.Box)) : line.box,
      format: 'name',
      buyer: false,
      line: line.index,
    };
  };
  const names: Candidate[] = [];
  const head = lines.filter(
    (line) =>
      line.page === 1 &&
      line.box[1] < 0.3 &&
      /[a-z]{3}/i.test(line.text) &&
      !DocumentTitle.test(line.plain) &&
      !BuyerWords.test(line.plain) &&
      !NotAName.test(line.plain),
  );
  const largest = head.reduce<TextLine | null>(
    (top, line) => (top && top.height >= line.height ? top : line),
    null,
  );
  const typical = medianHeight(lines);
  if (largest && largest.height > typical * 1.3) {
    const score = domains.some((d) => compactName(largest.text).includes(d)) ? 0.45 : 0.35;
    const written = logoWrittenOut(lines, largest, largest.text);
    names.push(
      written ? nameOf(written.line, written.words, score) : candidate(largest, largest.text, score),
    );
  }
  const site = domains[0];
  // A name the site's name is made of ("Transportbedrijf Visser & Zn." of visser-transport.nl) says it in full, as a
  // letter head's name the site backs; else the site's name itself, where a first-page line prints it.
  const spelled = site ? nameSpellingSite(lines, site, 0.5) : undefined;
  const named =
    site && !spelled
      ? lines.find((line) => line.page === 1 && compactName(line.text).includes(site))
      : undefined;
  if (spelled) names.push(spelled);
  else if (site && named) names.push(candidate(named, site.charAt(0).toUpperCase() + site.slice(1), 0.33));
  const first = firstNamingRun(lines);
  if (first) names.push(nameOf(first.line, first.words, 0.3));
  names.push(...footerBlockNames(lines));
  names.push(...namesInSentences(lines));
  // A letter head's name comes back (a footer, "Our ref: Jan Jansen"); a line printed once is a weaker guess.
  const printed = printedNames(lines);
  for (const name of names) name.score += repeatBonus(timesPrinted(String(name.value), printed));
  return names;
}

// The heading of a footer's column, not a name: "Adres", "Anschrift", "Registered office", "Contact".
const FooterHeading =
  /^(?:adres|adresse|address|anschrift|postadres|postanschrift|bezoekadres|vestigingsadres|kantoor|office|head office|registered office|sitz|siege|siege social|contact|kontakt|coordonnees)\b/;

/**
 * The name over a block of the page's foot whose next line is its street or its postcode and town ("Atlas Software
 * / 12 Mill Lane, Leeds / VAT GB…"), in its column; a weak guess.
 */
function footerBlockNames(lines: TextLine[]): Candidate[] {
  const names: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    const next = nextLineOf(lines, position);
    if (line.box[1] < 0.8 || !next) continue;
    for (const words of columnSegments(line)) {
      const text = words.map((word) => word.Text).join(' ');
      const plain = plainText(text);
      if (
        words.length > 6 ||
        !/[a-z]{3}/.test(plain) ||
        /\d|:/.test(plain) ||
        NotAName.test(plain) ||
        DocumentTitle.test(plain) ||
        FooterHeading.test(plain) ||
        BuyerWords.test(plain)
      )
        continue;
      const under = columnSegments(next).find((below) => Math.abs(below[0].Box[0] - words[0].Box[0]) < 0.02);
      if (under && AddressLine.test(under.map((word) => word.Text).join(' ')))
        names.push(nameOf(line, words, 0.4));
    }
  }
  return names;
}

// Sentences that name the vendor: "Thank you for choosing Acme Widgets!", "Bedankt voor uw bestelling bij Atlas",
// "Merci d'avoir choisi Dupont", and the site's or the firm's copyright line "© 2024 Acme Widgets Inc.".
const ThanksTo =
  /(?<![a-z])(?:(?:thank you|thanks) for (?:choosing|shopping (?:at|with)|your (?:business|order|purchase) (?:with|at))|bedankt voor (?:uw|je) (?:bestelling|aankoop|vertrouwen in)|vielen dank fur ihren (?:einkauf|auftrag|bestellung) bei|merci d'avoir choisi|merci pour votre (?:achat|commande) chez)\s+/;
const Copyright = /(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s*)?/;
// A title that says whom the document is from: "Invoice from Carter Design Studio", "Receipt from Acme Inc.",
// "Rechnung von Holzbau Weber"; the name starts with a capital ("Factuur van 12 maart" is dated, not named).
const TitledFrom =
  /^(?:invoice|receipt|bill|factuur|rekening|kwitantie|rechnung|quittung) (?:from|van|von)\s+/;
// Where a sentence's name ends: "All rights reserved", "Alle Rechte vorbehalten", "Tous droits réservés".
const AfterTheName = /^(?:all|alle|tous|tout|and|en|und|et|for|voor|fur|pour)$/i;

/**
 * A name a sentence gives the vendor (ThanksTo, Copyright, TitledFrom): a weak guess, for when no name has a legal
 * form.
 */
function namesInSentences(lines: TextLine[]): Candidate[] {
  const names: Candidate[] = [];
  for (const line of lines) {
    for (const [pattern, score] of [
      [ThanksTo, 0.45],
      [Copyright, 0.4],
      [TitledFrom, 0.45],
    ] as const) {
      const match = pattern.exec(line.plain);
      if (!match) continue;
      const start = match.index + match[0].length;
      const after = line.words.filter((word) => word.start >= start);
      const end = after.findIndex(
        (word, index) =>
          AfterTheName.test(plainText(word.Text)) ||
          Separator.test(word.Text) ||
          (index > 0 && /[,;!|]$/.test(after[index - 1].Text)),
      );
      const words = after.slice(0, Math.min(end < 0 ? 5 : end, 5));
      // A sentence's full stop ends it, not an abbreviation's ("Inc.", "B.V.").
      const text = words
        .map((word) => word.Text)
        .join(' ')
        .replace(/[,;!|]$/, '')
        .replace(/(?<=\p{L}{5})\.$/u, '');
      if (
        words.length === 0 ||
        !/[a-z]{3}/i.test(text) ||
        /^\S*\d\S*$/.test(text) ||
        NotAName.test(plainText(text)) ||
        (pattern === TitledFrom && !/^\p{Lu}/u.test(text))
      )
        continue;
      names.push(nameOf(line, words, score, text));
    }
  }
  return names;
}

/**
 * How much of a site's name (letters only) a name's words spell: each word by its longest beginning found in it
 * ("transportbedrijf" gives "transport" of "vissertransport"), beginnings of three letters or more.
 */
function siteCoverage(words: LineWord[], site: string): number {
  const covered = new Array<boolean>(site.length).fill(false);
  let spelling = 0;
  for (const word of words) {
    const letters = compactName(word.Text);
    for (let length = letters.length; length >= 3; length--) {
      const at = site.indexOf(letters.slice(0, length));
      if (at < 0) continue;
      covered.fill(true, at, at + length);
      spelling += 1;
      break;
    }
  }
  // "Met vriendelijke groeten, het team van Pixelwerf": a sentence that ends in the site's name is no name spelling it.
  if (spelling * 3 < words.length) return 0;
  return covered.filter(Boolean).length / Math.max(1, site.length);
}

/** The first run of words on the first page, no mail or web address, that spells the vendor's site name. */
function nameSpellingSite(lines: TextLine[], site: string, score: number): Candidate | undefined {
  for (const line of lines) {
    if (line.page !== 1 || /@|www\.|https?:/i.test(line.text)) continue;
    for (const words of columnSegments(line)) {
      if (words.length < 2 || siteCoverage(words, site) < 0.8) continue;
      return nameOf(line, words, score);
    }
  }
  return undefined;
}

// Labels the vendor's name is printed beside: the account holder, the payee.
// The words before the firm a trading name, a brand, a place or an agent's invoice belongs to: "… is a trading name of",
// "… is een initiatief van", "géré par", "au nom et pour le compte de"; not the owner a car park or a building is run
// for by the firm that bills it ("Parking Kiem exploité pour le compte de Kiem Office Towers S.A.").
const PrincipalWords =
  '(?:is )?a trading name of|(?:een )?handelsnaam van|nom commercial de|(?:invoiced|issued|billed|acting) on behalf of|(?:is )?(?:een initiatief van|an initiative of)|(?:est )?une initiative de|(?:ist )?eine initiative (?:von|der|des)|(?:geree?|exploitee?) par|(?:beheerd|geexploiteerd) door|operated by|betrieben (?:von|durch)|(?<!(?:exploitee?|geree?|operated|managed|geexploiteerd|beheerd|betrieben) )(?:(?:au nom et )?pour (?:le )?compte de|(?:namens en )?voor rekening van|(?:im auftrag und )?fur rechnung von)';
const NameLabel = new RegExp(
  `(?<![a-z-])(?:titulaire du compte|account holder|rekeninghouder|begunstigter|account name|kontoinhaber|zahlungsempfanger|t\\.?n\\.?v\\.?|ten name van|begunstigde|beneficiary|payee|payable to|remit(?: payment)? to|beneficiaire|au nom de|sold by|${PrincipalWords}|(?:sur|au) (?:le )?compte de|vendu par|verkauft von|verkocht door|(?:seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|supplier|from|rechnungssteller|leistungserbringer|absender|afzender|emetteur|expediteur|prestataire)\\s*:)\\s*:?\\s*`,
);

// The buyer's heading, where a label of the seller's is followed by the next column's: "Sold by      Sold to".
const BuyerHeadingFirst = /^(?:sold|ship(?:ped)?|bill(?:ed)?|invoiced?|deliver(?:ed)?|issued) to\b/i;

// Words with which a payment sentence goes on after the payee's name.
const NameGoesOn = /^(?:onder|o\.?v\.?v\.?|quoting|stating|referencing|unter|avec|with)$/i;

// A name does not end in "&" or "and": the sentence wrapped inside it ("account name Clarke & / Hughes LLP").
export const NameGoesOnBelow = /^(?:&|\+|and|en|und|et)$/i;

// The words of the names of a partnership after its first name's comma ("Carey, Clark and Ferguson", "Van Dijk,
// De Boer en Jansen"): capitalised names and their particles, joined by "and" or "&".
export const Particle = /^(?:van|de|der|den|het|ter|ten|von|vom|zu|du|des|le|la|di|da|of|y)$/;
const PartnerName = /^\p{Lu}[\p{L}'’-]*$/u;

/**
 * Whether the words from `index` on name further partners of a firm (the comma before them joins names, it does not
 * end the payee's): up to six capitalised names or particles with "and", "&", "en", "und" or "et" among them and a
 * name after it, or the line ending in the conjunction (the name goes on below).
 */
function partnersFrom(words: TextLine['words'], index: number): boolean {
  const following = words.slice(index, index + 6);
  let joined = false;
  let named = false;
  for (const word of following) {
    const text = word.Text.replace(/[.,]$/, '');
    if (NameGoesOnBelow.test(text)) {
      if (joined || !named) return false;
      joined = true;
      named = false;
    } else if (PartnerName.test(text)) named = true;
    else if (!Particle.test(text)) return false;
    if (word.Text !== text) break;
  }
  const last = following.at(-1);
  return (
    joined && (named || (last !== undefined && NameGoesOnBelow.test(last.Text) && index + 6 > words.length))
  );
}

// The town a Dutch payment sentence names after the payee: "t.n.v. Smit Installatietechniek te Katwijk".
const InTown = (words: TextLine['words'], index: number) =>
  words[index].Text === 'te' && /^\p{Lu}/u.test(words[index + 1]?.Text ?? '');

// The words before the firm an invoice is the firm's, whoever prints it: a trading name's owner, an agent's principal.
export const PrincipalLabel = new RegExp(`(?<![a-z])(?:${PrincipalWords})(?![a-z])`);
const FormAndStop = /^(?:ltd|limited|inc|corp|llc|plc|gmbh|ag|b\.v|n\.v|s\.a|srl|sarl|bvba|nv|bv)\.$/i;
const sentenceGoesOn = (word: string) => /^\p{Ll}/u.test(word) && !Particle.test(word);

/** Where a name among a payee's words ends: a separator, a comma, or the sentence going on (-1: it runs on). */
function nameEnd(words: TextLine['words'], from: number): number {
  const dots = colonsAreDots(words);
  return words.findIndex(
    (word, index) =>
      index > from &&
      (/^[-–|,·•]$/.test(word.Text) ||
        (dots && misreadDot(word)) ||
        NameGoesOn.test(word.Text) ||
        // "… a trading name of Mitchell Electrical Services Ltd. Registered in England …": the sentence ends after the form.
        (index > 0 && FormAndStop.test(words[index - 1].Text) && /^\p{Lu}/u.test(word.Text)) ||
        // "t.n.v. Theetuin Vermeulen en vermeld daarbij …": the sentence goes on after "and"; a name's "& Zonen" or
        // "and van Luyssel" would not.
        (NameGoesOnBelow.test(word.Text) && sentenceGoesOn(words[index + 1]?.Text ?? '')) ||
        InTown(words, index) ||
        (index > 0 && /[,;]$/.test(words[index - 1].Text) && !partnersFrom(words, index))),
  );
}

/**
 * The capitalised words a payee's name goes on with at the next line's start, up to its comma or full stop: "Cheques
 * payable to Leeds" / "City Council. Remit to …". None when the words run on without one ("IBAN NL…", "Please send",
 * a table's "Description Qty Amount").
 */
function nameGoingOn(words: LineWord[]): LineWord[] {
  for (const [index, word] of words.slice(0, 3).entries()) {
    if (!/^\p{Lu}\p{Ll}+[.,]?$/u.test(word.Text)) return [];
    if (/[.,]$/.test(word.Text)) return words.slice(0, index + 1);
  }
  return [];
}

// The words of an office's or department's name: where a public body or a large firm has its invoices paid.
const OfficeWord =
  /^(?:finance|financial|fiscal|accounts?|receivables?|payables?|income|office|department|dept|team|unit|shared|services?|treasurer|treasury|billing|credit|control|administration|debtors?|collections?|cashier|receipts|afdeling|debiteuren(?:beheer)?|financien|financiele|dienst|abteilung|buchhaltung|kasse|gestion|comptable|comptabilite|tresorerie|tresor|public|recette|of|the|de|des|du|la|le|van|der|&|and|en|und|et)$/;
const isOffice = (name: string) =>
  plainText(name)
    .split(/[\s,.–-]+/)
    .filter(Boolean)
    .every((word) => OfficeWord.test(word));

/** Names beside a payee label ("Titulaire du compte : NETPRESSE"). */
export function labelledNames(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    const match = NameLabel.exec(line.plain);
    if (!match) continue;
    const start = match.index + match[0].length;
    // The name's own column run: "Seller: Atlas Ltd      Buyer: …" ends at "Ltd".
    const run = columnSegments(line).find((segment) => segment.some((word) => word.start >= start)) ?? [];
    const after = run.filter((word) => word.start >= start);
    const next = nextLineOf(lines, position);
    // A principal's heading that ends its line ("FACTURE ÉMISE AU NOM ET POUR LE COMPTE DE"): the name opens the
    // next line.
    const words =
      after.length === 0 &&
      start >= line.plain.trimEnd().length &&
      PrincipalLabel.test(match[0]) &&
      next !== undefined
        ? (columnSegments(next).find((segment) => Math.abs(segment[0].Box[0] - line.box[0]) < 0.05) ?? [])
        : after;
    // A separator, a comma, or the sentence going on ("t.n.v. Smit B.V. onder vermelding van …", "Ltd, quoting …")
    // ends it.
    const end = nameEnd(words, 0);
    let name = words.slice(0, Math.min(end < 0 ? 6 : end, 6));
    const wrapped = end < 0 && next !== undefined && NameGoesOnBelow.test(name.at(-1)?.Text ?? '');
    if (wrapped) {
      const below = nameEnd(next.words, -1);
      name = [...name, ...next.words.slice(0, below < 0 ? 6 : below)].slice(0, 8);
    } else if (end < 0 && name.length === words.length && name.length < 6 && next !== undefined)
      name = [...name, ...nameGoingOn(next.words)];
    const text = name
      .map((word) => word.Text)
      .join(' ')
      // The sentence's full stop after the name ("… t.n.v. J. de Vries.", "… ten name van Van Dijk en / Zonen."), not
      // an abbreviation's ("Ltd.", "Inc.", "Corp.").
      .replace(/(?<=\p{Ll}{3})(?<![Cc]orp|[Bb]ros)\.$|[,;]$/u, '');
    // A code ("ARNR2") is no name; nor another label with its value, where OCR joined the payee's label to the next
    // column ("Bénéficiaire  MOYEN DE PAIEMENT : VIREMENT"); nor the buyer's heading in the next column ("Sold by
    // Sold to").
    if (
      text.length < 3 ||
      NotAName.test(text.toLowerCase()) ||
      BuyerHeadingFirst.test(text) ||
      /^\S*\d\S*$/.test(text) ||
      // "… voor rekening van de klant betaald", "… van de cliënt (art. 28, 5° W.BTW)": words of the sentence, not a
      // name ("3M" is one).
      !name.some((word) => /^(?:\p{Lu}|\d+\p{L})/u.test(word.Text)) ||
      name.some((word) => word.Text.endsWith(':'))
    )
      continue;
    candidates.push({
      field: 'RelationName',
      value: text,
      label: match[0].replace(/[\s:]+$/, ''),
      // "Remit to: Finance Office – Accounts Receivable", "payable to: Treasurer, State of Ohio": an office, not a firm.
      score: isOffice(text) ? 0.4 : 0.8,
      page: line.page,
      box: unionBox(name.map((word) => word.Box)),
      format: 'name',
      buyer: false,
      line: line.index,
    });
  }
  return candidates;
}
