import { parseAmount, parsePrintedAmount } from '../amount/parse';
import { addsUp, plausibleRate } from './consistency';
import { isColumnGap, plainText, type TextLine, unionBox } from './layout';
import type { Box, RecognizedLine } from './types';

// In Dutch, English, German, French, Spanish, Italian, Portuguese and Polish (its ł kept by plainText).
const Header = {
  description:
    /(?<![a-z])(?:omschrijving|artikel|product|description|item|items|bezeichnung|artikelbezeichnung|beschreibung|designation|libelle|produit|leistung|descripcion|concepto|descrizione|descricao|designacao|nazwa|towar|towaru|us[łl]ugi)(?![a-zł])/,
  quantity:
    /(?<![a-z])(?:aantal|qty|quantity|menge|anzahl|quantite|qte|qté|st\.?|stk\.?|cantidad|cant\.?|quantita|qta|quantidade|qtd\.?|ilosc)(?![a-z])/,
  // German compounds: "Stückpreis", "Nettobetrag", "Gesamtbetrag".
  price:
    /(?<![a-z])(?:prijs|price|unit price|[a-z]*preis|prix|prix unitaire|p\.u\.?|tarief|rate|precio|prezzo|preco|cena)(?![a-z])/,
  amount:
    /(?<![a-z])(?:bedrag|amount|totaal|total|[a-z]*betrag|gesamt|montant|subtotal|importe|importo|totale|valor|wartosc|kwota)(?![a-z])/,
  // A VAT column: with the others it tells a table's header when OCR lost its description and quantity columns.
  tax: /(?<![a-z])(?:steuersatz|steuern?|ust|mwst|vat|btw|tva|tax|iva|stawka)(?![a-z])/,
};
/** A line of totals: it ends the table of invoice lines, and the document's header is above it. */
export const TotalsLine =
  /(?<![a-z])(?:subtotaal|subtotal|totaal|total|summe|gesamtbetrag|nettobetrag|zwischensumme|montant ht|total ht|exclusief btw|excl\.? btw|totale|subtotale|razem|suma|ogolem)(?![a-z])/;

/** Whether a line is the header of a table of invoice lines (description, quantity, price, amount columns). */
export function isItemsHeader(line: TextLine): boolean {
  const kinds = Object.values(Header).filter((pattern) => pattern.test(line.plain)).length;
  return kinds >= 3 || (kinds >= 2 && Header.description.test(line.plain));
}

type Cell = { text: string; words: TextLine['words']; left: number; right: number };

/**
 * What a header cell heads: the columns a row's cells are read by. The position, unit and code columns say what
 * the numbers and words under them are not: a row's number ("Pos. 1"), its unit ("Sack", "Std.") and its article
 * code ("A-1001") are not its quantity or description.
 */
type ColumnKind =
  | 'position'
  | 'code'
  | 'unit'
  | 'quantity'
  | 'vat'
  | 'vatAmount'
  | 'gross'
  | 'description'
  | 'other';
type Column = { kind: ColumnKind; from: number; to: number; heading: string };

