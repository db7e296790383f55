import { bareReferenceAsOrder } from './bareReference';
import { type Candidate, DatingWords, labelCandidates, loneCandidates } from './candidates';
import { withoutCarriedBalance } from './carriedBalance';
import {
  type AmountChoice,
  chargedOn,
  chooseAmounts,
  dateWithinBounds,
  PlausibleVatRates,
  plausibleRate,
} from './consistency';
import { currencyCandidate } from './currency';
import { billedBlockTest, customerBlockTest, customerNameCandidates } from './customerName';
import { isMonthFirst } from './dateOrder';
import { datesADiscount } from './discountDay';
import { domesticVatCountries } from './domesticVat';
import { fileNamedNumber } from './fileNamedNumber';
import {
  BareReferenceLabels,
  DatedNumberLabels,
  DebitWords,
  DomesticVatLabels,
  FieldLabels,
  PackingSlipLabels,
  PolishAccountLabels,
  WithholdingLabels,
} from './labels';
import { type DocumentLanguage, guessLanguage } from './language';
import { documentLines, isColumnGap, nextLineOf, plainText, positionAt, type TextLine } from './layout';
import { learnedConfidence, lessonCandidates, lessonYields } from './learn';
import { letterDateCandidates } from './letterDate';
import { readTables, type TableTotal } from './lines';
import { numberAsReference } from './numberAsReference';
import { ocrNameRepaired } from './ocrNames';
import { isOwnValue, notOwn, type OwnCompany } from './ownCompany';
import { isTurned, onStoredPage, uprightPage } from './pageTurn';
import { scheduledDueDate } from './paymentSchedule';
import { termDueDate } from './paymentTerms';
import { selfNamedReferences } from './selfNamedReference';
import { nameCandidates } from './sellerName';
import { vendorDomains } from './sellerNamePlaces';
import { sentenceDueDate } from './sentenceDueDate';
import { orWeakNames, weakNames } from './signedName';
import { linesSpelledAsSite } from './siteSpelling';
import type {
  Box,
  FieldSource,
  PageWords,
  RecognitionLesson,
  RecognizedField,
  RecognizedFieldName,
  RecognizedFields,
  RecognizedLine,
  VatBreakdownLine,
} from './types';
import { hexCodeRepaired, type ValueKind } from './values';
import { amountsWithoutVat } from './vatNotice';
import { virtualBarcodeCandidates } from './virtualBarcode';
import { wrappedIbanCandidates, wrappedVatCandidates } from './wrappedCodes';

/** How to read: where the words came from, the dates a document may carry and the vendor's lessons. */
export type ExtractOptions = {
  source?: Extract<FieldSource, 'Text' | 'Ocr'>;
  dateBounds?: { today: string; maxDaysInPast: number; maxDaysInFuture: number };
  lessons?: RecognitionLesson[];
  /** The company the document was sent to: its own name, VAT number and accounts are never the relation's. */
  ownCompany?: OwnCompany;
  /** The document is known to be a packing slip: its own number and delivery date labels are the surest. */
  packingSlip?: boolean;
  /** The document is known to be a sales invoice: the company sent it, and its relation is the customer. */
  salesInvoice?: boolean;
  /** The name of the document's file: it may give the number no label names ("Factuur 2024-118.pdf"). */
  fileName?: string;
};

export type Extraction = {
  Fields: RecognizedFields;
  VatBreakdown: VatBreakdownLine[];
  Lines: RecognizedLine[];
  Language: DocumentLanguage | null;
};

const round3 = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

function toField(candidate: Candidate, confidence: number, source: FieldSource): RecognizedField {
  const learned = candidate.learned !== undefined;
  return {
    Value: candidate.value,
    Confidence: round3(
      learned ? Math.max(confidence, learnedConfidence(candidate.learned ?? 1)) : confidence,
    ),
    Page: candidate.page,
    Box: candidate.box,
    Source: learned ? 'Learned' : source,
    ...(candidate.label ? { Label: candidate.label } : {}),
  };
}

/** The best candidate: highest score, earlier in the document on a tie; buyer values only when nothing else. */
function pick<T extends Candidate>(candidates: T[]): T | null {
  const own = candidates.filter((candidate) => !candidate.buyer);
  const pool =
    own.length > 0 ? own : candidates.map((candidate) => ({ ...candidate, score: candidate.score * 0.6 }));
  return pool.reduce<T | null>((best, c) => (best && best.score >= c.score ? best : c), null);
}

