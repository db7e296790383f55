import { monthFromName } from '../date/index';
import { isCreditorReference } from '../payments/creditorReference';
import { CurrencyCodes } from './currency';
import { BuyerHeadingWords, BuyerWords, type LabelPattern, SellerHeadingWords } from './labels';
import {
  columnSegments,
  isColumnGap,
  type LineWord,
  lineAbove,
  linesAround,
  linesJustBelow,
  plainText,
  positionOf,
  type TextLine,
  unionBox,
} from './layout';
import type { Box, RecognizedFieldName } from './types';
import { isLoneDigit, type ReadValue, readValue, type ValueKind, wordsFrom } from './values';

/** A possible value of a field: where it is printed, beside which label, and how likely it is the one (0–1). */
export type Candidate = {
  field: RecognizedFieldName;
  value: string | number;
  score: number;
  page: number;
  box: Box;
  label?: string;
  format: string;
  /** Printed near words of the buyer ("klantnummer", "your VAT number"). */
  buyer: boolean;
  line: number;
  /** The row that closes a grid of the totals' columns ("Total of this bill", "Restbetrag dieser Schlussrechnung"). */
  closesGrid?: boolean;
  /** Read where a lesson of the vendor said (with the lesson's hits). */
  learned?: number;
  /** A lesson read it only at its place on the page, without the label it stood beside. */
  positional?: boolean;
  /**
   * A name of another party the vendor prints: its bank beside its account ("Bank: ABN AMRO Bank N.V."), the maker of
   * its invoicing software ("Gemaakt met Moneybird B.V."), its insurer, its factor, its trade association. The
   * vendor's only as a last resort.
   */
  bystander?: boolean;
};

/** A label found on a line: the words it covers. */
export type LabelHit = {
  line: TextLine;
  first: number;
  last: number;
  text: string;
  weight: number;
  /** The value printed in the label's own word after a colon: "Rechnungsnummer:4711", "IBAN:NL91…". */
  glued?: string;
  /** The check its value passes (LabelPattern.check). */
  check?: (value: string) => boolean;
  /**
   * The date's half of a label that names the number and the date at once ("Rechnungs-Nr./Datum:", "Factuurnr./datum"),
   * whose values follow as a pair ("4711/12.03.2025", "4711 / 12.03.2025"): the date is the pair's second value.
   */
  secondOfPair?: boolean;
};