const Position = /^(?:pos\.?|position|nr\.?|no\.?|#|regel|lfd\.? ?nr\.?|ln|line|lp\.?)$/;
// An article code's heading, also as one of the lines of a heading set in several ("Art-Nr-Kunde / Art-Nr-Lief.").
const Code =
  /^(?:code|ref\.?|sku)$|(?<![a-z])(?:a ?r ?t(?:ikel)?\.?[ -]?(?:nr|nummer|no|code|#)|artikelcode|(?:item|product|part) ?(?:no|nr|code|number|#)|productcode|referen(?:z|zen|ce|ces|tie|ties)|materialnummer|mat\.?[ -]?nr)(?![a-z])/;
// "Artikel" and "Item" head the code where another cell holds the description.
const CodeBesideDescription = /^(?:artikel|item)$/;
const Unit = /^(?:eenheid|einheit|unit|unite|me|uom|ve|j\.? ?m|ud|um|un|unidade)$/;
const VatColumn =
  /^(?:btw|vat|tax|mwst|ust|tva|iva|steuer|steuersatz|tarief btw|stawka(?: vat)?|taxa(?: iva)?|%|\[%\])(?: ?%| ?\[%\])?$|^(?:btw|vat|tax|mwst|ust|tva|iva)[ -]?(?:%|tarief|rate|satz)$|^% ?(?:iva|vat|btw)$/;
// A column of each row's VAT, and one of its amount with VAT: neither is the row's net amount. "Kwota VAT", "VAT
// amount", "Wartość brutto", "Total TTC", "Bedrag incl. btw".
const VatAmountColumn =
  /^(?:(?:kwota|wartosc) vat|vat amount|tax amount|btw[- ]?bedrag|(?:mwst|ust)\.?[- ]*betrag|montant tva|cuota(?: iva)?|importe iva|importo iva|valor (?:do )?iva)$/;
const GrossColumn =
  /(?<![a-z])(?:brutto|gross|ttc|tvac|incl\.?(?: btw| vat)?|inkl\.?(?: mwst\.?)?|con iva|com iva|iva incl)(?![a-z])/;
// How far beside its heading a column's values may start or end: right-aligned numbers start left of it.
const Reach = 0.05;

/**
 * The lines of a heading set in several just above and below a table's header line ("Cena / netto", "Wartość /
 * brutto"): words without digits within two and a half lines of it.
 */
function headerBand(lines: TextLine[], header: TextLine): TextLine[] {
  return lines.filter(
    (line) =>
      line !== header &&
      line.page === header.page &&
      Math.abs(line.box[1] - header.box[1]) <= header.height * 2.5 &&
      !/\d/.test(line.plain),
  );
}

/**
 * The header's cells, with the lines of a heading set in several just above and below it ("Art-Nr-Kunde",
 * "Positions- / betrag / ohne USt.") joined to the cell they stand over or under.
 */
function headerCells(header: TextLine, band: TextLine[]): Cell[] {
  const result = cells(header);
  for (const line of band)
    for (const cell of cells(line)) {
      const over = result.find((head) => Math.min(head.right, cell.right) > Math.max(head.left, cell.left));
      if (!over) result.push(cell);
      else
        Object.assign(over, {
          text: `${over.text} ${cell.text}`,
          left: Math.min(over.left, cell.left),
          right: Math.max(over.right, cell.right),
        });
    }
  return result.sort((a, b) => a.left - b.left);
}

function columnsOf(header: TextLine, band: TextLine[]): Column[] {
  const heads = headerCells(header, band);
  const plains = heads.map((cell) => plainText(cell.text).replace(/[:.]$/, '').trim());
  const described = plains.some(
    (plain) => Header.description.test(plain) && !CodeBesideDescription.test(plain),
  );
  const kindOf = (plain: string): ColumnKind => {
    if (Position.test(plain)) return 'position';
    // (A heading set in two lines may name the code over the description: "Art-Nr-Lieferant / Artikelbezeichnung".)
    if (Code.test(plain) && Header.description.test(plain) && !CodeBesideDescription.test(plain))
      return 'description';
    if (Code.test(plain) || (described && CodeBesideDescription.test(plain))) return 'code';
    if (Unit.test(plain)) return 'unit';
    if (VatColumn.test(plain)) return 'vat';
    if (VatAmountColumn.test(plain)) return 'vatAmount';
    if (GrossColumn.test(plain) && !Header.quantity.test(plain)) return 'gross';
    if (Header.quantity.test(plain) && !Header.price.test(plain) && !Header.amount.test(plain))
      return 'quantity';
    if (Header.description.test(plain)) return 'description';
    return 'other';
  };
  // Each column reaches halfway to its neighbours; all but the description's (whose words run on to the right) only
  // a little beyond its heading, so a value under a heading left out of the header line falls under none.
  return heads.map((cell, index) => {
    const [kind, heading] = [kindOf(plains[index]), plains[index]];
    const from = index === 0 ? 0 : (heads[index - 1].right + cell.left) / 2;
    const to = index === heads.length - 1 ? 1 : (cell.right + heads[index + 1].left) / 2;
    return kind === 'description'
      ? { kind, from, to, heading }
      : { kind, from: Math.max(from, cell.left - Reach), to: Math.min(to, cell.right + Reach), heading };
  });
}

/** The column a span stands in: the one it overlaps most. */
function columnUnder(columns: Column[], left: number, right: number): Column | undefined {
  let best: Column | undefined;
  let most = 0;
  for (const column of columns) {
    const overlap = Math.min(column.to, right) - Math.max(column.from, left);
    if (overlap > most) [best, most] = [column, overlap];
  }
  return best;
}

const columnAt = (columns: Column[], left: number, right: number): ColumnKind =>
  columnUnder(columns, left, right)?.kind ?? 'other';

const columnOf = (columns: Column[], cell: Cell) => columnAt(columns, cell.left, cell.right);

const CurrencySign = /^(?:[€$£]|EUR|CHF|GBP|USD)$/;

/**
 * Splits a line into cells at wide gaps. Under a table's columns also where a word under another heading follows after
 * a gap of a line's height ("Toolbox 0815  Stahlcoil" under "Art-Nr" and "Beschreibung"), and after the position's
 * number set close to the description ("1 Zitronensäure").
 */
function cells(line: TextLine, columns: Column[] = []): Cell[] {
  const result: Cell[] = [];
  let previousKind: ColumnKind | null = null;
  for (const [index, word] of line.words.entries()) {
    const previous = line.words[index - 1];
    const right = word.Box[0] + word.Box[2];
    const kind = columnAt(columns, word.Box[0], right);
    const split =
      !previous ||
      isColumnGap(line, previous, word) ||
      // "€ -225,40 € -1.352,38": a cell that opens with a currency's sign ends where the sign comes again.
      (CurrencySign.test(word.Text) && result.at(-1)?.words[0].Text === word.Text) ||
      (index === 1 && previousKind === 'position' && /^\d{1,4}\.?$/.test(previous.Text)) ||
      (kind !== previousKind && word.Box[0] - (previous.Box[0] + previous.Box[2]) >= line.height);
    if (split) result.push({ text: word.Text, words: [word], left: word.Box[0], right });
    else {
      const cell = result[result.length - 1];
      cell.text += ` ${word.Text}`;
      cell.words.push(word);
      cell.right = right;
    }
    previousKind = kind;
  }
  return result;
}

// A percentage at the start of a cell: "19%", "7 %", "19 % VAT (S)".
const Percent = /^(\d{1,2}(?:[.,]\d{1,2})?) ?%/;
// A quantity with its unit in one cell: "20 Stk", "10000 KWH", "1,5 t", "5 Unit(s)".
const QuantityWithUnit = /^(\d+(?:[.,]\d+)?)\s+\p{L}[\p{L}.()]*$/u;
// A unit price to four or five decimals ("9,9000", "0.0205"), which no total is printed with.
const FinePrice = /^-?\d+[.,]\d{4,5}$/;

/** A number of a table's cell: an amount as printed, or a unit price to four or five decimals. */
function tableAmount(text: string): { value: number; hasDecimals: boolean } | null {
  const fine = FinePrice.test(text) ? parseAmount(text) : null;
  return parsePrintedAmount(text) ?? (fine === null ? null : { value: fine, hasDecimals: true });
}

type Row = RecognizedLine & { line: TextLine };

/** A row's values read by the columns its cells stand in; null when it has no description or no amount. */
function readRow(line: TextLine, columns: Column[]): Row | null {
  const parts = cells(line, columns);
  // Where a heading names the description's column, words under another heading are no part of it.
  const described = columns.some((column) => column.kind === 'description');
  const amounts: number[] = [];
  const gross: number[] = [];
  let quantity: number | null = null;
  let vat: number | null = null;
  let code: string | null = null;
  const description: string[] = [];
  for (const cell of parts) {
    const text = cell.text.trim();
    const kind = columnOf(columns, cell);
    const percent = Percent.exec(text);
    const amount = tableAmount(text);
    const counted = QuantityWithUnit.exec(text);
    if (kind === 'position' || kind === 'unit' || kind === 'vatAmount') continue;
    if (kind === 'gross' && amount && !percent) {
      gross.push(amount.value);
      continue;
    }
    if (kind === 'code' && !percent) code = text.replace(CodeLabel, '') || text;
    else if (kind === 'quantity' && quantity === null && (amount || counted))
      quantity = amount ? amount.value : parseAmount((counted as RegExpExecArray)[1]);
    else if (percent && (kind === 'vat' || /^\S+ ?%$/.test(text))) vat = parseAmount(percent[1]);
    else if (kind === 'vat' && amount && amount.value <= 30) vat = amount.value;
    else if (amount?.hasDecimals) amounts.push(amount.value);
    else if (amount && quantity === null && amounts.length === 0 && description.length > 0)
      quantity = amount.value;
    else if (amounts.length === 0 && (kind === 'description' || !described)) description.push(text);
  }
  // The amount with VAT is the row's only where the row prints no unit price and net amount without it.
  if (amounts.length < 2) amounts.push(...gross);
  // A row names its article by a description or, where the description stands apart, by its code.
  if (amounts.length === 0 || (description.length === 0 && code === null)) return null;
  // "Bruttopreis : 1,0000", "Rabais : 5,00": a detail of the row above under its label, not a row of its own.
  if (description.some((text) => /:$/.test(text) || Detail.test(text))) return null;
  return {
    Description: description.length > 0 ? description.join(' ') : (code as string),
    Quantity: quantity,
    UnitPrice: amounts.length > 1 ? amounts[0] : null,
    NetAmount: amounts[amounts.length - 1],
    VatPercentage: vat,
    ProductCode: code,
    Page: line.page,
    Box: unionBox(line.words.map((word) => word.Box)),
    line,
  };
}

// A code under its label on a line of its own: "Art-Nr-Lieferant: ARNR2".
const CodeLabel = /^.*:\s*/;
// A detail of a row by its label and number: "Bruttopreis :9,9000".
const Detail = /^\p{L}[\p{L} .-]*:\s*-?\d/u;
// A line of a row's details by their label: "Verpackung : Flasche", "Bruttopreis :9,9000".
const DetailLine = /^\p{L}[\p{L} ./-]*:/u;

/**
 * A line that carries on the row above: only words, under the description or the article code, right under it
 * ("Consulting services March 2024 / Project Atlas, phase 2", "Wirkarbeit / WA997  HT"). Its words add to the
 * description; the first code under the code's heading is the row's product code.
 */
function carryOn(line: TextLine, columns: Column[], row: Row | undefined): void {
  if (!row || row.line.page !== line.page) return;
  if (line.box[1] - (row.line.box[1] + row.line.box[3]) > line.height * 1.2) return;
  const parts = cells(line, columns).map((cell) => ({ cell, kind: columnOf(columns, cell) }));
  // (A code may be all digits: "4260331811362".)
  const fits = parts.every(
    ({ cell, kind }) =>
      kind === 'code' ||
      (kind === 'description' && tableAmount(cell.text) === null && !DetailLine.test(cell.text)),
  );
  if (!fits) return;
  for (const { cell, kind } of parts) {
    if (kind === 'description') row.Description = `${row.Description} ${cell.text.trim()}`;
    const code = cell.text.replace(CodeLabel, '').trim();
    if (
      kind === 'code' &&
      row.ProductCode === null &&
      /^[\p{L}\d][\p{L}\d._/-]*$/u.test(code) &&
      /\d/.test(code)
    )
      row.ProductCode = code;
  }
  row.Box = unionBox([row.Box as Box, line.box]);
  row.line = line;
}

const withoutLine = ({ line: _line, ...row }: Row): RecognizedLine => row;

/** What the tables of invoice lines hold: their rows, their totals and the lines of their headings. */
export type Tables = {
  rows: RecognizedLine[];
  totals: TableTotal[];
  /** The header lines, with the lines of a heading set in several (headerBand): no row stands on them. */
  headings: TextLine[];
  /** The lines read as rows or as rows carried on, by `page:index`: a label there speaks of a line, not the document. */
  body: Set<string>;
};

/**
 * Reads the tables of invoice lines in one pass: under each header with description, quantity, price or amount
 * columns, down to the line of totals, each cell by the column its heading names. A row needs a description and an
 * amount: its last amount is the line's net amount, an earlier one the unit price, the number under the quantity's
 * heading (or a bare number) the quantity, a percentage the VAT rate, the text under an article code's heading the
 * product code. A line of words only under the description carries on the row above. The line of totals gives the
 * table's totals (totalsOf).
 */
export function readTables(lines: TextLine[]): Tables {
  const rows: Row[] = [];
  const totals: TableTotal[] = [];
  const headings: TextLine[] = [];
  const body = new Set<string>();
  let columns: Column[] | null = null;
  let page = 0;
  for (const line of lines) {
    if (line.page !== page) [columns, page] = [null, line.page];
    if (isItemsHeader(line)) {
      const band = headerBand(lines, line);
      headings.push(line, ...band);
      columns = columnsOf(line, band);
      continue;
    }
    if (!columns) continue;
    if (TotalsLine.test(line.plain) && !/[a-z]{4,}.*\d/.test(line.plain.replace(TotalsLine, ''))) {
      totals.push(...totalsOf(line, columns));
      columns = null;
      continue;
    }
    const row = readRow(line, columns);
    body.add(`${line.page}:${line.index}`);
    if (row) rows.push(row);
    else carryOn(line, columns, rows.at(-1));
  }
  return { rows: rows.map(withoutLine), totals, headings, body };
}

/** An amount of a table's line of totals, by the column it stands under. */
export type TableTotal = {
  field: 'NetAmount' | 'VatAmount' | 'GrossAmount';
  value: number;
  format: string;
  box: Box;
  line: TextLine;
};

// The column of the rows' net amounts: an amount's heading that is no price ("Wartość netto", "Amount", "Betrag",
// "Netto", "Total HT").
const isNetColumn = (column: Column) =>
  column.kind === 'other' &&
  (Header.amount.test(column.heading) || /^(?:netto|net|ht|excl\.?(?: btw| vat)?)$/.test(column.heading)) &&
  !Header.price.test(column.heading);

// A column of the rows' VAT headed by the tax's name alone, or with the one rate it is charged at ("BTW", "VAT 23%"):
// on the table's last line it holds the VAT's sum ("BTW %" holds the rates).
const VatSumColumn = /^(?:btw|vat|tva|mwst|ust|iva|tax)\.?(?: \d{1,2}(?:[.,]\d{1,2})? ?%)?$/;

/** The total a column's sum on the table's last line is: its rows' net amounts, VAT or gross amounts. */
function totalOf(column: Column | undefined): TableTotal['field'] | null {
  if (column?.kind === 'gross') return 'GrossAmount';
  if (column?.kind === 'vatAmount' || (column && VatSumColumn.test(column.heading))) return 'VatAmount';
  return column && isNetColumn(column) ? 'NetAmount' : null;
}

/**
 * The totals a table prints in its own columns, on the line that ends it ("Razem: 6 852,92 | 1 576,17 | 8 429,09"
 * under "Wartość netto | Kwota VAT | Wartość brutto"): the net amount, the VAT and the gross amount, each by the
 * column it stands under. Only a line whose three add up: a line of two totals may hold other columns' sums.
 */
function totalsOf(line: TextLine, columns: Column[]): TableTotal[] {
  const read = cells(line, columns).flatMap((cell): TableTotal[] => {
    const amount = Percent.test(cell.text) ? null : parsePrintedAmount(cell.text.trim());
    const field = totalOf(columnUnder(columns, cell.left, cell.right));
    if (!amount?.hasDecimals || !field) return [];
    const box = unionBox(cell.words.map((word) => word.Box));
    return [{ field, value: amount.value, format: cell.text.trim(), box, line }];
  });
  const [net, vat, gross] = (['NetAmount', 'VatAmount', 'GrossAmount'] as const).map((field) =>
    read.filter((total) => total.field === field),
  );
  if (net.length !== 1 || gross.length !== 1 || vat.length > 1) return [];
  if (vat.length === 1)
    return addsUp(net[0].value, vat[0].value, gross[0].value) ? [net[0], vat[0], gross[0]] : [];
  // "Totaal   1.000,00 €      1.210,00 €" under "Excl. BTW  BTW %  Incl. BTW": no VAT column to sum, the net and
  // gross when the VAT between them is a rate charged on the net.
  const charged = plausibleRate(net[0].value, gross[0].value - net[0].value);
  return charged !== null && charged > 0 ? [net[0], gross[0]] : [];
}
