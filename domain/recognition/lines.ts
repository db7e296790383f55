import { parsePrintedAmount } from '../amount/parse';
import { isColumnGap, type TextLine, unionBox } from './layout';
import type { RecognizedLine } from './types';

const Header = {
  description:
    /(?<![a-z])(?:omschrijving|artikel|product|description|item|items|bezeichnung|artikelbezeichnung|beschreibung|designation|libelle|produit|leistung)(?![a-z])/,
  quantity: /(?<![a-z])(?:aantal|qty|quantity|menge|anzahl|quantite|qte|qté|st\.?|stk\.?)(?![a-z])/,
  // German compounds: "Stückpreis", "Nettobetrag", "Gesamtbetrag".
  price: /(?<![a-z])(?:prijs|price|unit price|[a-z]*preis|prix|prix unitaire|p\.u\.?|tarief|rate)(?![a-z])/,
  amount: /(?<![a-z])(?:bedrag|amount|totaal|total|[a-z]*betrag|gesamt|montant|subtotal)(?![a-z])/,
  // A VAT column: with the others it tells a table's header when OCR lost its description and quantity columns.
  tax: /(?<![a-z])(?:steuersatz|steuern?|ust|mwst|vat|btw|tva|tax)(?![a-z])/,
};
/** A line of totals: it ends the table of invoice lines, and the document's header is above it. */
export const TotalsLine =
  /(?<![a-z])(?:subtotaal|subtotal|totaal|total|summe|gesamtbetrag|nettobetrag|zwischensumme|montant ht|total ht|exclusief btw|excl\.? btw)(?![a-z])/;

/** Whether a line is the header of a table of invoice lines (description, quantity, price, amount columns). */
export function isItemsHeader(line: TextLine): boolean {
  const kinds = Object.values(Header).filter((pattern) => pattern.test(line.plain)).length;
  return kinds >= 3 || (kinds >= 2 && Header.description.test(line.plain));
}

/** Splits a line into cells at wide gaps. */
function cells(line: TextLine) {
  const result: { text: string; words: TextLine['words'] }[] = [];
  for (const [index, word] of line.words.entries()) {
    const previous = line.words[index - 1];
    if (!previous || isColumnGap(line, previous, word)) result.push({ text: word.Text, words: [word] });
    else {
      const cell = result[result.length - 1];
      cell.text += ` ${word.Text}`;
      cell.words.push(word);
    }
  }
  return result;
}

/**
 * Reads the invoice lines of a table: the rows under a header with description, quantity, price or amount columns,
 * down to the totals. A row needs a description and an amount: its last amount is the line's net amount, an
 * earlier one the unit price, a bare number the quantity and a percentage the VAT rate.
 */
export function extractLines(lines: TextLine[]): RecognizedLine[] {
  const result: RecognizedLine[] = [];
  let inTable = false;
  let page = 0;
  for (const line of lines) {
    if (line.page !== page) [inTable, page] = [false, line.page];
    if (isItemsHeader(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    if (TotalsLine.test(line.plain) && !/[a-z]{4,}.*\d/.test(line.plain.replace(TotalsLine, ''))) {
      inTable = false;
      continue;
    }
    const parts = cells(line);
    const amounts: number[] = [];
    let quantity: number | null = null;
    let vat: number | null = null;
    const description: string[] = [];
    for (const part of parts) {
      const text = part.text.trim();
      const percent = /^(\d{1,2}(?:[.,]\d{1,2})?) ?%$/.exec(text);
      const amount = parsePrintedAmount(text);
      if (percent) vat = Number(percent[1].replace(',', '.'));
      else if (amount?.hasDecimals) amounts.push(amount.value);
      else if (amount && quantity === null && amounts.length === 0 && description.length > 0)
        quantity = amount.value;
      else if (amounts.length === 0) description.push(text);
    }
    if (amounts.length === 0 || description.length === 0) continue;
    result.push({
      Description: description.join(' '),
      Quantity: quantity,
      UnitPrice: amounts.length > 1 ? amounts[0] : null,
      NetAmount: amounts[amounts.length - 1],
      VatPercentage: vat,
      ProductCode: null,
      Page: line.page,
      Box: unionBox(line.words.map((word) => word.Box)),
    });
  }
  return result;
}