// The words that make a label speak of another document: "Date de facture associée", "original invoice number", and
// a credit note's reference to the invoice it credits ("Betreft factuur:", "Bezug: Rechnung", "Regarding invoice").
const OtherDocument =
  /(?<![a-z])(?:associee|d'origine|originale?|initiale?|related|original|referenced|ursprungliche|bezogene|oorspronkelijke|betreft|betrifft|bezug(?: auf)?|bezuglich|concernant|regarding|crediting|correcting|gecrediteerde|gecorrigeerde|te crediteren)(?![a-z])/;

// A letter's subject line ("Betreft: declaratie 20250391", "Betrifft: Rechnung 4711") names the letter's own bill.
const Subject = /(?:betreft|betrifft|concernant|regarding) ?: ?$/;

// "Prior balance (Invoice No. 239990 …", "vorige factuur", "frühere Rechnung": an earlier document.
const PriorDocument =
  /(?<![a-z])(?:prior|previous|earlier|preceding|vorige|eerdere|voorgaande|vorherige|fruhere|vorangegangene|precedente|anterieure)(?![a-z])[^.:;]{0,20}$/;

// "Next billing date", "Volgende factuurdatum", "Nächste Abrechnung", "Prochaine facture": a label of the document
// to come.
const NextDocument = /(?<![a-z])(?:next|upcoming|volgende|nachste|prochaine?)(?![a-z])/;

const NumberWord = /^(?:nr|no|n[°º˚]|number|nummer|numero|num)\.?:$/i;
const DateWord = /^(?:date|datum|dat)$/;
const AmountWord = /^(?:total|totaal|montant|bedrag|betrag|gesamt|gesamtbetrag|amount|somme|summe)$/;
// Small words between a label and its value: "Btw 21%   over 1.234,00", "MwSt. 19 % von 100,00".
const Connector = /^(?:over|van|von|auf|uber|of|on|from|sur|de|du|x)$/;
// The word before the number of a law's article: "art. 11 Wet OB", "art. 293 B du CGI", "§ 19 UStG", "Abs. 1".
const LawArticle = /^\(?(?:art|artikel|article|articolo|articulo|§|abs|absatz|lid|alinea)\.?$/i;

/** Whether the word at `index` is the number of a law's article ("art. 11", "§ 19"): no value of a label. */
const followsLawArticle = (line: TextLine, index: number) =>
  index > 0 && LawArticle.test(line.words[index - 1].Text);

// A label that names the number and the date at once: "Rechnungs-Nr./Datum:", "Factuurnr./datum", "No./-datum".
const PairedDate = /^\.?\s*\/\s*-?\s*(?:datum|date|dat)\.?\s*:?$/;
const PairedNumber = /(?:nr|no|nummer|number)\.?\s*\/\s*-?\s*$/;

/** Whether label hit `longer` covers `hit`: on the same line, over its words and more. */
export const covers = (longer: LabelHit, hit: LabelHit): boolean =>
  longer.line === hit.line &&
  longer.first <= hit.first &&
  longer.last >= hit.last &&
  longer.last - longer.first > hit.last - hit.first;

/** Where a label pattern occurs on the lines. */
export function findLabels(lines: TextLine[], patterns: LabelPattern[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of lines)
    for (const { pattern, weight, alone, check } of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(line.plain); match; match = pattern.exec(line.plain)) {
        const start = match.index;
        const end = start + match[0].length;
        const first = line.words.findIndex((word) => word.end > start);
        let last = first;
        while (last + 1 < line.words.length && line.words[last + 1].start < end) last += 1;
        if (first < 0) continue;
        // "Fecha   Vencimiento": two columns' headings, each a label of its own, are not one across their gap.
        if (
          line.words
            .slice(first, last)
            .some((word, index) => isColumnGap(line, word, line.words[first + index + 1]))
        )
          continue;
        // "Rechnung an:", "Invoice date:": the words go on to another label, of which this is only the start.
        const next = line.words[last + 1];
        if (
          next &&
          !isColumnGap(line, line.words[last], next) &&
          /^\p{L}[\p{L}.-]*:/u.test(next.Text) &&
          !NumberWord.test(next.Text.replace(/:.*$/, ':'))
        )
          continue;
        // A bare label must open its column: "Order no." ends another label; "4711 Nr." follows a value.
        const before = line.words[first - 1];
        if (alone && before && !isColumnGap(line, before, line.words[first]) && !/\d/.test(before.Text))
          continue;
        if (alone && line.words[first].start !== start) continue;
        if (alone && next && !isColumnGap(line, line.words[last], next) && !/\d|^[:#]$/.test(next.Text))
          continue;
        // "Factuurnummer / datum:", "Invoice No. / Date:": the pair's date label set apart by spaces is the label's.
        const spacedPair = [1, 2].find(
          (more) =>
            last + more < line.words.length &&
            PairedDate.test(line.plain.slice(end, line.words[last + more].end)) &&
            !line.words
              .slice(last, last + more)
              .some((word, index) => isColumnGap(line, word, line.words[last + index + 1])),
        );
        if (spacedPair) last += spacedPair;
        // A label ends at a word's end (or before its colon): "factuur" must not match inside "factuur2024".
        const tail = line.plain.slice(end, line.words[last].end);
        const glued = /^\.?\s*[:#]\s*(?=[\p{L}\d€$£+(-])/u.exec(tail);
        // "Amount Due, GBP", "Noch zu zahlen, EUR": the label names the currency after a comma.
        const currencyNamed = tail === ',' && next !== undefined && CurrencyCodes.includes(next.Text);
        // "Rechnungs-Nr./Datum:", "Factuurnr./datum": the number's label names the date's beside it.
        const pairedWithDate = PairedDate.test(tail);
        if (tail !== '' && !/^[\s:;.#°)|\]]*$/.test(tail) && !glued && !currencyNamed && !pairedWithDate)
          continue;
        // "Presentación modelo 303 (IVA)": a label wholly in brackets after other words of its cell is a mention in
        // a line's description, not a label.
        if (
          line.plain[start - 1] === '(' &&
          tail.startsWith(')') &&
          before &&
          !isColumnGap(line, before, line.words[first])
        )
          continue;
        // "Ihre Bestellung Nr. 4711 vom …", "Lieferung und Leistung vom …": a bare "vom" that dates another document
        // or the supply is no label of this document's date at all.
        if (datesAnother(lines, line, first, match[0])) continue;
        // "Date de facture associée", "original invoice number", "Next billing date": the label speaks of another
        // document.
        const lead = line.plain.slice(Math.max(0, start - 12), start);
        const other =
          OtherDocument.test(line.plain.slice(end, end + 14)) ||
          (OtherDocument.test(lead) && !Subject.test(lead)) ||
          NextDocument.test(lead) ||
          PriorDocument.test(line.plain.slice(Math.max(0, start - 32), start)) ||
          // "(Invoice No. 239990 dated …)", "(Vorschussrechnung Nr. 25-00840, darin …)": an invoice named in brackets
          // is mentioned, not this one's.
          (line.plain[start - 1] === '(' && InvoiceKindWord.test(match[0])) ||
          // "Deze creditnota wordt verrekend met factuur 2025-0295", "Zur Rechnung RE-2025-0115": the label's word ends
          // a phrase that names another invoice.
          NamesAnotherInvoice.test(
            `${first === 0 ? endOfLineAbove(lines, line) : ''}${line.plain.slice(Math.max(0, start - 32), line.words[first].end)}`,
          ) ||
          // "Applies to Invoice   Invoice Date": an invoice's label in a row whose earlier cell names that invoice, or
          // under such a label in a list ("Against invoice   INV-2331" over "Invoice date   8 Dec 2024").
          (InvoiceWord.test(match[0]) &&
            (cellBeforeNamesAnotherInvoice(line, first) ||
              labelAboveNamesAnotherInvoice(lines, line, first)));
        // "Verkäufer: / Nummer: 549910": a bare number label under a party's heading is that party's number.
        const party = alone && underPartyHeading(lines, line, line.words[first]);
        const specific = (0.85 + Math.min(0.15, match[0].length / 100)) * (party ? 0.3 : 1);
        // "FACTURE" over "N° 2026 / 000065": a bare number label under the document's title is the title's own.
        const titled = alone && NumberWord.test(`${match[0]}:`) && underTitle(lines, line, line.words[first]);
        hits.push({
          line,
          first,
          last,
          text: match[0],
          weight: (titled ? 1 : weight) * specific * (other ? 0.4 : 1),
          ...(check ? { check } : {}),
          ...(glued ? { glued: line.text.slice(end + glued[0].length, line.words[last].end) } : {}),
          ...(PairedNumber.test(line.plain.slice(line.words[first].start, start))
            ? { secondOfPair: true }
            : {}),
        });
        if (match[0].length === 0) pattern.lastIndex += 1;
      }
    }
  return hits;
}

// A document other than the one read, or a payment already made or still to be debited, named before the "vom",
// "dated" or "le" that dates it: "Ihre Bestellung Nr. 4711 vom …", "Your order no. 4711 dated …", "Acompte versé le
// …", "Ce montant sera prélevé le 1er octobre 2025"; or the supply the
// invoice charges for, dated apart from it: "für die Lieferung und Leistung vom …", "prestation réalisée le …".
const AnotherDocumentNoun =
  /(?<![a-z])(?:bestellung|bestell-?nr|auftrag|auftrags-?nr|angebot|schreiben|anfrage|lieferschein|vertrag|anzahlung|lieferung|leistung|order|quotation|quote|offer|letter|delivery note|contract|deposit|paid|received|commande|devis|contrat|bon de livraison|acompte|verse|paye|recu|regle|preleve|abgebucht|eingezogen|debited|collected|geincasseerd|afgeschreven|livraison|prestation|pedido|albaran|presupuesto|oferta|contrato|anticipo|pagado|recibido|ordine|ddt|bolla|preventivo|offerta|contratto|acconto|pagato|ricevuto|unfall|schaden|accident|ongeval|sinistre)/;

// Another invoice, named by the document that corrects or credits it: "Gutschrift zu Rechnung 310 vom …", "Credit
// against invoice 77 dated …", "Avoir sur la facture 12 émise le …", "Deze creditnota wordt verrekend met factuur
// 2025-0295", "korrigieren wir die Rechnung RE-2025-0115", a credit note's "Betreft factuur   25-10182" (not
// "Betreft: factuur …", a letter's subject naming its own), "Rechnungskorrektur zu unserer Honorarnote"; or deducted
// by a later one: "abzüglich 1. Abschlagsrechnung Nr. …", "less deposit invoice", "Af: voorschotfactuur …", "à déduire :
// facture d'acompte"; or replaced: "ersetzt die Dauerrechnung Nr. …", "annule et remplace la facture n° …"; or named as
// where a payment was asked: "Het voorschot volgens voorschotfactuur 25/0220 werd …
// ontvangen".
const AnotherInvoice =
  /(?<![a-z])(?:(?:zu|zur|gemass|bezug auf|bezuglich|korrektur|storno|stornierung|korrigieren wir|stornieren wir|verrechnet mit|angerechnet auf|aus der) (?:der |unserer |ihrer |die )?(?:rechnung|honorarnote|kostennote)|(?:against|correcting|crediting|re|relating to|referring to|original|deducted from|appl(?:ies|ied) to) invoice|(?:sur|annule|annulant|rectifie|rectifiant|imputee? sur|deduite? de|compensee? avec) (?:la )?facture|(?:verrekend met|in mindering op|betreft|creditering van|correctie (?:op|van)) (?:de |het |uw |onze )?(?:factuur|declaratie)|(?:originele|oorspronkelijke) factuur|(?:abzuglich|abzgl\.?|verrechnet mit) (?:der |unserer |ihrer |die )?(?:\d+\. )?[a-z]*rechnung|(?:less|deduct|deducting|minus):? (?:our |the )?(?:\w+ )?invoice|(?:minus|min|af|verminderd met|reeds gefactureerd(?: met)?):? (?:de |onze )?[a-z]*factuur|(?:moins|deduction(?: de)?|a deduire :?) (?:la |notre |votre )?(?:\w+ )?facture|(?:ersetzt|ersetzend|storniert) (?:die |unsere |ihre )?[a-z]*rechnung|(?:replaces|replacing|supersedes|cancels and replaces) (?:our |the |your )?(?:\w+ )?invoice|(?:vervangt|vervangende|annuleert en vervangt) (?:de |onze |uw )?[a-z]*factuur|(?:annule et )?remplace (?:la |notre |votre )?facture|(?:volgens|according to|selon|gemass) (?:de |onze |uw |our |the |your |la |notre |votre |unserer |ihrer |der )?[a-z]*(?:factuur|invoice|facture|rechnung))/;
// A label whose word ends such a phrase: "… verrekend met factuur 2025-0295" names no number of this document.
const NamesAnotherInvoice = new RegExp(`(?:${AnotherInvoice.source})$`);

// (With the compounds of its date and number: "Factuurdatum", "Rechnungsnummer".)
const InvoiceWord =
  /(?<![a-z])(?:invoice|factuur|rechnung|facture|factura|fattura)(?:s?(?:datum|nummer|nr))?(?![a-z])/;

// An invoice word, also as the end of a compound: "Invoice", "Vorschussrechnung", "Eindfactuur".
const InvoiceKindWord = /^[a-z]*(?:invoice|factuur|rechnung|facture)/;

/**
 * The last words of the line right above (with a space), where a sentence wraps before a label that opens its line:
 * "… und ersetzt die" / "Dauerrechnung Nr. 2025-17649 vom 11.12.2024".
 */
function endOfLineAbove(lines: TextLine[], line: TextLine): string {
  const above = lineAbove(lines, line);
  if (!above || line.box[1] - (above.box[1] + above.box[3]) > line.height * 1.5) return '';
  return `${above.plain.slice(-32)} `;
}

/** Whether a cell of the line before the word at `index` (between column gaps) ends in naming another invoice. */
function cellBeforeNamesAnotherInvoice(line: TextLine, index: number): boolean {
  let opening = 0;
  for (let word = 1; word <= index; word += 1) {
    if (!isColumnGap(line, line.words[word - 1], line.words[word])) continue;
    if (NamesAnotherInvoice.test(line.plain.slice(line.words[opening].start, line.words[word - 1].end)))
      return true;
    opening = word;
  }
  return false;
}

// A document's title alone in its column: "FACTURE", "Rechnung", "Credit note".
const LoneTitle =
  /^(?:factuur|creditnota|nota|invoice|tax invoice|credit note|rechnung|gutschrift|facture|avoir|factura|fattura|faktura)$/;

/**
 * Whether the nearest words above a word in its column, up to two lines up and at most three lines' height away, are
 * the document's title.
 */
function underTitle(lines: TextLine[], line: TextLine, word: LineWord): boolean {
  const above = linesAround(lines, line, 2, 0)
    .filter((other) => other.page === line.page && other.index < line.index)
    .reverse();
  for (const other of above) {
    if (line.box[1] - (other.box[1] + other.box[3]) > line.height * 3) return false;
    const cell = columnSegments(other).find((segment) =>
      overlapsX(
        unionBox(segment.map((each) => each.Box)),
        word.Box[0] - 0.01,
        word.Box[0] + word.Box[2] + 0.05,
      ),
    );
    if (cell) return LoneTitle.test(plainText(cell.map((each) => each.Text).join(' ')));
  }
  return false;
}

/** Whether the label in the same column on the line above ends in naming another invoice ("Against invoice"). */
function labelAboveNamesAnotherInvoice(lines: TextLine[], line: TextLine, index: number): boolean {
  const above = lineAbove(lines, line);
  if (!above) return false;
  const cell = columnOf(above, line.words[index].Box[0]);
  return cell.length > 0 && NamesAnotherInvoice.test(plainText(cell.map((word) => word.Text).join(' ')));
}

/** The bare words that date a document named before them: "vom", "dated", "le", "del". */
export const DatingWords = ['vom', 'dated', 'le', 'del'];

/**
 * Whether a bare "vom", "dated", "le" or "del" ends a phrase, in its column, that names another document than this
 * one, or stands in a table's cell whose heading does ("Rif. ordine" / "450005337 del 01/08/2026").
 */
function datesAnother(lines: TextLine[], line: TextLine, first: number, label: string): boolean {
  if (!DatingWords.includes(label)) return false;
  return followsAnotherDocument(line, first) || headedByAnotherDocument(lines, line, first);
}

/** The first word of the run of words (between column gaps) the word at `index` stands in. */
function openingOf(line: TextLine, index: number): number {
  let opening = index;
  while (opening > 0 && !isColumnGap(line, line.words[opening - 1], line.words[opening])) opening -= 1;
  return opening;
}

/** Whether the words before the word at `index`, in its column, name another document than this one. */
function followsAnotherDocument(line: TextLine, index: number): boolean {
  let opening = openingOf(line, index);
  // "Ihre Bestellung:   2025-368 vom …": the label of the value the word follows, across the gap, names it.
  if (opening > 0 && /:$/.test(line.words[opening - 1].Text)) opening = openingOf(line, opening - 1);
  const before = line.plain.slice(line.words[opening].start, line.words[index].start);
  return AnotherDocumentNoun.test(before) || AnotherInvoice.test(before);
}

/** Whether the heading of the column the word at `index` stands in, one or two lines up, names another document. */
function headedByAnotherDocument(lines: TextLine[], line: TextLine, index: number): boolean {
  const x = line.words[openingOf(line, index)].Box[0];
  return linesAround(lines, line, 2, 0).some((other) => {
    if (other.page !== line.page || other.index >= line.index || other.index < line.index - 2) return false;
    const heading = columnOf(other, x);
    return (
      heading.length > 0 && AnotherDocumentNoun.test(plainText(heading.map((word) => word.Text).join(' ')))
    );
  });
}

// The heading of a party's block, the seller's or the buyer's, and what follows it in its cell ("Käufer/Leistungsempfänger:").
const PartyHeading = new RegExp(`^(?:${SellerHeadingWords}|${BuyerHeadingWords})(?![a-z])[^:]{0,30}:?$`);

/** Whether a word stands in a block under a party's heading ("Käufer/Leistungsempfänger:") up to three lines up. */
function underPartyHeading(lines: TextLine[], line: TextLine, word: LineWord): boolean {
  return linesAround(lines, line, 3, 0).some((other) => {
    if (other.page !== line.page || other.index >= line.index || other.index < line.index - 3) return false;
    // The heading in the word's column, not the next column's ("Van:   Factuur aan:").
    const segment = columnOf(other, word.Box[0]);
    return (
      segment.length > 0 && PartyHeading.test(plainText(segment.map((heading) => heading.Text).join(' ')))
    );
  });
}

/** The run of words of a line between column gaps that starts at x (within 0.02); none when no run starts there. */
export function columnOf(line: TextLine, x: number): LineWord[] {
  let segment: LineWord[] = [];
  for (const [index, word] of line.words.entries()) {
    if (index > 0 && isColumnGap(line, line.words[index - 1], word)) {
      if (Math.abs(segment[0].Box[0] - x) < 0.02) return segment;
      segment = [];
    }
    segment.push(word);
  }
  return segment.length > 0 && Math.abs(segment[0].Box[0] - x) < 0.02 ? segment : [];
}

/** How far OCR's confidence in the words of a value lets it be trusted: a doubtful reading counts a little less. */
function trustOf(words: LineWord[]): number {
  const lowest = Math.min(1, ...words.map((word) => word.Confidence ?? 1));
  return 0.75 + 0.25 * lowest;
}

const overlapsX = (box: Box, left: number, right: number) => box[0] < right && box[0] + box[2] > left;

/** Whether the words just before a label, or the label itself, speak of the buyer ("klantnummer", "your VAT"). */
function isBuyerContext(hit: LabelHit): boolean {
  const { words } = hit.line;
  // Only the label's own column: in a row of labels ("Klantnr.   Uw referentie   Factuurnummer") the words
  // before a column gap are other labels.
  let first = hit.first;
  while (first > 0 && !isColumnGap(hit.line, words[first - 1], words[first])) first -= 1;
  // The word after the label too: "Invoice to", "Rechnung an".
  const next = words[hit.last + 1];
  const last = next && !isColumnGap(hit.line, words[hit.last], next) ? hit.last + 1 : hit.last;
  const labelText = hit.line.plain.slice(
    Math.max(words[first].start, words[hit.first].start - 20),
    words[last].end,
  );
  return BuyerWords.test(labelText);
}

/**
 * How much a number label's own words make it another one's: "Numéro de dossier" (a word qualifies the label: the
 * number of something else) and "Datum factuur" (a date label).
 */
function qualifierWeight(hit: LabelHit, kind: ValueKind): number {
  if (kind !== 'code' && kind !== 'reference') return 1;
  const { line } = hit;
  const next = line.words[hit.last + 1];
  const qualified =
    next !== undefined &&
    !isColumnGap(line, line.words[hit.last], next) &&
    /^\p{L}{2,}[\p{L}'’.-]*$/u.test(next.Text) &&
    !NumberWord.test(`${next.Text.replace(/:$/, '')}:`);
  // "Datum factuur", "Date de facture": a date word up to two words before, in the label's column; "Total de la
  // facture", "Totaal factuur": an amount's word up to three before.
  let dated = false;
  let summed = false;
  for (let index = hit.first - 1; index >= Math.max(0, hit.first - 3); index--) {
    if (isColumnGap(line, line.words[index], line.words[index + 1])) break;
    const word = plainText(line.words[index].Text).replace(/[^a-z]/g, '');
    if (DateWord.test(word) && index >= hit.first - 2) dated = true;
    if (AmountWord.test(word)) summed = true;
  }
  return (qualified ? 0.7 : 1) * (dated ? 0.4 : 1) * (summed ? 0.4 : 1);
}

/** Reads a value to the right of a label on its line: the first run of words that reads as the kind. */
function valueRightOf(hit: LabelHit, kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  if (hit.glued) {
    const words = wordsFrom(line.words, hit.last);
    const read = readValue(kind, [hit.glued, ...words.slice(1).map((word) => word.Text)], monthFirst);
    if (read) {
      const used = words.slice(0, read.used);
      return { read, box: unionBox(used.map((word) => word.Box)), position: trustOf(used) };
    }
    return null;
  }
  let crossed = false;
  for (let index = hit.last + 1, skipped = 0; index < line.words.length && skipped < 8; index++) {
    const words = wordsFrom(line.words, index);
    const texts = words.map((word) => word.Text);
    if (texts[0] === ':' || texts[0] === '#') continue;
    // "VAT - United Kingdom (20% on £2,067.94)  £413.59": what the parentheses hold qualifies the label; the value
    // follows them.
    const closing = qualifierWords(texts);
    if (closing > 0) {
      index += closing - 1;
      skipped += 1;
      continue;
    }
    // "4711/12.03.2025" under "Rechnungs-Nr./Datum": the date is the pair's second half.
    const pair = hit.secondOfPair && kind === 'date' ? /^[^/]+\/(?=\d)/.exec(texts[0]) : null;
    let read = pair
      ? readValue(kind, [texts[0].slice(pair[0].length), ...texts.slice(1)], monthFirst)
      : readWords(kind, line, words, monthFirst);
    // A number of one digit only right after its label: "Invoice 1 of 2" ends in no number.
    if (read && isLoneDigit(kind, read) && skipped > 0) read = null;
    // Words past a column gap ("Invoice   Your order no.: PO-1", "FACTURE   N° client 4711"): another column's
    // label, not this one's value.
    crossed ||= !read && isColumnGap(line, line.words[index - 1], line.words[index]);
    if (!read && crossed && /\p{L}{2,}/u.test(texts[0]) && !Connector.test(plainText(texts[0]))) break;
    // "Factuur januari 2026", "Invoice for March 2026": the year of a month is no document's number.
    const yearOfMonth =
      read !== null &&
      kind === 'code' &&
      /^(?:19|20)\d{2}$/.test(String(read.value)) &&
      index > hit.last + 1 &&
      monthFromName(line.words[index - 1].Text.replace(/[,:;]+$/, '')) !== null;
    if (yearOfMonth) {
      skipped += 1;
      continue;
    }
    // "Vrijgesteld van btw (art. 11 Wet OB)", "TVA non applicable, art. 293 B du CGI": the number of a law's
    // article is no value of the label.
    if (read && kind !== 'date' && index > hit.last + 1 && followsLawArticle(line, index)) {
      index += read.used - 1;
      skipped += 1;
      continue;
    }
    if (read) {
      const used = words.slice(0, read.used);
      const gap = index === hit.last + 1 ? isColumnGap(line, line.words[hit.last], line.words[index]) : true;
      const position = (gap ? 0.9 : 1) - skipped * 0.06;
      return { read, box: unionBox(used.map((word) => word.Box)), position: position * trustOf(used) };
    }
    // Another label ("Klantnummer:") starts: what follows is its value, not this label's.
    if (/\p{L}{2,}.*:$/u.test(texts[0]) && !NumberWord.test(texts[0])) break;
    // "KvK 1234 · IBAN …": a separator ends the label's part of the line. A table's rule that OCR reads as "|"
    // ("| Amount Due, GBP | £6,958.60") is only the border of the cell the value stands in.
    if (texts[0] === '|' && readValue(kind, texts.slice(1), monthFirst)) continue;
    // "VAT - United Kingdom (20% on …)", "Sales tax - New York", "VAT – domestic reverse charge  £0.00": a dash right
    // after the label opens the place or the kind of the tax, not another item of the line.
    const qualifier =
      index === hit.last + 1 &&
      /^[–-]$/.test(texts[0]) &&
      (/^\p{Lu}\p{L}/u.test(texts[1] ?? '') || (kind === 'amount' && /^\p{Ll}{3,}$/u.test(texts[1] ?? '')));
    if (qualifier) {
      skipped += 1;
      continue;
    }
    if (/^[·|•–-]$/.test(texts[0])) break;
    skipped += 1;
  }
  return null;
}

/**
 * The value a line's words from one on open with. A code printed in parts ("2025 - 0012", "INV 2026 0012") stops at a
 * column gap: "4711      2026" is a number and the next column's value.
 */
function readWords(
  kind: ValueKind,
  line: TextLine,
  words: LineWord[],
  monthFirst: boolean,
): ReadValue | null {
  const read = readValue(
    kind,
    words.map((word) => word.Text),
    monthFirst,
  );
  if (!read || kind !== 'code' || read.used < 2) return read;
  const gap = words.findIndex(
    (word, index) => index > 0 && index < read.used && isColumnGap(line, words[index - 1], word),
  );
  return gap > 0
    ? readValue(
        kind,
        words.slice(0, gap).map((word) => word.Text),
        monthFirst,
      )
    : read;
}

/**
 * How many words a label's qualifier in parentheses takes, one that names a rate and the amount it is charged on
 * ("(20% on £2,067.94)", "(21% op € 2.413,08)"), when more words follow it; 0 when the words do not open with one.
 */
function qualifierWords(texts: string[]): number {
  if (!texts[0]?.startsWith('(')) return 0;
  // ("(20 % due par le preneur, soit 11 422,82 €)": the reverse-charged tax the buyer owes, in words.)
  const end = texts.findIndex((text, index) => index < 12 && text.endsWith(')'));
  if (end < 0 || end === texts.length - 1) return 0;
  const inside = texts.slice(0, end + 1).join(' ');
  return /%/.test(inside) && /\d[.,]\d{2}(?: ?[€$£])?\)$/.test(inside) ? end + 1 : 0;
}

/**
 * A date a narrow block wraps before its year ("Date d'échéance: 7 octobre" / "2025"): the day and month end the
 * label's part of the line and the year opens the line below, at the label's left or the value's.
 */
function wrappedDateRightOf(hit: LabelHit, lines: TextLine[], kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  if (kind !== 'date') return null;
  let words = line.words.slice(hit.last + 1).filter((word) => word.Text !== ':');
  const gap = words.findIndex((word, index) => index > 0 && isColumnGap(line, words[index - 1], word));
  if (gap > 0) words = words.slice(0, gap);
  if (words.length < 1 || words.length > 3) return null;
  if (!words.some((word) => monthFromName(word.Text.replace(/[.,]+$/, '')) !== null)) return null;
  const left = [line.words[hit.first].Box[0], words[0].Box[0]];
  for (const other of linesJustBelow(lines, positionOf(lines, line))) {
    const year = left
      .map((x) => columnOf(other, x)[0])
      .find((word) => word && /^(?:19|20)\d{2}\.?$/.test(word.Text));
    if (!year) continue;
    const all = [...words, year];
    const read = readValue(
      kind,
      all.map((word) => word.Text),
      monthFirst,
    );
    if (!read || read.used !== all.length) return null;
    return { read, box: unionBox(all.map((word) => word.Box)), position: 0.85 * trustOf(all) };
  }
  return null;
}

/**
 * A creditor reference the line's end cuts: "… avec la référence RF13" / "8122 2720 2500 324.". Read on into the next
 * line, it is one when its check digits hold.
 */
function wrappedReferenceRightOf(hit: LabelHit, lines: TextLine[], kind: ValueKind) {
  const { line } = hit;
  if (kind !== 'reference') return null;
  const start = line.words.findIndex((word, index) => index > hit.last && /^RF\d{2}/i.test(word.Text));
  if (start < 0 || line.words.length - start > 4) return null;
  const [next] = linesJustBelow(lines, positionOf(lines, line));
  if (!next) return null;
  const words = [...line.words.slice(start), ...next.words.slice(0, 6)];
  const read = readValue(
    kind,
    words.map((word) => word.Text),
  );
  if (!read || read.used <= line.words.length - start || !isCreditorReference(String(read.value)))
    return null;
  const used = words.slice(0, read.used);
  return { read, box: unionBox(used.map((word) => word.Box)), position: 0.85 * trustOf(used) };
}

// The words before the base a rate is charged on: "21 % over € 100,00", "19 % von EUR 100,00", "20% on £100.00".
const BaseWord = /^(?:over|op|von|auf|uber|of|on|sur)$/;
const CurrencyWord = /^(?:[€$£]|eur|usd|gbp|chf)$/;

/** Whether the amount in `box` follows "over", "von", "on" or "sur" (its currency between): a tax's base. */
function isBase(line: TextLine, box: Box): boolean {
  let index = line.words.findIndex((word) => word.Box[0] >= box[0] - 0.001) - 1;
  while (index >= 0 && CurrencyWord.test(plainText(line.words[index].Text))) index -= 1;
  return index >= 0 && BaseWord.test(plainText(line.words[index].Text));
}

/**
 * The last amount of a label's line when other words stand between ("Btw 21%  over 1.234,00  259,14", "MwSt. 19 %
 * von 100,00 EUR  19,00 EUR"): the column of totals is the line's end. A weaker candidate than the first value.
 */
function lastAmountRightOf(hit: LabelHit, first: { box: Box } | null) {
  const { line } = hit;
  // The longest reading that ends the line: "1 329,36" with its thousands apart, not "329,36".
  let found: { read: ReadValue; words: LineWord[] } | null = null;
  for (let index = line.words.length - 1; index > hit.last; index--) {
    if (first && line.words[index].Box[0] <= first.box[0] + first.box[2]) break;
    const words = wordsFrom(line.words, index);
    const read = readValue(
      'amount',
      words.map((word) => word.Text),
    );
    if (!read || index + read.used !== line.words.length) {
      if (found) break;
      if (read) return null;
      continue;
    }
    found = { read, words: words.slice(0, read.used) };
  }
  if (!found) return null;
  return {
    read: found.read,
    box: unionBox(found.words.map((word) => word.Box)),
    position: 0.8 * trustOf(found.words),
  };
}

/**
 * Reads values in the lines under a label, in the label's column (table headers, labels above values): the first
 * value under it and, for amounts, the further rows of a column of totals (one per VAT rate, then their sum).
 */
function valuesBelow(hit: LabelHit, lines: TextLine[], kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  const labelBox = unionBox(line.words.slice(hit.first, hit.last + 1).map((word) => word.Box));
  const left = labelBox[0] - 0.02;
  // An amount may be set right in a cell wider than its heading ("Totale IVA" / "111,75 €").
  const right = labelBox[0] + labelBox[2] + (kind === 'amount' ? 0.04 : 0.02);
  // A column of totals may hold a row for each of three rates and their sum (Poland's 23 %, 8 % and 5 %, "Razem").
  // A grid of the totals' columns ("Net   VAT at 20%   Total", "netto   USt 19 %   brutto") over rows of what the
  // bill sums: its own row closes it, however many rows stand between.
  const grid = kind === 'amount' && isTotalsGrid(line);
  const rows = grid ? 9 : kind === 'amount' ? 4 : 3;
  const below = linesAround(lines, line, 0, rows)
    .filter((other) => other.page === line.page && other.index > line.index)
    .slice(0, rows);
  const found: Array<{ read: ReadValue; box: Box; position: number; line: TextLine }> = [];
  let previous = line;
  for (const [distance, other] of below.entries()) {
    if (other.box[1] - (previous.box[1] + previous.box[3]) > line.height * 4) break;
    previous = other;
    let start = other.words.findIndex((word) => overlapsX(word.Box, left, right));
    if (start < 0) continue;
    // The previous column's value that reaches just into this one ("21/02/25" ending under "Order #") is not its value
    // when the column's own word reads as one and the reach does not.
    const readsFrom = (index: number) =>
      readValue(
        kind,
        wordsFrom(other.words, index).map((word) => word.Text),
        monthFirst,
      );
    while (
      start + 1 < other.words.length &&
      overlapsX(other.words[start + 1].Box, left, right) &&
      other.words[start].Box[0] + other.words[start].Box[2] / 2 < left &&
      !readsFrom(start) &&
      readsFrom(start + 1)
    )
      start += 1;
    // "Ref. : INV/001380" under "Facture": the colon of a label left of the column opens no value; nor does the
    // cell's border that OCR reads as "|" ("| 23/06/2025" under "Échéance").
    while (start + 1 < other.words.length && /^[:#|]$/.test(other.words[start].Text)) start += 1;
    // A right-aligned value may begin left of its header: "3 293,44" under "Total HT", "9. August 2026" under
    // "Datum"; a reading that ends before the column's own word is the previous column's ("38.474,72 EUR" before
    // "EUR 7.310,19").
    const own = start;
    while (
      start > 0 &&
      (kind === 'amount' || kind === 'date') &&
      !isColumnGap(other, other.words[start - 1], other.words[start])
    ) {
      const longer = readValue(
        kind,
        wordsFrom(other.words, start - 1).map((word) => word.Text),
        monthFirst,
      );
      if (!longer || start - 1 + longer.used <= own) break;
      start -= 1;
    }
    const words: LineWord[] = other.words.slice(start);
    const read = readWords(kind, other, words, monthFirst);
    // One digit under a "No." is a table's position, not a number.
    if (read && isLoneDigit(kind, read)) break;
    if (!read) {
      // (A grid's rows go on past a line that wraps a row's text, or a cell "outside scope".)
      if (found.length > 0 && grid) continue;
      if (found.length > 0) break;
      // A heading that wraps ("Data" / "documento", "Numero" / "documento"): its second line, right under it, goes on
      // in lower case.
      if (distance === 0 && wrapsHeading(line, other, words, left, right)) continue;
      // Another label in the column ("Klantnr." under "Datum factuur"): the values below are its own.
      if (words.some((word) => overlapsX(word.Box, left, right) && /^\p{L}{3,}[\p{L}.:-]*$/u.test(word.Text)))
        break;
      continue;
    }
    const used = words.slice(0, read.used);
    if (!used.some((word) => overlapsX(word.Box, left, right))) continue;
    // A column of dates or numbers (a time sheet's "Datum", a schedule's "Invoice" over "LCI-25-0097" and "this
    // invoice") lists other days and documents than the one read: half as likely its own.
    const listed =
      kind !== 'amount' &&
      listsBelow(below.slice(distance + 1), other, kind, read, [left, right], monthFirst);
    // A title printed large ("RECHNUNG", "Invoice") is no column header: what stands under it is not its value.
    const title = line.height > other.height * 1.4 ? 0.6 : 1;
    // "Rechnungs-Nr. | Kunden-Nr. | … | Datum" over a row of their values: under its label is a grid's own place.
    const closes = grid && TotalRow.test(other.plain);
    const place = closes
      ? 0.95
      : distance === 0 && isLabelGrid(line, other)
        ? 1
        : Math.max(0.45, 0.85 - distance * 0.1);
    found.push({
      read,
      box: unionBox(used.map((word) => word.Box)),
      position: place * trustOf(used) * title * (listed ? 0.5 : 1),
      line: other,
      ...(closes ? { closesGrid: true } : {}),
    });
    if (kind !== 'amount') break;
  }
  return found;
}

// A row of a list of invoices that stands for the one read: "Stage 2 …   this invoice".
const ThisInvoice =
  /(?<![a-z])(?:this invoice|deze factuur|diese rechnung|cette facture|la presente facture|current invoice)(?![a-z])/;

/**
 * Whether the rows right under a value in a label's column go on listing: the next row's cell reads as a value of the
 * same kind (a date under a date, a number of the same format under a number), or a row of the column says "this
 * invoice".
 */
function listsBelow(
  rows: TextLine[],
  value: TextLine,
  kind: ValueKind,
  read: ReadValue,
  [left, right]: [number, number],
  monthFirst: boolean,
): boolean {
  let previous = value;
  for (const [index, row] of rows.slice(0, 3).entries()) {
    if (row.box[1] - (previous.box[1] + previous.box[3]) > value.height * 2) return false;
    previous = row;
    const start = row.words.findIndex((word) => overlapsX(word.Box, left, right));
    if (start < 0) continue;
    const cell = columnSegments(row).find((segment) => segment.includes(row.words[start])) ?? [];
    if (ThisInvoice.test(plainText(cell.map((word) => word.Text).join(' ')))) return true;
    if (index > 0) continue;
    const next = readValue(
      kind,
      wordsFrom(row.words, start).map((word) => word.Text),
      monthFirst,
    );
    if (next && (kind === 'date' || next.format === read.format)) return true;
  }
  return false;
}

// The headings of a grid of the totals' columns, and the words of the row that is the bill's own total.
const TotalsHeading =
  /^(?:net|netto|nett|vat|btw|ust|mwst|tva|tax|gross|brutto|total|totaal|ht|ttc)(?![a-z])/;
const TotalRow =
  /^\s*(?:total|totaal|gesamtbetrag|gesamt|summe|restbetrag|rest|saldo|te betalen|montant total|net a payer|amount due)(?![a-z])/;

/**
 * Whether a line is only the headings of three or more columns of totals, most of them naming net, tax or gross. Once
 * per line: a crowded line holds a label for every few words.
 */
const totalsGrids = new WeakMap<TextLine, boolean>();
function isTotalsGrid(line: TextLine): boolean {
  let grid = totalsGrids.get(line);
  if (grid === undefined) {
    grid = readsAsTotalsGrid(line);
    totalsGrids.set(line, grid);
  }
  return grid;
}

function readsAsTotalsGrid(line: TextLine): boolean {
  const cells = columnSegments(line);
  const named = cells.filter((cell) => TotalsHeading.test(plainText(cell[0].Text)));
  return (
    cells.length >= 3 &&
    named.length >= 2 &&
    named.length >= cells.length - 1 &&
    cells.every((cell) => cell.length <= 4 && !cell.some((word) => /\d[.,]\d{2}/.test(word.Text)))
  );
}

/** Whether a line of three or more labels without digits stands over a line of as many values, column by column. */
function isLabelGrid(labels: TextLine, values: TextLine): boolean {
  const [heads, cells] = [columnSegments(labels), columnSegments(values)];
  return (
    heads.length >= 3 &&
    cells.length >= heads.length - 1 &&
    !/\d/.test(labels.text) &&
    cells.every((cell) => cell.some((word) => /\d/.test(word.Text)))
  );
}

/** Whether the words of a line, in a heading's column right under it, are the heading's words going on. */
function wrapsHeading(
  heading: TextLine,
  line: TextLine,
  words: LineWord[],
  left: number,
  right: number,
): boolean {
  const inColumn = words.filter((word) => overlapsX(word.Box, left, right));
  return (
    line.box[1] - (heading.box[1] + heading.box[3]) < heading.height &&
    inColumn.length > 0 &&
    inColumn.every((word) => /^\p{Ll}[\p{L}.]*$/u.test(word.Text))
  );
}

/**
 * A value right of a label on a line just above or below it: label and value printed on slightly different
 * baselines (a bold label, a table cell aligned otherwise), so that the text layer gives them apart.
 */
function valueBeside(hit: LabelHit, lines: TextLine[], kind: ValueKind, monthFirst: boolean) {
  const { line } = hit;
  const labelBox = unionBox(line.words.slice(hit.first, hit.last + 1).map((word) => word.Box));
  const labelEnd = labelBox[0] + labelBox[2];
  const centre = labelBox[1] + labelBox[3] / 2;
  // Nothing of the label's own line stands right of it in reach: the value is elsewhere.
  if (line.words.slice(hit.last + 1).some((word) => word.Box[0] < labelEnd + 0.35)) return null;
  for (const other of linesAround(lines, line, 2, 2)) {
    if (other.page !== line.page || other === line || Math.abs(other.index - line.index) > 2) continue;
    const otherCentre = other.box[1] + other.box[3] / 2;
    if (Math.abs(otherCentre - centre) > Math.max(other.height, line.height) * 0.8) continue;
    const start = other.words.findIndex((word) => word.Box[0] >= labelEnd - 0.005);
    if (start < 0 || other.words[start].Box[0] > labelEnd + 0.35) continue;
    // Only when the value opens its piece of that line: not the middle of another label's row.
    if (start > 0 && !isColumnGap(other, other.words[start - 1], other.words[start])) continue;
    const words = wordsFrom(other.words, start);
    const read = readWords(kind, other, words, monthFirst);
    if (!read) continue;
    const used = words.slice(0, read.used);
    return { read, box: unionBox(used.map((word) => word.Box)), position: 0.85 * trustOf(used) };
  }
  return null;
}

/** The candidates of a field near its labels: right of the label on its line, or under it. */
export function labelCandidates(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  patterns: LabelPattern[],
  monthFirst = false,
): Candidate[] {
  const hits = findLabels(lines, patterns);
  // "Factura n2:" holds "Factura": the shorter label's value would be the rest of the longer one.
  return candidatesAtLabels(field, kind, lines, uncoveredHits(hits), monthFirst);
}

/** The hits no longer hit covers, compared line by line: a crowded page has thousands of hits, a line a few. */
function uncoveredHits(hits: LabelHit[]): LabelHit[] {
  const onLine = new Map<TextLine, LabelHit[]>();
  for (const hit of hits) {
    const same = onLine.get(hit.line);
    if (same) same.push(hit);
    else onLine.set(hit.line, [hit]);
  }
  return hits.filter((hit) => !onLine.get(hit.line)?.some((longer) => covers(longer, hit)));
}

/** A value that fails its label's check digit is read, but trusted less: OCR may have misread a digit. */
const checkWeight = (hit: LabelHit, value: string | number) =>
  hit.check && !hit.check(String(value)) ? 0.6 : 1;

/** The candidates of a field near labels found: right of each on its line, or under it. */
export function candidatesAtLabels(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  hits: LabelHit[],
  monthFirst = false,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const hit of hits) {
    const buyer = isBuyerContext(hit);
    const qualifier = qualifierWeight(hit, kind);
    const label = hit.line.words
      .slice(hit.first, hit.last + 1)
      .map((word) => word.Text)
      .join(' ');
    const right =
      wrappedReferenceRightOf(hit, lines, kind) ??
      valueRightOf(hit, kind, monthFirst) ??
      wrappedDateRightOf(hit, lines, kind, monthFirst) ??
      valueBeside(hit, lines, kind, monthFirst);
    const last = kind === 'amount' && right ? lastAmountRightOf(hit, right) : null;
    // "USt 20 % von EUR -581,58  EUR -116,32": the amount after "von" is the base the tax is charged on; the line's
    // last is the tax.
    const base =
      right && last && isBase(hit.line, right.box) ? { ...right, position: right.position * 0.5 } : right;
    const found = [base, last, ...valuesBelow(hit, lines, kind, monthFirst)];
    for (const place of found)
      if (place)
        candidates.push({
          field,
          value: place.read.value,
          score:
            hit.weight *
            qualifier *
            place.position *
            place.read.quality *
            checkWeight(hit, place.read.value) *
            (kind === 'date' && DatingWords.includes(hit.text) && timed(lines, hit.line, place.box)
              ? 0.75
              : 1),
          page: hit.line.page,
          box: place.box,
          label: label.replace(/[:#]+$/, ''),
          format: place.read.format,
          buyer,
          line: hit.line.index,
          ...('closesGrid' in place && place.closesGrid ? { closesGrid: true } : {}),
        });
  }
  return candidates;
}

// A time of day after a date, with its word: "à 10:17", "um 13:39 Uhr", "at 9:30", "om 10u15", "9h54".
const TimeOfDay = /^(?:(?:a|um|at|om|,|-) )?\d{1,2}[:hu]\d{2}(?![\d.,])/;

/**
 * Whether the date in `box` is followed on its line by a time of day: "Édité depuis l'Espace Pro le 03/02/2025 à
 * 10:17", "Bestellt am 24.08.2026 um 13:39 Uhr" date the moment a copy was printed or an order placed, not a document.
 */
function timed(lines: TextLine[], line: TextLine, box: Box): boolean {
  const middle = box[1] + box[3] / 2;
  const own = linesAround(lines, line, 0, 3).find(
    (other) => other.page === line.page && other.box[1] <= middle && other.box[1] + other.box[3] >= middle,
  );
  if (!own) return false;
  const after = own.words.findIndex((word) => word.Box[0] >= box[0] + box[2] - 0.001);
  if (after < 0) return false;
  const text = own.plain.slice(
    own.words[after].start,
    own.words[Math.min(after + 1, own.words.length - 1)].end,
  );
  return TimeOfDay.test(text);
}

/** Every value of a kind anywhere in the text, without a label (a weak guess). */
export function loneCandidates(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  monthFirst = false,
) {
  const candidates: Candidate[] = [];
  for (const line of lines) {
    const buyer = BuyerWords.test(line.plain);
    for (let index = 0; index < line.words.length; index++) {
      const words = wordsFrom(line.words, index);
      const read = readValue(
        kind,
        words.map((word) => word.Text),
        monthFirst,
      );
      if (!read) continue;
      const used = words.slice(0, read.used);
      // "Votre commande n° BC6927 du 30/04/2025": a date after the buyer's order dates that order, not this one.
      if (kind === 'date' && followsAnotherDocument(line, index)) {
        index += read.used - 1;
        continue;
      }
      // "art. 293 B du CGI", "§ 19 UStG": the number of a law's article.
      if (kind !== 'date' && followsLawArticle(line, index)) {
        index += read.used - 1;
        continue;
      }
      candidates.push({
        field,
        value: read.value,
        score: 0.4 * read.quality * trustOf(used),
        page: line.page,
        box: unionBox(used.map((word) => word.Box)),
        format: read.format,
        buyer,
        line: line.index,
      });
      index += read.used - 1;
    }
  }
  return candidates;
}
