import { addDays } from '../date/calendar';
import type { Candidate } from './candidates';
import { type TextLine, unionBox, withNextLine } from './layout';

// How many days a term gives, in the words invoices print it with. Each pattern's first group is the days.
const Terms = [
  // "Betaling binnen 30 dagen", "te voldoen binnen 14 dagen na factuurdatum", "Betaaltermijn: 30 dagen".
  /(?:betal(?:en|ing)|voldoen|voldaan|overmaken|over te maken) binnen (\d{1,3}) dagen/,
  // "Wij verzoeken u het bedrag binnen 14 dagen over te maken", "gelieve binnen 30 dagen na factuurdatum te betalen".
  /binnen (\d{1,3}) dagen(?: na (?:factuurdatum|dagtekening|datum van deze factuur))? (?:te (?:betalen|voldoen)|over te maken|overmaken|voldoen|betalen)/,
  /beta(?:al|lings)termijn:? (\d{1,3}) dagen/,
  // "Betaling: 14 dagen netto", "Betalingsconditie: 30 dagen".
  /betaling(?:sconditie|svoorwaarde)?n?:? (\d{1,3}) dagen/,
  // "Payment terms: 30 days", "Terms: Net 30", "payable within 14 days", "Payment due within 30 days of the invoice date".
  /(?:payment )?terms:? (?:net )?(\d{1,3}) days/,
  /terms:? net ?(\d{1,3})(?![\d/.-])/,
  /(?:payable|paid|payment(?: is)?(?: due)?|due) within (\d{1,3}) days/,
  // "Please pay within 14 days", "kindly remit payment within 30 days of the invoice date".
  /(?:pay|remit|remit payment|settle this invoice|settle the amount) within (\d{1,3}) days/,
  // "Zahlbar innerhalb von 14 Tagen ohne Abzug", "Zahlungsziel: 30 Tage netto".
  /(?:zahlbar|zahlung|zu zahlen|zu begleichen|zu uberweisen) (?:innerhalb|binnen) (?:von )?(\d{1,3}) tagen/,
  // "Bitte überweisen Sie den Betrag innerhalb von 14 Tagen", "innerhalb von 30 Tagen nach Rechnungsdatum zu zahlen".
  /(?:uberweisen|begleichen|zahlen) sie (?:den |diesen |den gesamten |den offenen )?(?:rechnungs)?betrag (?:bitte )?(?:innerhalb|binnen) (?:von )?(\d{1,3}) tagen/,
  /(?:innerhalb|binnen) (?:von )?(\d{1,3}) tagen(?: (?:nach|ab) (?:rechnungsdatum|rechnungserhalt|erhalt der rechnung))? (?:zu (?:zahlen|begleichen|uberweisen)|zahlbar)/,
  /zahlungsziel:? (\d{1,3}) tage/,
  // "Zahlungsbedingungen: 14 Tage netto", "Zahlungsbedingung: netto 30 Tage".
  /zahlungsbedingung(?:en)?:? (?:netto )?(\d{1,3}) tage/,
  // "Paiement à 30 jours", "payable sous 15 jours", "Délai de paiement : 45 jours".
  /(?:paiement|payable|reglement|a regler) (?:a|sous|dans (?:un delai de|les)) (\d{1,3}) jours/,
  /delai de (?:paiement|reglement) ?:? (\d{1,3}) jours/,
  // "Conditions de paiement : 30 jours", "Règlement : 45 jours net".
  /(?:conditions? de (?:paiement|reglement)|reglement) ?:? (\d{1,3}) jours/,
];

// A term of no days: the invoice is due when it is received ("Due on receipt", "Zahlbar sofort", "à réception").
const Immediate = [
  // "Due on receipt", "Due date: Upon receipt", "Terms: On receipt", "Payment due immediately".
  /(?:due(?: date)?|payable|payment(?: due)?|(?:payment )?terms) ?:? (?:due )?(?:up)?on receipt/,
  /(?:due|payable|payment due) immediately/,
  /(?:zahlbar|zu zahlen) sofort|sofort (?:zahlbar|fallig)/,
  // "Zahlbar nach Erhalt der Rechnung", "Fällig bei Erhalt".
  /(?:zahlbar|fallig|zu zahlen) (?:nach|bei|sofort nach) (?:erhalt|rechnungserhalt)/,
  // "Te betalen bij ontvangst", "Vervaldatum: bij ontvangst van de factuur".
  /(?:te betalen|te voldoen|betaling|betaalbaar|vervaldatum ?:?) (?:bij|na|direct na) ontvangst/,
  /(?:paiement|payable|echeance ?:?) (?:a|des) reception/,
  // "Conditions de paiement : à réception de facture".
  /conditions? de (?:paiement|reglement) ?:? (?:a|des) reception/,
  /(?:direct|per omgaande) (?:te voldoen|opeisbaar|betalen)/,
];

// A term of a discount for early payment ("2 % Skonto", "korting", "escompte", "discount") is not the last day to pay;
// nor one counted from the end of the month ("30 jours fin de mois"), which the invoice's date alone does not give.
const NotTheNetTerm =
  /%|skonto|korting|escompte|discount|fin de mois|end of (?:the )?month|monatsende|einde (?:van de )?maand/;

/**
 * The due date a printed payment term gives when no due date is printed: "Betaling binnen 30 dagen", "Payment terms:
 * 30 days", "Zahlbar innerhalb von 14 Tagen", "Paiement à 30 jours", counted from the document's date ("Due on
 * receipt": the document's date itself). The longest net term counts (not a discount's shorter one), at the place of
 * the term's words; less sure than a printed date.
 */
export function termDueDate(lines: TextLine[], documentDate: string | null): Candidate | null {
  if (documentDate === null) return null;
  let best: { candidate: Candidate; days: number } | null = null;
  for (const [position, line] of lines.entries()) {
    const text = withNextLine(lines, position).plain;
    for (const term of [...Terms, ...Immediate]) {
      const match = term.exec(text);
      if (!match || match.index >= line.plain.length) continue;
      const days = Number(match[1] ?? 0);
      const clause = text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 25);
      if (days > 180 || NotTheNetTerm.test(clause)) continue;
      if (best && best.days >= days) continue;
      const end = match.index + match[0].length;
      const words = line.words.filter((word) => word.end > match.index && word.start < end);
      const candidate: Candidate = {
        field: 'DueDate',
        value: addDays(documentDate, days),
        score: 0.45,
        page: line.page,
        box: unionBox((words.length > 0 ? words : line.words).map((word) => word.Box)),
        label: match[0],
        format: `term:${days}`,
        buyer: false,
        line: line.index,
      };
      best = { candidate, days };
    }
  }
  return best?.candidate ?? null;
}