/**
 * Readings cut short by a line's end ("… het betalingskenmerk 1207 5303" / "0664 3542."), put right by a reading of
 * the same code whole elsewhere on the page (under its label): the whole one, as sure as the surer of the two.
 */
function uncut(candidates: Candidate[]): Candidate[] {
  return candidates.map((candidate) => {
    const value = String(candidate.value);
    const whole = candidates
      .filter((other) => String(other.value).length > value.length && String(other.value).startsWith(value))
      .sort((a, b) => b.score - a.score)[0];
    return whole ? { ...whole, score: Math.max(candidate.score, whole.score) } : candidate;
  });
}

/**
 * What the invoice asks to be paid when the buyer withholds a tax (IRPF, ritenuta d'acconto): the total less the
 * withheld amount, where a total's label prints it ("Totale fattura 4.886,72 · Ritenuta d'acconto 20% − 770,29 ·
 * Netto a pagare 4.116,43"). Without a withholding, or without such a total, the total stays.
 */
function amountToPay(gross: Candidate | null, withheld: Candidate[], totals: Candidate[]): Candidate | null {
  if (!gross) return gross;
  for (const withholding of withheld) {
    const rest = Math.round((Number(gross.value) - Math.abs(Number(withholding.value))) * 100);
    const toPay = totals.find((total) => Math.round(Number(total.value) * 100) === rest);
    if (toPay && rest > 0) return { ...toPay, score: Math.max(toPay.score, gross.score) };
  }
  return gross;
}

/** A total of a table's last line as a candidate of its field, labelled by the line's first word ("Razem"). */
function tableTotalCandidate(total: TableTotal): Candidate {
  return {
    field: total.field,
    value: total.value,
    score: 0.95,
    page: total.line.page,
    box: total.box,
    label: total.line.words[0].Text.replace(/[:#]+$/, ''),
    format: total.format,
    buyer: false,
    line: total.line.index,
  };
}

function candidatesOf(
  field: RecognizedFieldName,
  kind: ValueKind,
  lines: TextLine[],
  monthFirst: boolean,
  labels = FieldLabels,
) {
  return labelCandidates(field, kind, lines, labels[field] ?? [], monthFirst);
}

/** Whether the dates are printed month first (American invoices: a number date whose second part exceeds 12). */
function amountFields(choice: AmountChoice, source: FieldSource): RecognizedFields {
  const fields: RecognizedFields = {};
  const confidence = (candidate: Candidate) =>
    choice.consistent
      ? Math.min(0.98, 0.85 + candidate.score * 0.1 + (choice.rate !== null ? 0.03 : 0))
      : Math.min(0.7, candidate.score * 0.8);
  if (choice.gross) fields.GrossAmount = toField(choice.gross, confidence(choice.gross), source);
  if (choice.net) fields.NetAmount = toField(choice.net, confidence(choice.net), source);
  if (choice.vat) fields.VatAmount = toField(choice.vat, confidence(choice.vat), source);
  const value = (name: 'GrossAmount' | 'NetAmount' | 'VatAmount') =>
    fields[name]?.Value as number | undefined;
  const derived = (amount: number): RecognizedField => ({
    Value: Math.round(amount * 100) / 100,
    Confidence: 0.6,
    Page: null,
    Box: null,
    Source: source,
  });
  if (!choice.consistent) {
    const [gross, net, vat] = [value('GrossAmount'), value('NetAmount'), value('VatAmount')];
    // Two of the three give the third when the rate they imply is one that is charged.
    if (
      gross !== undefined &&
      net !== undefined &&
      vat === undefined &&
      plausibleRate(net, gross - net) !== null
    )
      fields.VatAmount = derived(gross - net);
    else if (
      gross !== undefined &&
      vat !== undefined &&
      net === undefined &&
      plausibleRate(gross - vat, vat) !== null
    )
      fields.NetAmount = derived(gross - vat);
    else if (
      net !== undefined &&
      vat !== undefined &&
      gross === undefined &&
      plausibleRate(net, vat) !== null
    )
      fields.GrossAmount = derived(net + vat);
    else if (gross !== undefined && net !== undefined && vat !== undefined) {
      // The net misread (OCR's "3,541.00" for "3,541.09"; a net unreadable and another amount taken): gross − VAT,
      // when the VAT is a charged rate of that to the cent and not of the reading. The place stays lit when the
      // reading was that amount but for its cents. Never the gross from the other two: costs without VAT
      // (expenses, a deposit) part a true gross from net + VAT.
      if (chargedOn(gross - vat, vat) && !chargedOn(net, vat)) {
        const read = fields.NetAmount as RecognizedField;
        fields.NetAmount = {
          ...derived(gross - vat),
          ...(Math.abs(net - (gross - vat)) < 1 ? { Page: read.Page, Box: read.Box } : {}),
        };
      } else if (chargedOn(net, gross - net) && !chargedOn(net, vat)) {
        // The VAT misread in the same way (OCR's "4805.91" for "£805.91"): gross − net, when that is a charged
        // rate of the net to the cent and the reading is not. The place stays lit when the reading ends in it.
        const read = fields.VatAmount as RecognizedField;
        const misread = String(Math.round(vat * 100)).endsWith(String(Math.round((gross - net) * 100)));
        fields.VatAmount = {
          ...derived(gross - net),
          ...(misread ? { Page: read.Page, Box: read.Box } : {}),
        };
      } else {
        // Both lost their leading digits to a currency sign (OCR's "60.04" and "€72.01" for "€860.04" and
        // "€172.01"): the net and VAT of a charged rate that give the gross and end in both readings.
        const whole = lostLeadingDigits(gross, net, vat);
        if (whole) {
          const [readNet, readVat] = [
            fields.NetAmount as RecognizedField,
            fields.VatAmount as RecognizedField,
          ];
          fields.NetAmount = { ...derived(whole.net), Page: readNet.Page, Box: readNet.Box };
          fields.VatAmount = { ...derived(whole.vat), Page: readVat.Page, Box: readVat.Box };
        }
      }
    }
  }
  return fields;
}

/**
 * The net and VAT that a gross amount splits into at a charged rate, when the net and VAT read are each those amounts
 * with leading digits lost (and not both right already); null when no rate gives that.
 */
function lostLeadingDigits(gross: number, net: number, vat: number): { net: number; vat: number } | null {
  const cents = (value: number) => String(Math.round(Math.abs(value) * 100));
  const endsIn = (whole: number, read: number) =>
    cents(whole).endsWith(cents(read)) && cents(read).length >= 3;
  for (const rate of PlausibleVatRates) {
    if (rate === 0) continue;
    const wholeNet = Math.round((gross / (1 + rate / 100)) * 100) / 100;
    const wholeVat = Math.round((gross - wholeNet) * 100) / 100;
    if (!chargedOn(wholeNet, wholeVat) || (wholeNet === net && wholeVat === vat)) continue;
    if (endsIn(wholeNet, net) && endsIn(wholeVat, vat)) return { net: wholeNet, vat: wholeVat };
  }
  return null;
}

const compactText = (value: string | number) =>
  String(value)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Whether a value stands in the address block of another company than the vendor: the nearest company name before
 * it on its line, or above it, up to seven lines (a UK address: street, town, postcode, country and a wrapped
 * label), in its column, is not the vendor's ("Müller Systems B.V. / Kerkweg 3 / Btw-nr.: NL…").
 */
function inOtherBlock(candidate: Candidate, names: Candidate[], seller: Candidate | null): boolean {
  if (!seller) return false;
  const [left, right] = [candidate.box[0] - 0.25, candidate.box[0] + candidate.box[2]];
  const above = names
    .filter(
      (name) =>
        name.page === candidate.page &&
        ((name.line < candidate.line &&
          name.line >= candidate.line - 7 &&
          name.box[0] < right &&
          name.box[0] + name.box[2] > left) ||
          // "Alpmarkt AG · Hardturmstrasse 161, 8005 Zürich · UID CHE-909.098.470 MWST": the name its line opens with.
          (name.line === candidate.line && name.box[0] + name.box[2] <= candidate.box[0])),
    )
    // The nearest line up; on it, the name aligned best with the value (two address blocks side by side).
    .sort(
      (a, b) =>
        b.line - a.line || Math.abs(a.box[0] - candidate.box[0]) - Math.abs(b.box[0] - candidate.box[0]),
    )[0];
  if (above === undefined) return false;
  const [name, own] = [compactText(above.value), compactText(seller.value)];
  return !name.includes(own) && !own.includes(name);
}

// A Dutch contractor's G-rekening: the blocked account a share of the invoice goes to for the wage taxes it owes
// ("… te storten op onze G-rekening NL36 INGB …").
const BlockedAccount = /(?<![a-z])g-?rekening(?:nummer)?\W{0,3}$/;

/** Whether an IBAN follows the words of a blocked account on its line. */
function onBlockedAccount(candidate: Candidate, lines: TextLine[]): boolean {
  const line = lines[positionAt(lines, candidate.page, candidate.line)];
  const word = line?.words.find((each) => each.Box[0] >= candidate.box[0] - 0.001);
  return (
    line !== undefined && word !== undefined && BlockedAccount.test(line.plain.slice(0, word.start).trimEnd())
  );
}

/**
 * An IBAN names itself: its label matters little. Of the valid ones the first printed is the vendor's account (a
 * second one is an alternative bank), after any blocked account; a reading that does not validate only when there is
 * no valid one.
 */
function firstAccount(ibans: Candidate[], lines: TextLine[]): Candidate[] {
  const blocked = new Set(ibans.filter((c) => onBlockedAccount(c, lines)).map((c) => String(c.value)));
  const order = [...ibans].sort(
    (a, b) =>
      Number(blocked.has(String(a.value))) - Number(blocked.has(String(b.value))) ||
      a.page - b.page ||
      a.line - b.line ||
      a.box[0] - b.box[0],
  );
  const valid = [...new Set(order.filter((c) => c.format === 'iban').map((c) => String(c.value)))];
  return ibans.map((candidate) => {
    const rank = valid.indexOf(String(candidate.value));
    const rankScore = rank < 0 ? 0 : 1 - Math.min(rank, 5) * 0.1;
    return { ...candidate, score: rankScore + candidate.score * 0.05 };
  });
}

/** Whether a line follows right under another, as the next line of a sentence does (no blank line between). */
const closeUnder = (upper: TextLine, lower: TextLine) =>
  lower.box[1] - (upper.box[1] + upper.box[3]) <= Math.max(upper.height, lower.height) * 1.2;

/** The stretch of a line between column gaps around the word at `at`: its first and last word. */
function stretchAround(line: TextLine, at: number): [number, number] {
  let [first, last] = [at, at];
  while (first > 0 && !isColumnGap(line, line.words[first - 1], line.words[first])) first -= 1;
  while (last < line.words.length - 1 && !isColumnGap(line, line.words[last], line.words[last + 1]))
    last += 1;
  return [first, last];
}

/**
 * An account a direct debit draws on is the buyer's: an IBAN whose stretch of its line (between column gaps) speaks
 * of the debit ("Lastschrift von IBAN DE89 …", "… van rekening NL91 … afgeschreven") counts as a buyer's value. The
 * sentence may wrap: an IBAN that opens its line is read with the end of the line above it ("We will collect this
 * amount by Direct Debit from your account" / "GB29 NWBK …"), one that ends its line with the start of the next.
 */
function debitedAccountsMarked(ibans: Candidate[], lines: TextLine[]): Candidate[] {
  return ibans.map((candidate) => {
    const position = positionAt(lines, candidate.page, candidate.line);
    const line = lines[position];
    if (!line) return candidate;
    const at = line.words.findIndex((word) => word.Box[0] >= candidate.box[0] - 1e-6);
    if (at < 0) return candidate;
    const [first, last] = stretchAround(line, at);
    let stretch = line.plain.slice(line.words[first].start, line.words[last].end);
    const before = lines[position - 1];
    const above = before?.page === line.page && before.index === line.index - 1 && closeUnder(before, line);
    if (first === 0 && above) {
      const [start] = stretchAround(before, before.words.length - 1);
      stretch = `${before.plain.slice(before.words[start].start)} ${stretch}`;
    }
    const after = nextLineOf(lines, position);
    if (last === line.words.length - 1 && after && closeUnder(line, after)) {
      const [, end] = stretchAround(after, 0);
      stretch = `${stretch} ${after.plain.slice(0, after.words[end].end)}`;
    }
    return DebitWords.test(stretch) ? { ...candidate, buyer: true } : candidate;
  });
}

const overlaps = (a: Box, b: Box) =>
  a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

function breakdownOf(fields: RecognizedFields): VatBreakdownLine[] {
  const net = fields.NetAmount?.Value;
  const vat = fields.VatAmount?.Value;
  if (typeof net !== 'number' || typeof vat !== 'number') return [];
  const rate = plausibleRate(net, vat);
  return rate === null ? [] : [{ Percentage: rate, NetAmount: net, VatAmount: vat }];
}

/**
 * Reads the header fields, VAT breakdown and invoice lines from the words of a document's pages: each field from
 * the values beside or under its labels (Dutch, English, German, French), checked against the others (net + VAT =
 * gross, a charged VAT rate, a valid IBAN, a date within the bounds) and, when the vendor's lessons are given, read
 * where the lessons say first. A page scanned sideways, upside down or askew is read upright and straight; the boxes
 * found on it are given on the page as it is stored and shown.
 */
export function extractFields(pages: PageWords[], options: ExtractOptions = {}): Extraction {
  if (!pages.some(isTurned)) return extractUpright(pages, options);
  const read = extractUpright(pages.map(uprightPage), options);
  return {
    ...read,
    Fields: Object.fromEntries(
      Object.entries(read.Fields).map(([name, field]) => [name, onStoredPage(pages, field)]),
    ) as RecognizedFields,
    Lines: read.Lines.map((line) => onStoredPage(pages, line)),
  };
}

function extractUpright(pages: PageWords[], options: ExtractOptions): Extraction {
  const source = options.source ?? 'Text';
  const read = documentLines(pages);
  // The vendor's web site and mail domains: they back its name and spell what OCR misread of it.
  const domains = vendorDomains(read);
  const lines = linesSpelledAsSite(read, domains);
  const language = guessLanguage(lines);
  const monthFirst = isMonthFirst(lines.map((line) => line.text).join(' '), language);
  const fields: RecognizedFields = {};
  const learned = options.lessons?.length ? lessonCandidates(lines, options.lessons, monthFirst) : [];
  const lessonFor = (name: RecognizedFieldName) => learned.filter((candidate) => candidate.field === name);
  // The generic reading of each field, for a lesson to be weighed against.
  const chosen = new Map<RecognizedFieldName, Candidate>();
  const set = (name: RecognizedFieldName, candidate: Candidate | null, confidence?: number) => {
    if (!candidate) return;
    chosen.set(name, candidate);
    fields[name] = toField(candidate, confidence ?? Math.min(0.95, candidate.score), source);
  };

  // Document number, references: only beside their labels.
  // A packing slip's own labels count fully on one: its number and its delivery date.
  const labels = options.packingSlip ? PackingSlipLabels : FieldLabels;
  // "Labour charged twice on invoice INV-2331": a number named in a line of the table is that line's.
  const tables = readTables(lines);
  const inTable = (candidate: Candidate) => tables.body.has(`${candidate.page}:${candidate.line}`);
  // Under a heading of the table ("Datum   Leistung   Betrag"), a value is a line's, not the document's.
  const itemHeaders = new Map(tables.headings.map((line) => [`${line.page}:${line.index}`, line]));
  const underItemHeader = (candidate: Candidate) => {
    const header = itemHeaders.get(`${candidate.page}:${candidate.line}`);
    return header !== undefined && candidate.box[1] >= header.box[1] + header.box[3];
  };
  const number = pick(
    [
      ...candidatesOf('Number', 'code', lines, monthFirst, labels),
      ...labelCandidates('Number', 'datedNumber', lines, DatedNumberLabels, monthFirst),
    ].map((candidate) => (inTable(candidate) ? { ...candidate, score: candidate.score * 0.5 } : candidate)),
  );
  set(
    'Number',
    number && source === 'Ocr' ? { ...number, value: hexCodeRepaired(String(number.value)) } : number,
  );
  // The order number is the buyer's own: "your order" is its label, not a sign of the buyer's data, and says surer
  // than a bare "Bestellung 100850896" (a web shop's own order) whose order it is.
  const orders = candidatesOf('PurchaseOrderNumber', 'code', lines, monthFirst).map((c) => ({
    ...c,
    score: c.buyer ? c.score * 1.1 : c.score,
    buyer: false,
  }));
  // A bare "Reference" says not whose; one the buyer's order (bareReferenceAsOrder) is no payment reference.
  const namedOrders = labelCandidates(
    'PurchaseOrderNumber',
    'code',
    lines,
    BareReferenceLabels,
    monthFirst,
  ).flatMap((candidate) => bareReferenceAsOrder(candidate, lines, number) ?? []);
  set('PurchaseOrderNumber', pick([...orders, ...namedOrders]));
  // "Your reference", "Ihre Referenz" are the buyer's: no payment reference.
  const references = uncut(
    candidatesOf('PaymentReference', 'reference', lines, monthFirst).filter(
      (candidate) => !candidate.buyer && !namedOrders.some((order) => order.value === candidate.value),
    ),
  );
  // "Invoice reference 2024-12" is the number's label: the same printed value is no payment reference. A payment
  // reference that repeats the number elsewhere ("Verwendungszweck: 2024-12") is one.
  const atNumber = (candidate: Candidate) =>
    number !== null && candidate.page === number.page && candidate.box.join() === number.box.join();
  set(
    'PaymentReference',
    pick([...references, ...selfNamedReferences(lines)].filter((candidate) => !atNumber(candidate))),
  );
  // "O.v.v. het factuurnummer", "unter Angabe der Rechnungsnummer": the number is the reference to give.
  if (!fields.PaymentReference)
    set('PaymentReference', numberAsReference(lines, chosen.get('Number') ?? null));
  if (fields.PurchaseOrderNumber && fields.PurchaseOrderNumber.Value === fields.Number?.Value)
    delete fields.PurchaseOrderNumber;

  // Dates: labelled ones, within the bounds; the first date of the document as a weak guess.
  const inBounds = (candidate: Candidate) => ({
    ...candidate,
    score: dateWithinBounds(String(candidate.value), options.dateBounds)
      ? candidate.score
      : candidate.score * 0.5,
  });
  // "Rechnung Nr. 471102 vom 13.11.2019": a date on the document number's line is the document's date.
  const numberLine = (candidate: Candidate) => {
    const line = lines[positionAt(lines, candidate.page, candidate.line)];
    const box = fields.Number?.Box;
    return (
      fields.Number?.Page === candidate.page &&
      line !== undefined &&
      box !== null &&
      box !== undefined &&
      Math.abs(line.box[1] + line.box[3] / 2 - (box[1] + box[3] / 2)) < line.height / 2
    );
  };
  // "Due date", "À payer avant le": a date its due label claims more surely is not the document's date.
  const dueDates = candidatesOf('DueDate', 'date', lines, monthFirst);
  const claimedByDue = (candidate: Candidate) =>
    dueDates.some(
      (due) =>
        due.page === candidate.page &&
        due.box.join() === candidate.box.join() &&
        due.score >= candidate.score,
    );
  // "Berlin, 8. Mai 2026" dates the letter; a sentence's "… Shooting vom 28.04.2026" then dates what it names, unless
  // it stands beside the document's number ("Rechnung Nr. 4711 vom …").
  const letterDates = letterDateCandidates(lines, monthFirst);
  const sentenceDated = (candidate: Candidate) =>
    letterDates.length > 0 &&
    DatingWords.includes(plainText(candidate.label ?? '')) &&
    !numberLine(candidate);
  const dates = [...candidatesOf('Date', 'date', lines, monthFirst, labels), ...letterDates]
    .filter(
      (candidate) => !claimedByDue(candidate) && !underItemHeader(candidate) && !sentenceDated(candidate),
    )
    .map(inBounds)
    .map((candidate) => (numberLine(candidate) ? { ...candidate, score: candidate.score + 0.3 } : candidate));
  const loneDates = loneCandidates('Date', 'date', lines, monthFirst).map(inBounds);
  set('Date', pick(dates) ?? pick(loneDates.slice(0, 1)));
  const documentDate = fields.Date ? String(fields.Date.Value) : null;
  // "Zahlbar bis zum 22.04.2024 mit 2 % Skonto": the last day of a discount is not the last day to pay.
  const labelled = pick(dueDates.filter((candidate) => !datesADiscount(lines, candidate)));
  const due =
    labelled && (documentDate === null || String(labelled.value) >= documentDate)
      ? labelled
      : (sentenceDueDate(lines, monthFirst, documentDate) ??
        scheduledDueDate(lines, monthFirst, documentDate) ??
        termDueDate(lines, documentDate));
  set('DueDate', due);

  // Amounts: chosen together so that they add up. Under the header of the table of lines ("Description  Qty
  // Price  Amount excl. VAT"), also under a heading of it set in several lines ("Wartość / brutto"), stand the lines'
  // amounts, not the totals; the totals stand on the table's last line, under the same columns.
  const amounts = (name: RecognizedFieldName) => [
    ...lessonFor(name),
    ...candidatesOf(name, 'amount', lines, monthFirst).filter((c) => !c.buyer && !underItemHeader(c)),
    ...tables.totals.filter((total) => total.field === name).map(tableTotalCandidate),
  ];
  // "SARL au capital de 120 000,00 €", "Stammkapital 25.000 EUR", "Cap. soc. € 100.000,00 i.v.": the company's
  // capital is no amount of the invoice.
  const capitalLines = new Set(
    lines
      .filter((line) =>
        /(?<![a-z])(?:capital|capitale|cap\.? soc\.?|stammkapital|grundkapital|kapitaal|share capital)(?![a-z])/.test(
          line.plain,
        ),
      )
      .map((line) => `${line.page}:${line.index}`),
  );
  const loose = loneCandidates('GrossAmount', 'amount', lines, monthFirst).filter(
    (candidate) => !capitalLines.has(`${candidate.page}:${candidate.line}`),
  );
  const grossAmounts = withoutCarriedBalance(lines, amounts('GrossAmount'));
  const vatAmounts = amounts('VatAmount');
  const choice = chooseAmounts(grossAmounts, amounts('NetAmount'), vatAmounts, loose);
  const currency = currencyCandidate(lines);
  if (!choice.gross && loose.length > 0) {
    // A total is printed with its cents: a bare whole number ("88131 Lindau") is a postcode or a count first.
    const withCents = loose.filter((candidate) => /[.,]9{1,2}$/.test(candidate.format));
    const largest = (withCents.length > 0 ? withCents : loose).reduce((top, c) =>
      (c.value as number) > (top.value as number) ? c : top,
    );
    choice.gross = { ...largest, score: 0.35 };
  }
  choice.gross = amountToPay(
    choice.gross,
    labelCandidates('GrossAmount', 'amount', lines, WithholdingLabels, monthFirst),
    grossAmounts,
  );
  // An American bill names its sales tax where it charges one: without any, its net is its total.
  const untaxed = vatAmounts.length === 0 && currency?.value === 'USD';
  Object.assign(fields, amountsWithoutVat(amountFields(choice, source), lines, source, untaxed));

  // Vendor: IBAN, VAT number, chamber of commerce and name; values beside buyer words only when nothing else. On a
  // sales invoice the vendor is the company itself: its candidates are sifted for the customer's instead (below).
  const own = options.ownCompany;
  const setVendor: typeof set = options.salesInvoice ? () => undefined : set;
  const ibans = debitedAccountsMarked(
    notOwn(
      [
        ...candidatesOf('IbanNumber', 'iban', lines, monthFirst),
        ...loneCandidates('IbanNumber', 'iban', lines),
        ...wrappedIbanCandidates(lines),
        ...labelCandidates('IbanNumber', 'nrb', lines, PolishAccountLabels, monthFirst),
      ],
      own,
    ),
    lines,
  );
  const account = pick(firstAccount(ibans, lines));
  // Its surest reading (beside a label) gives the place and how sure it is.
  const iban =
    pick(ibans.filter((candidate) => candidate.value === account?.value && !candidate.buyer)) ?? account;
  // Only an account a direct debit draws on (the buyer's): shown, but as a doubt.
  const ibanConfidence = iban?.buyer ? 0.35 : Math.min(0.97, 0.6 + (iban?.score ?? 0) * 0.4);
  setVendor('IbanNumber', iban, iban?.format === 'iban' ? ibanConfidence : 0.3);
  const vats = notOwn(
    [
      ...candidatesOf('RelationVatNumber', 'vat', lines, monthFirst),
      ...loneCandidates('RelationVatNumber', 'vat', lines).map((c) => ({ ...c, score: c.score + 0.3 })),
      ...wrappedVatCandidates(lines),
      ...domesticVatCountries.flatMap((country) =>
        labelCandidates('RelationVatNumber', `vat${country}`, lines, DomesticVatLabels[country], monthFirst),
      ),
    ],
    own,
  );
  // The addressee's own name stays among the names: its address block tells whose VAT number stands in it.
  const names = nameCandidates(lines, domains).map((name) =>
    isOwnValue(name, own) ? { ...name, buyer: true } : name,
  );
  const others = notOwn(names, own);
  // When the only names with a legal form were the addressee's or a bystander's (a bank's), the letterhead's guesses
  // are the vendor's (orWeakNames).
  const seller = pick(orWeakNames(others, () => notOwn(weakNames(lines, domains), own)));
  // (The company's own block is the billed one here: it is not left out.)
  const inBilledBlock = billedBlockTest(lines);
  const ofBuyer = (candidate: Candidate) =>
    candidate.buyer || inOtherBlock(candidate, names, seller) || inBilledBlock(candidate);
  setVendor(
    'RelationVatNumber',
    pick(vats.map((candidate) => ({ ...candidate, buyer: ofBuyer(candidate) }))),
  );
  // "HRB 12345" names its register itself, with or without a label before it.
  const registers = loneCandidates('RelationChamberOfCommerce', 'coc', lines)
    .filter((candidate) => candidate.format === 'AAA 99999')
    .map((candidate) => ({ ...candidate, score: candidate.score + 0.4 }));
  // "VAT Reg. No. GB 670 717 197": digits of a VAT number are no registration number.
  const ofVat = (candidate: Candidate) =>
    vats.some((vat) => vat.page === candidate.page && overlaps(vat.box, candidate.box));
  const cocs = notOwn(
    [...candidatesOf('RelationChamberOfCommerce', 'coc', lines, monthFirst), ...registers],
    own,
  ).filter((candidate) => !ofVat(candidate));
  setVendor(
    'RelationChamberOfCommerce',
    pick(cocs.map((candidate) => ({ ...candidate, buyer: ofBuyer(candidate) }))),
  );
  const ocrRepaired = (name: Candidate | null) =>
    name && source === 'Ocr' ? { ...name, value: ocrNameRepaired(String(name.value), language) } : name;
  setVendor('RelationName', ocrRepaired(seller));
  // A sales invoice's relation is its customer: the addressee's name and, in its block or beside buyer words, its VAT
  // and registration numbers. The account it prints is the company's own, to be paid into: only an account a direct
  // debit draws on is the customer's.
  if (options.salesInvoice) {
    const customer = pick(customerNameCandidates(lines, own));
    const inCustomerBlock = customerBlockTest(customer);
    const ofCustomer = (candidates: Candidate[]) =>
      candidates.map((candidate) => ({
        ...candidate,
        buyer: false,
        score: candidate.score + (inCustomerBlock(candidate) ? 0.5 : candidate.buyer ? 0.3 : 0),
      }));
    set('RelationName', ocrRepaired(customer));
    set('RelationVatNumber', pick(ofCustomer(vats)));
    set('RelationChamberOfCommerce', pick(ofCustomer(cocs)));
    set('IbanNumber', pick(ofCustomer(ibans.filter((candidate) => candidate.buyer))));
  }
  set('Currency', currency);

  // A lesson's reading beats the generic guess (amounts took theirs above, where they must add up), unless it fails
  // the document's checks or only knew a place where the generic reading has a sure label.
  const consistent = (candidate: Candidate): boolean => {
    const value = String(candidate.value);
    switch (candidate.field) {
      case 'Date':
        return (
          dateWithinBounds(value, options.dateBounds) &&
          !claimedByDue(candidate) &&
          (!fields.DueDate || value <= String(fields.DueDate.Value))
        );
      case 'DueDate':
        return (
          dateWithinBounds(value, options.dateBounds) && (!fields.Date || value >= String(fields.Date.Value))
        );
      case 'IbanNumber':
        return candidate.format === 'iban' || chosen.get('IbanNumber')?.format !== 'iban';
      case 'RelationVatNumber':
        return !inOtherBlock(candidate, names, seller);
      case 'Number':
        return value !== String(fields.PurchaseOrderNumber?.Value ?? '');
      default:
        return true;
    }
  };
  for (const candidate of learned)
    if (
      !['GrossAmount', 'NetAmount', 'VatAmount'].includes(candidate.field) &&
      !lessonYields(candidate, chosen.get(candidate.field) ?? null, consistent(candidate))
    )
      set(candidate.field, candidate, 0);
  // A Finnish bank barcode is what the payer's bank pays by: its account (the vendor's), reference and due date win
  // over what was read elsewhere; its amount backs the total read, or stands in for one not found.
  for (const candidate of virtualBarcodeCandidates(lines)) {
    const read = fields[candidate.field];
    if (read?.Value === candidate.value)
      fields[candidate.field] = { ...read, Confidence: Math.max(read.Confidence, candidate.score) };
    else if (candidate.field === 'IbanNumber') setVendor(candidate.field, candidate, candidate.score);
    else if (candidate.field !== 'GrossAmount' || !read) set(candidate.field, candidate, candidate.score);
  }
  // No label names the number: the file's name may ("Factuur 2024-118.pdf"), where the page prints it too.
  if (!fields.Number && options.fileName) {
    const named = fileNamedNumber(options.fileName, lines);
    if (named && named.value !== fields.PurchaseOrderNumber?.Value) set('Number', named);
  }
  return {
    Fields: fields,
    VatBreakdown: breakdownOf(fields),
    Lines: tables.rows,
    Language: language,
  };
}
