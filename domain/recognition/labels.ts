import { isFinnishReference } from '../payments/creditorReference';
import { isKidNumber, isSwedishOcrNumber } from '../payments/nordicReferences';
import type { DomesticVatCountry } from './domesticVat';
import type { RecognizedFieldName } from './types';

/** A label a value is printed beside, as a pattern on lower-case text without accents, and how telling it is. */
export type LabelPattern = {
  pattern: RegExp;
  language: 'nl' | 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'pl' | '*';
  weight: number;
  /**
   * A bare label ("No.", "Nr.", "Net") counts only as a whole: at the start of its column, not as the end of another
   * ("Order no.") nor the start of a longer one ("Net à payer"); a value or a column gap follows it.
   */
  alone?: boolean;
  /**
   * A packing slip's own label (its number, its delivery date): weighed low on an invoice, which may print its slips',
   * and as sure as an invoice's own labels on a document known to be a packing slip (PackingSlipLabels).
   */
  slip?: boolean;
  /**
   * The check a value under this label passes: a bank's reference whose last digit checks the rest (the Norwegian
   * KID, the Swedish OCR number, the Finnish viitenumero). A value that fails it is still read, but trusted less.
   */
  check?: (value: string) => boolean;
};

/**
 * A label's pattern that also matches the label split by kerning: some PDF writers print a kerned pair as two text
 * runs and the text layer reads a space between them ("Zahlbetr ag", "Ver käufer", "Your P .O."). Letters of a word,
 * and a letter and the full stop after it, may have one space between them.
 */
export function kerned(source: string): string {
  return source.replace(/(?<!\\)([a-z])(?=[a-z]|\\\.)/g, '$1 ?');
}

// A label that opens with a number ("21% btw") starts at the number's first digit: tried inside a long run of digits it
// would read the run to its end from every one of them.
const l = (language: LabelPattern['language'], weight: number, ...sources: string[]): LabelPattern[] =>
  sources.map((source) => ({
    pattern: new RegExp(
      `(?<![a-z${source.startsWith('\\d') ? '0-9' : ''}])(?:${kerned(source)})(?![a-z])`,
      'g',
    ),
    language,
    weight,
  }));

/** Labels whose values pass `check` (see LabelPattern.check). */
const checked = (check: (value: string) => boolean, labels: LabelPattern[]): LabelPattern[] =>
  labels.map((label) => ({ ...label, check }));

// OCR reads the raised º of "Nº" as a 2 ("Factura n2:"), and the O of "NO" as a zero ("INVOICE N0:").
const NO = '(?:nr|nbr|no|n\\.?[°º˚]|n[20](?=:)|n o|nummer|number|num|#)\\.?';

/** A rate in brackets or not after a tax's name: " (5 %)", " 13%". */
const Rate = ' ?\\(?\\d+(?:[.,]\\d+)? ?%\\)?';

/**
 * After a bare "Total", "Totaal", "Summe": a word naming what the total sums, which is then a part and not the whole
 * ("Total VAT", "Totaal BTW", "Summe MWSt.", "Total fees", "Totaal Honorarium", "Summe Auslagen", "Total Dépenses").
 */
const NotTheWhole =
  '(?![:.]? ?(?:btw|vat|tva|mwst|ust|tax|iva|igic|imposta|imponibile|base|fees|honorari|honorare|honoraires|expenses|onkosten|auslagen|depenses))';

/** The kinds of invoice a Dutch title compounds with "factuur". */
const FactuurKinds = '(?:verkoop|inkoop|credit|eind|slot|voorschot|deel|termijn|proforma|verzamel)';

/**
 * Not the tax word of an amount's name that says with or without it: "Bedrag excl. BTW" is the net, "Total inkl.
 * MwSt." the gross, "Prix hors TVA" the net; "zzgl. MwSt." (plus VAT) stays the VAT.
 */
const NotInOrEx =
  '(?<!(?:excl|incl|exkl|inkl|exclusief|inclusief|excluding|including|ohne|hors|ex|inc|sin|con|esclusa|inclusa|partita|p\\.)\\.? )(?<!p\\.)';

/** A packing slip's own labels (LabelPattern.slip). */
const slip = (labels: LabelPattern[]): LabelPattern[] => labels.map((label) => ({ ...label, slip: true }));

/** Bare number labels: "No.: 2024-12" under the title "Invoice", "Nr. 4711" under "Rechnung". */
const bare = (weight: number, ...sources: string[]): LabelPattern[] =>
  l('*', weight, ...sources).map((label) => ({ ...label, alone: true }));

/**
 * The labels of a tax the buyer withholds from what it pays the seller and pays to the tax office itself: Spain's
 * IRPF on a professional's fees, Italy's ritenuta d'acconto. What the invoice asks to be paid is the total less it.
 */
export const WithholdingLabels: LabelPattern[] = [
  ...l('es', 1, 'retencion(?: (?:de )?irpf)?', 'irpf'),
  ...l('it', 1, "ritenuta(?: d'acconto| di acconto| d acconto)?"),
  ...l('en', 1, 'withholding tax', 'tax withheld'),
  ...l('fr', 1, 'retenue a la source'),
];

/** The labels of a VAT number a country prints without its prefix: Italy's partita IVA, Spain's NIF or CIF. */
// "VAT", "VAT Reg. No.", "VAT registration number", "VAT ID".
const EnglishVatLabel = 'vat(?: reg(?:istration)?)?(?: no| number| id)?\\.?';

export const DomesticVatLabels = {
  IT: l(
    'it',
    1,
    'partita iva',
    'p\\. ?iva',
    'p ?iva',
    'c\\.?f\\.? e p\\.? ?iva',
    'codice fiscale e partita iva',
  ),
  ES: l('es', 1, 'n\\.?i\\.?f\\.?(?:[-/](?:iva|cif))?', 'c\\.?i\\.?f\\.?', 'nif-?iva'),
  // The UK's VAT labels are the English ones: the number without "GB" is read there only when its check holds.
  GB: l('en', 1, EnglishVatLabel, 'vat'),
  // Portugal's "NIF", "NIPC", "Contribuinte n.º"; Spain's "NIF" too: only the number whose check holds is Portugal's.
  PT: l(
    'pt',
    1,
    'n\\.?i\\.?f\\.?',
    'nipc',
    'contribuinte(?: n\\.?[°º˚]?\\.?)?',
    'n\\.?[°º˚]?\\.? (?:de )?contribuinte',
  ),
  PL: l('pl', 1, 'nip'),
} satisfies Record<DomesticVatCountry, LabelPattern[]>;

/** The labels of a Polish invoice's number, which may be written like a date: "Faktura nr 17/11/2025". */
export const DatedNumberLabels: LabelPattern[] = l(
  'pl',
  1,
  'faktura (?:vat )?(?:(?:korygujaca|zaliczkowa|koncowa|proforma|pro forma) )?nr\\.?',
  '(?:numer|nr\\.?) faktury',
);

/** The labels of a Polish account number printed without "PL" (polishAccount.ts): "Nr konta", "Numer rachunku". */
export const PolishAccountLabels: LabelPattern[] = l(
  'pl',
  1,
  'nr\\.? (?:konta|rachunku)(?: bankowego)?',
  'numer (?:konta|rachunku)(?: bankowego)?',
  'rachunek(?: bankowy)?',
  'konto(?: bankowe)?',
);

/** Labels per field in Dutch, English, German, French, Spanish, Italian, Portuguese and Polish. */
export const FieldLabels: Partial<Record<RecognizedFieldName, LabelPattern[]>> = {
  Number: [
    ...l(
      'nl',
      1,
      `factuur[ -]?${NO}`,
      'factuurnummer',
      'factuur',
      // A compound title: "Verkoopfactuur #2026-0127", "Eindfactuur nr. 12".
      `${FactuurKinds}factuur[ -]?${NO}`,
      `${FactuurKinds}factuur`,
      'creditnota ?(?:nr|nummer)',
      'creditnota',
      'notanummer',
      'nota ?nr\\.?',
      // A lawyer's, doctor's or tradesman's "Nota 2025-0012": the bill by its old name.
      'nota',
      // A lawyer's or adviser's "Declaratie 20250391", "Declaratienummer": the bill for fees.
      `declaratie(?:nummer|[ -]?${NO})?`,
      'fact\\.? ?nr\\.?',
      'factuurreferentie',
      // A till receipt's: "Bonnummer: 55412", "Kassabon nr. 88", as the English "Receipt #".
      `(?:kassa)?bon[ -]?${NO}`,
      '(?:kassa)?bonnummer',
    ),
    ...l(
      'en',
      1,
      `invoice[ -]?${NO}`,
      'invoice number',
      'invoice',
      'invoice id',
      'credit note (?:no|number)',
      // The title with its number beside it: "Credit note CN-0042", as "Invoice INV-0042".
      'credit note',
      // An American "Credit Memo #" is the credit note's own number.
      `credit memo[ -]?${NO}`,
      // Its ruled box's "Credit No." beside "Date".
      `credit[ -]?${NO}`,
      `bill[ -]?${NO}`,
      // A solicitor's or accountant's bill: "Fee Note No. 02526", "Fee note 4711".
      `fee note(?:[ -]?${NO})?`,
      'invoice ref(?:erence)?',
      'inv\\.? ?(?:no|nr|#)\\.?',
    ),
    // A receipt's own number: "Receipt #1234-5678", the sign glued to it as after "Invoice". Where an "Invoice &
    // receipt" prints both, the invoice's number is the document's.
    ...l('en', 0.9, `receipt[ -]?${NO}`, 'receipt'),
    ...l(
      'de',
      1,
      `[a-z]*rechnung(?:skorrektur)?(?: \\(\\d+\\))?[ -]?${NO}`,
      // "Rechnungs-Nr.", "Rechnungs-Nummer", and also written apart: "Rechnungs Nr. 2024-0815".
      'rechnungs[- ]?nr\\.?',
      'rechnungs[- ]?nummer',
      'rechnung',
      // The kinds of invoice a German title compounds with "Rechnung": "Schlussrechnung 2024-0815".
      '(?:schluss|abschlags|teil|end|sammel|storno|proforma|vorschuss|jahres|monats)rechnung',
      'gutschrift(?:s)?(?:nummer| nr\\.?)?',
      're\\.?-? ?nr\\.?',
      'rechnungsreferenz',
      'beleg(?:nummer|-? ?nr\\.?)',
      'rg\\.?-? ?nr\\.?',
      // A receipt's: "Quittung Nr. 4711", "Quittungsnummer".
      'quittung(?:s)?(?:[ -]?(?:nr\\.?|nummer))?',
      // Austria's and the trade's "Faktura" is the invoice: "Faktura-Nr. 4711", "Fakturanummer".
      'faktura-? ?(?:nr\\.?|nummer)',
      // A lawyer's, tax adviser's or architect's bill: "Honorarnote Nr. 2025/0345", "Kostennote 4711".
      `(?:honorar|kosten)note[ -]?(?:${NO})?`,
    ),
    ...l(
      'fr',
      1,
      `facture[ -]?${NO}`,
      'n[°º˚o]\\.? ?de facture',
      'fact\\.? ?n[°º˚o]',
      'numero de facture',
      'ref(?:erence|\\.)? (?:de (?:la )?)?facture',
      'facture',
      'avoir ?(?:n[°º˚o])?',
      'note de credit(?: n[°º˚o]\\.?)?',
      "numero d'avoir",
      // A lawyer's or translator's bill: "Note d'honoraires n° 25/0118".
      `note d['’]? ?honoraires(?: ${NO})?`,
    ),
    // A French public body's "titre de recette" (its invoice): "N° de titre 1959" beside "Exercice" and "N° de
    // bordereau"; below the invoice's own label where a hospital prints both.
    ...l('fr', 0.9, 'n[°º˚o]\\.? ?de titre', 'numero de titre', 'titre de recette n[°º˚o]'),
    ...l(
      'es',
      1,
      `factura[ -]?${NO}`,
      'n\\.?[°º˚]? ?(?:de )?factura',
      'numero de factura',
      'num\\.? (?:de )?factura',
      'factura rectificativa(?: n\\.?[°º˚])?',
      'factura',
    ),
    ...l(
      'it',
      1,
      `fattura[ -]?(?:${NO}|n\\.?|numero)`,
      'n(?:umero|\\.)? ?(?:di )?fattura',
      'nota di credito(?: n\\.?)?',
      'fattura',
      'numero documento',
      'n\\.? documento',
    ),
    // Portugal's "Fatura n.º FT 2026/117", "Fatura-Recibo", "Fatura Simplificada", "Nota de crédito n.º NC A/12".
    ...l(
      'pt',
      1,
      `fatura(?:[ -]recibo| simplificada)?[ -]?(?:${NO}|n\\.?)`,
      'n(?:umero|\\.?[°º˚]?\\.?) ?(?:da )?fatura',
      'fatura(?:[ -]recibo| simplificada)?',
      'nota de credito(?: n\\.?[°º˚]?\\.?)?',
      'nota de debito(?: n\\.?[°º˚]?\\.?)?',
    ),
    // Poland's "Faktura VAT nr FV/2026/03/117", "Faktura korygująca nr …", "Numer faktury".
    ...DatedNumberLabels,
    ...l('pl', 1, 'faktura (?:vat|korygujaca|zaliczkowa|koncowa)', 'rachunek nr\\.?'),
    ...l('*', 0.6, '(?:document|dokument) ?(?:nr|no|number|nummer)', 'do[ck]\\.?-? ?(?:nr|no)\\.?'),
    // Finnish, whatever the text's language was guessed to be: "Laskun numero", "Laskunro".
    ...l('*', 1, 'laskun (?:numero|nro\\.?)', 'laskunumero', 'lasku ?nro\\.?'),
    // The Nordic titles with the number beside them: "Faktura 10234", "Lasku 4711", "Kvitto nr 88".
    ...l('*', 1, 'faktura', 'fakturanr\\.?', 'lasku', `kvitto(?:[ -]?${NO})?`, 'kvittonummer'),
    // A packing slip's own number; below an invoice's labels, even a bare "Nr.": an invoice may print its slips'.
    ...slip(
      l('nl', 0.65, `(?:pakbon|leverbon|afleverbon)[ -]?${NO}`, '(?:pakbon|leverbon|afleverbon)nummer'),
    ),
    ...slip(l('en', 0.65, `(?:packing slip|packing list|delivery note)[ -]?${NO}`)),
    ...slip(l('de', 0.65, `lieferschein[ -]?${NO}`, 'lieferscheinnummer', 'lieferschein-?nr\\.?')),
    ...slip(l('fr', 0.65, `bon de livraison[ -]?${NO}`)),
    ...bare(0.75, 'nr\\.?', 'no\\.?', 'n\\.?[°º˚]\\.?', 'nummer', 'number', 'numero'),
    // A business letter's own reference is the invoice's number when no label names one ("Ons kenmerk", isodoc).
    ...l('nl', 0.7, 'ons kenmerk'),
    // KOMA-Script's Dutch business letter names the invoice number "Rekening No." ("rekening" the bill; not
    // "Rekeningnummer", the bank account).
    ...l('nl', 0.8, 'rekening (?:no|nr)\\.?'),
    ...l('en', 0.7, 'our ref(?:erence)?'),
    // "Ref no: #1721" heads a document's own number (pdf-invoice); a customer's "Your Ref No" names its owner.
    ...l('en', 0.8, 'ref(?:erence|\\.)? ?(?:no|nr|number|#)\\.?'),
    ...l('de', 0.7, 'unser zeichen'),
    ...l('fr', 0.7, 'nos references?', 'notre reference'),
    // A hotel's bill is its guest's folio: "FOLIO  107755" in a box. Not a register's "Tomo 6826, Folio 78".
    ...l('*', 0.7, `(?<!, )folio(?:[ -]?${NO})?`),
  ],
  Date: [
    ...l('nl', 1, 'factuurdatum', 'datum factuur', 'factuur ?datum'),
    ...l('nl', 0.7, 'datum'),
    // A packing slip is dated by its delivery; on an invoice the invoice date's own label is surer.
    ...slip(l('nl', 0.6, 'leverdatum', 'afleverdatum')),
    ...slip(l('en', 0.6, 'delivery date', 'date of delivery', 'ship(?:ping)? date')),
    ...slip(l('de', 0.6, 'lieferdatum', 'liefertermin')),
    ...slip(l('fr', 0.6, 'date de livraison')),
    ...l(
      'en',
      1,
      'invoice date',
      'date of invoice',
      'date of issue',
      'issue date',
      'invoice date\\/tax point',
      'billing date',
      'issued (?:at|on)',
    ),
    ...l('en', 0.7, 'date', 'dated'),
    // A receipt's "Date paid: March 12, 2024" (Stripe), "Betaald op", "Bezahlt am", "Payé le": the day it was made out
    // when no other date is labelled; an invoice's own date label is surer.
    ...l('en', 0.5, 'date paid', 'paid on'),
    ...l('nl', 0.5, 'betaald op'),
    ...l('de', 0.5, 'bezahlt am'),
    ...l('fr', 0.5, 'paye le'),
    // "Created: 3/1/2025", "Aangemaakt: 6-3-2025", "Erstellt: 7.3.2025": the day the invoice was made out.
    ...l('en', 0.7, 'created(?: on)?'),
    ...l('nl', 0.7, 'aangemaakt(?: op)?'),
    ...l('de', 0.7, 'erstellt(?: am)?'),
    ...l('de', 1, 'rechnungs-?datum', 'datum der rechnung', 'beleg-?datum', 'ausstellungsdatum'),
    ...l('de', 0.7, 'datum'),
    ...l('de', 0.6, 'vom'),
    ...l('fr', 1, 'date de (?:la )?facture', 'date de facturation', "date d'emission", 'date facture'),
    ...l('fr', 0.7, 'date', 'le'),
    // The Nordic invoices' own words (Norwegian and Danish "Fakturadato", Swedish "Fakturadatum"), whatever the text's
    // language was guessed to be.
    ...l('*', 1, 'fakturadato', 'fakturadatum'),
    // Finnish "Laskun päiväys", "Laskun pvm", "Päiväys" (the date), without their accents.
    ...l('*', 1, 'laskun (?:paivays|paivamaara|pvm\\.?)', 'laskupaiva', 'paivays'),
    ...l('es', 1, 'fecha(?: de)? (?:la )?(?:factura|emision|expedicion)', 'fecha factura'),
    ...l('es', 0.7, 'fecha'),
    ...l('it', 1, 'data (?:della )?(?:fattura|documento|emissione)', 'data doc\\.?'),
    ...l('it', 0.7, 'data'),
    // "Fattura n. 147/2026 del 12/03/2026": the number's date after it.
    ...l('it', 0.6, 'del'),
    ...l('pt', 1, 'data (?:de |da )?(?:emissao|fatura|documento)'),
    // Poland's "Data wystawienia" (of issue); the day of the sale or the service ("Data sprzedaży") is surer on no
    // invoice that also prints its own date.
    ...l('pl', 1, 'data wystawienia', 'data faktury'),
    ...l('pl', 0.6, 'data (?:sprzedazy|dostawy|wykonania uslugi|wykonania usługi)'),
  ],
  DueDate: [
    ...l(
      'nl',
      1,
      'vervaldatum',
      'uiterste betaaldatum',
      '(?:te )?(?:betalen|voldoen|overmaken) (?:voor|uiterlijk(?: op)?)',
      'betaaldatum',
      'vervaldag',
      'vervalt(?: op)?',
      // "Betaling vóór 31-03-2026", "betaling uiterlijk op …".
      'betaling (?:voor|uiterlijk(?: op)?)',
    ),
    // "Betaaltermijn: 31-03-2026": the term's last day (its days, "30 dagen", are paymentTerms.ts's).
    ...l('nl', 0.9, 'beta(?:al|lings)termijn'),
    // "binnen 14 dagen, uiterlijk 11 februari 2025, te voldoen": the date the term ends, before its verb.
    ...l('nl', 0.9, 'uiterlijk(?: op)?'),
    ...l(
      'en',
      1,
      'due date',
      'payment due(?: date| by| on)?',
      'due (?:by|on)',
      'pay(?:able)? (?:the (?:total|amount|balance|invoice(?: amount)?)(?: due)? )?(?:by|before|until)',
      'date due',
      'remit (?:by|before|until)',
      'due within \\d+ days,? (?:by|on)',
      'payment (?:by|before|no later than)',
      // A construction contract's (the UK's Construction Act): "Final date for payment".
      'final date for payment',
    ),
    ...l('en', 0.8, 'deadline', 'payment deadline'),
    // "Due: 3/21/2025" as a label of its own, not the end of "Amount due" nor the start of "Due within 30 days".
    ...l('en', 0.9, 'due').map((label) => ({ ...label, alone: true })),
    ...l(
      'de',
      1,
      'falligkeitsdatum',
      'fallig(?:keit)?(?: am| bis)?',
      '(?:be)?zahlbar (?:innerhalb (?:von )?\\d+ tagen )?(?:ohne abzug )?(?:netto )?bis(?: zum)?',
      'zahlungsziel',
      'faelligkeit',
      '(?:uberweisen|zahlen) sie (?:den (?:rechnungs)?betrag )?bis(?: zum)?',
      // "Wir bitten um Zahlung bis spätestens 31.03.2026", "Zahlung spätestens am …".
      'zahlung (?:bis(?: spatestens)?|spatestens(?: bis)?)(?: zum| am)?',
    ),
    ...l(
      'fr',
      1,
      "date d'echeance",
      'echeance',
      'a (?:payer|regler) avant le',
      'date limite de paiement',
      'payable (?:le|avant le)',
      "(?:payable|a payer|a regler) jusqu'(?:au|a)",
      "date d'exigibilite",
      'au plus tard le',
      '(?:paiement|reglement) (?:avant le|au plus tard le)',
    ),
    // A payment box's "Montant à payer / 2.061,20 € / avant le 02/02/2026": the day under the amount it is to be paid by.
    ...l('fr', 0.8, 'avant le'),
    // Norwegian "Forfallsdato", Danish "Forfaldsdato", Swedish "Förfallodatum" (without its accent).
    ...l('*', 1, 'forfallsdato', 'forfaldsdato', 'forfallodatum', 'forfallsdag', 'forfaldsdag'),
    // Finnish "Eräpäivä", "Eräpvm".
    ...l('*', 1, 'erapaiva', 'erapvm\\.?'),
    ...l(
      'es',
      1,
      'fecha (?:de )?vencimiento',
      'vencimiento',
      'fecha (?:de )?vto\\.?',
      'vto\\.?',
      'fecha limite de pago',
      'pagadero (?:antes del|el|hasta el)',
    ),
    ...l(
      'it',
      1,
      'data (?:di )?scadenza',
      'scadenza(?: pagamento)?',
      'scad\\.?',
      'da pagare entro(?: il)?',
      'pagamento entro(?: il)?',
    ),
    ...l(
      'pt',
      1,
      'data (?:de )?vencimento',
      'vencimento',
      'data limite (?:de )?pagamento',
      'pagamento ate',
      'a pagar ate',
    ),
    // Poland's "Termin płatności" (its ł kept: it has no accent to drop), "Termin zapłaty", "Płatne do".
    ...l(
      'pl',
      1,
      'termin (?:p[łl]atnosci|zap[łl]aty)',
      'data (?:p[łl]atnosci|zap[łl]aty)',
      'p[łl]atne do(?: dnia)?',
      'zap[łl]ata do(?: dnia)?',
    ),
  ],
  GrossAmount: [
    ...l(
      'nl',
      1,
      'totaal \\(?(?:incl\\.?|inclusief) ?(?:btw)?\\)?',
      'te betalen',
      'totaalbedrag',
      'totaal te betalen',
      'factuurbedrag',
      'te voldoen',
      'totaal bedrag',
      'openstaand bedrag',
      'verschuldigd bedrag',
      'totaal eur',
      'totaal (?:van )?deze factuur',
    ),
    // Not the end of "Sub-totaal", "Sub total", "Net Total": those are the net. Nor a total that names what it sums.
    ...l('nl', 0.8, `(?<!(?:sub|netto)[- ])totaal${NotTheWhole}`),
    ...l(
      'en',
      1,
      'total \\(?(?:incl\\.?|including) ?(?:vat|tax)?\\)?',
      'amount due',
      'total due',
      'grand total',
      'balance due',
      'total amount',
      'amount payable',
      'total payable',
      'invoice total',
      'total amount due',
      'amount to pay',
      'total to pay',
      'total (?:eur|usd|gbp|cad|aud)',
      // A credit memo's: "Total Credit".
      'total credit',
      'credit total',
      // A bill beside an account's balance: "Total This Invoice", "This Invoice Total".
      'total (?:of |for )?this (?:invoice|bill)',
      'this (?:invoice|bill) total',
    ),
    ...l('en', 0.8, `(?<!(?:sub|net)[- ])total${NotTheWhole}`),
    ...l(
      'de',
      1,
      'gesamt-?betrag',
      'rechnungs-?betrag',
      'brutto-?betrag',
      'brutto-?summe',
      'gesamtbetrag brutto',
      'gesamt-?summe',
      'end-?betrag',
      'zu zahlen(?:der betrag)?',
      'brutto',
      'summe brutto',
      'gesamt brutto',
      // Swiss German: "Rechnungstotal", "Endtotal", "Gesamttotal".
      'rechnungs-?total',
      'end-?total',
      'gesamt-?total',
      // A credit note's: "Gutschriftsbetrag", "Gutschriftsumme".
      'gutschrifts-?betrag',
      'gutschrifts-?summe',
      '(?:summe|gesamtbetrag|betrag) dieser rechnung',
    ),
    ...l('de', 0.8, `gesamt${NotTheWhole}`, `summe${NotTheWhole}`, 'zahlbetrag'),
    ...l(
      'fr',
      1,
      // OCR runs "TOTAL TTC" together when the space is narrow ("TOTALTTC", "TOTALTVA", "TOTALHT").
      'total ?\\(?ttc\\)?',
      'montant ttc',
      // Belgium's "TVA comprise": "Total TVAC", "Montant TVAC".
      'total ?\\(?tvac\\)?',
      'montant tvac',
      'total tva (?:comprise|incluse)',
      'net a payer',
      'montant a payer',
      'total a payer',
      'montant total',
      'montant ttc',
      'total t\\.t\\.c\\.?',
      'reste a payer',
      'total a regler',
      'solde a regler',
      'montant (?:brut )?du',
      'total (?:de )?(?:cette|la presente) facture',
    ),
    ...l(
      'es',
      1,
      'total factura',
      'total a pagar',
      'importe total',
      'total (?:con )?iva incluido',
      'liquido a (?:pagar|percibir)',
      'total importe',
    ),
    ...l(
      'it',
      1,
      'totale (?:documento|fattura|da pagare|a pagare)',
      'netto a pagare',
      'importo totale',
      'totale (?:iva inclusa|ivato)',
      'importo da pagare',
    ),
    ...l('it', 0.8, `totale${NotTheWhole}(?! (?:imponibile|iva|imposta|netto|merce))`),
    ...l(
      'pt',
      1,
      'total a pagar',
      'valor a pagar',
      'total (?:da )?fatura',
      'total (?:do )?documento',
      'valor total',
      'total (?:com|c\\/) iva',
    ),
    // Poland's "Do zapłaty", "Razem do zapłaty", "Wartość brutto", "Należność".
    ...l(
      'pl',
      1,
      '(?:razem |pozosta[łl]o )?do zap[łl]aty',
      '(?:razem |suma |kwota |og[oó]lna )?warto[sś][cć] brutto',
      '(?:razem|suma|kwota|ogolem) brutto',
      'naleznosc(?: ogolem)?',
    ),
    // Finnish "Maksettava yhteensä" (to pay), "Loppusumma"; a bare "Yhteensä" (total) unless it says without VAT.
    ...l('*', 1, 'maksettava(?: yhteensa| summa| maara)?', 'loppusumma', 'laskun summa'),
    ...l('*', 0.8, '(?<!veroton )yhteensa(?! ilman)(?! alv)'),
  ],
  NetAmount: [
    ...l(
      'nl',
      1,
      'totaal \\(?(?:excl\\.?|exclusief) ?(?:btw)?\\)?',
      'exclusief btw',
      'excl\\.? btw',
      'subtotaal',
      'netto ?bedrag',
      'bedrag excl\\.? btw',
      'totaal netto',
      'netto totaal',
      'bedrag exclusief btw',
    ),
    ...l(
      'en',
      1,
      'subtotal',
      'sub total',
      'sub-total',
      'total \\(?(?:excl\\.?|excluding|ex\\.?|without|w\\/o) ?(?:vat|tax(?:es)?)?\\)?',
      'net amount',
      'total net',
      'net total',
      'amount excl\\.? vat',
      'untaxed amount',
      'total before (?:tax|vat)',
      'amount before (?:tax|vat)',
      'taxable amount',
      'net value',
      'total (?:ex|exc)\\.? (?:vat|tax)',
      'total goods',
      'goods (?:total|value)',
      'value of goods',
    ),
    // A cash-and-carry's totals: "Goods £2,323.93   VAT £181.37   INVOICE TOTAL £2,505.30".
    ...l('en', 0.8, 'goods'),
    ...l(
      'de',
      1,
      'netto-?betrag',
      'summe netto',
      'netto-? ?summe',
      'gesamt netto',
      'zwischen-?summe',
      'warenwert',
      'netto(?! a pagare)',
      'rechnungsbetrag netto',
      'summe positionen',
      'gesamtbetrag netto',
      'rechnungssumme ohne ust\\.?',
      'summe ohne ust\\.?',
      'netto-?wert',
      'netto gesamt',
      'gesamtnetto',
      'betrag netto',
      'warenwert netto',
      'zwischensumme netto',
      'summe (?:der )?nettobetrage',
      // Switzerland and Austria: "Total exkl. MWST", "Summe ohne MwSt.", "Betrag exklusive USt".
      '(?:total|summe|betrag|gesamtbetrag|rechnungsbetrag|gesamt) (?:exkl\\.?|exklusive|ohne) (?:mwst|ust|mehrwertsteuer)\\.?',
      // An instalment's own: "Akontobetrag exkl. MWST", "Abschlagsbetrag netto".
      '(?:akonto|abschlags|teilzahlungs)-?betrag (?:exkl\\.? (?:mwst|ust)\\.?|netto)',
    ),
    ...l('de', 0.8, 'positionssumme'),
    // Column headers of a table of totals: "Net   VAT   Total", "Netto   Btw   Totaal".
    ...bare(0.8, 'net', 'nett', 'netto'),
    ...l(
      'fr',
      1,
      'total ?\\(?ht(?:va)?\\)?',
      'montant ht(?:va)?',
      // Belgium's "hors TVA": "Sous-total HTVA", "Total HTVA".
      'sous-total htva',
      'total \\(?hors[- ]taxes?\\)?',
      'montant hors taxes?',
      'sous-total',
      'base ht',
      'total h\\.t\\.?',
      'montant net(?: ht)?',
      'total net(?: ht)?',
      'sous total(?: ht)?',
      'total hors tva',
      'montant hors tva',
      'prix net',
      'prix total ht',
    ),
    ...l('es', 1, 'base imponible', 'total base imponible', 'importe neto', 'total neto'),
    // The head of a Spanish table of VAT: "Base   % IVA   Cuota".
    ...l('es', 0.8, 'base').map((label) => ({ ...label, alone: true })),
    ...l(
      'it',
      1,
      'imponibile',
      'totale imponibile',
      'imponibile totale',
      'totale netto',
      'totale merce',
      'totale prestazioni',
    ),
    ...l(
      'pt',
      1,
      'total (?:s\\/|sem) iva',
      'total iliquido',
      'base tributavel',
      'incidencia',
      'valor sem iva',
      'total (?:das )?mercadorias',
    ),
    ...l(
      'pl',
      1,
      '(?:razem |suma |kwota |og[oó]lna )?warto[sś][cć] netto',
      '(?:razem|suma|kwota|ogolem) netto',
    ),
    // Finnish "Veroton yhteensä" (without tax), "Yhteensä ilman ALV".
    ...l('*', 1, 'veroton (?:hinta|summa|yhteensa|arvo)', 'yhteensa ilman alv', 'veroton'),
  ],
  VatAmount: [
    ...l(
      'nl',
      1,
      `${NotInOrEx}btw(?:-?bedrag)?`,
      'belastingbedrag',
      'totaal btw',
      'btw ?\\d+(?:[.,]\\d+)? ?%',
      '\\d+(?:[.,]\\d+)? ?% btw',
      'btw bedrag',
      // Dotted as an abbreviation: "B.T.W. 21%", "t.v.a. 20 %".
      'b\\.t\\.w\\.? ?\\d+(?:[.,]\\d+)? ?%',
    ),
    ...l(
      'en',
      1,
      `${NotInOrEx}vat(?: amount)?`,
      'total vat',
      'vat total',
      // Not "Total excluding tax", "Amount incl. tax".
      `${NotInOrEx}tax`,
      'tax amount',
      'sales tax',
      'total tax',
      'vat (?:@ ?)?\\d+(?:[.,]\\d+)? ?%',
      '\\d+(?:[.,]\\d+)? ?% vat',
      'gst',
      // Canada's sales taxes, one or two to a bill: "HST (13%)", "GST (5%)" and "PST (7%)", "GST/HST".
      `(?:gst ?/ ?hst|hst|pst|qst|gst)${Rate}`,
    ),
    ...l(
      'de',
      1,
      `${NotInOrEx}mwst\\.?`,
      `${NotInOrEx}ust\\.?`,
      'umsatzsteuer',
      'mehrwertsteuer',
      'steuer-?betrag',
      'summe ust',
      // "USt. Gesamt: 75,04 €" under the VAT per rate: the total beats adding up the rates (which OCR may misread).
      '(?:ust|mwst)\\.? gesamt',
      'zzgl\\.? (?:mwst|ust)\\.?',
      'mwst\\.?-?betrag',
      '(?:mwst|ust|umsatzsteuer|mehrwertsteuer)\\.? ?\\d+(?:[.,]\\d+)? ?%',
      '\\d+(?:[.,]\\d+)? ?% (?:mwst|ust|umsatzsteuer|mehrwertsteuer)\\.?',
      'ust\\.?-?betrag',
      'steuer',
    ),
    ...l(
      'fr',
      1,
      'montant (?:de la )?tva',
      'total ?tva',
      'total taxes',
      'total des taxes',
      'tva \\(?\\d+(?:[.,]\\d+)? ?%\\)?',
      't\\.v\\.a\\.? ?\\(?\\d+(?:[.,]\\d+)? ?%\\)?',
      'montant taxes',
      // Québec's "TPS (5 %)" and "TVQ (9,975 %)", the harmonised "TVH (13 %)".
      `(?:tps|tvq|tvh)${Rate}`,
    ),
    ...l('fr', 0.8, `${NotInOrEx}tva`, 'taxes?'),
    ...l(
      'es',
      1,
      `${NotInOrEx}iva(?! incluid)`,
      'cuota (?:de )?iva',
      'importe (?:del )?iva',
      'total iva',
      'i\\.v\\.a\\.? ?\\(?\\d+(?:[.,]\\d+)? ?%\\)?',
      'iva ?\\(?\\d+(?:[.,]\\d+)? ?%\\)?',
    ),
    ...l('it', 1, 'totale iva', 'importo iva', 'totale imposta', 'iva ?\\d+(?:[.,]\\d+)? ?%'),
    // The head of the column of VAT in a summary per rate ("Imponibile   Imposta"): its rows are the rates' VAT.
    ...l('it', 0.8, 'imposta'),
    ...l('pt', 1, 'total (?:do )?iva', 'valor (?:do )?iva'),
    ...l('pl', 1, '(?:razem |suma )?(?:kwota|warto[sś][cć]|podatek) vat'),
    // Finnish "ALV 25,5 %", "ALV yhteensä", "Arvonlisävero"; not "sis. ALV" (with VAT included).
    ...l('*', 1, '(?<!sis\\.? |ilman )alv(?:-?osuus| yhteensa| ?\\d+(?:[.,]\\d+)? ?%)?', 'arvonlisavero'),
  ],
  IbanNumber: [
    ...l(
      '*',
      1,
      'iban',
      'rekeningnummer',
      'bankrekening',
      'rekening',
      'account number',
      'bank account',
      'account',
      'konto',
      'kontonummer',
      'bankverbindung',
      'rib',
      'compte',
      'coordonnees bancaires',
      'cuenta',
      'n[°º˚]? de cuenta',
      'conto corrente',
      'c\\/c',
      'coordinate bancarie',
      'nib',
      'conta',
    ),
    ...PolishAccountLabels,
  ],
  RelationVatNumber: [
    ...l('nl', 1, 'btw(?:-| )?(?:nr|nummer|id|identificatienummer)\\.?', 'btw'),
    ...l(
      'en',
      1,
      EnglishVatLabel,
      'tax id',
      'vat',
      'gstin(?: no| number)?\\.?',
      'gst(?: reg(?:istration)?)? (?:no|number)\\.?',
    ),
    ...l(
      'de',
      1,
      'ust\\.?-?id(?:nr)?\\.?(?:-nr\\.?)?',
      'umsatzsteuer-?(?:id|identifikationsnummer)',
      'ust-idnr\\.?',
      'steuernummer',
      'mwst-?nr\\.?',
    ),
    ...l('fr', 1, 'tva intra(?:communautaire)?', 'n[°º˚o] (?:de )?tva', 'tva'),
    ...DomesticVatLabels.ES,
    ...DomesticVatLabels.IT,
    ...DomesticVatLabels.PT,
    ...DomesticVatLabels.PL,
  ],
  RelationChamberOfCommerce: [
    ...l(
      'nl',
      1,
      'kvk(?:-?(?:nr|nummer))?\\.?',
      'k\\.v\\.k\\.?(?: ?(?:nr|nummer)\\.?)?',
      'kamer van koophandel',
      'handelsregister',
      'ondernemingsn(?:umme)?r\\.?',
      'handelsregisternummer',
      'inschrijvingsnummer',
      'hr-?(?:nr|nummer)\\.?',
      'kbo(?:-?(?:nr|nummer))?\\.?',
      'rpr',
    ),
    ...l(
      'en',
      1,
      'chamber of commerce',
      'coc(?: no| number)?',
      'company (?:no|number|registration)',
      'company reg(?:istration)?\\.? (?:no|number)',
      'registered in (?:england and wales|england & wales|england|scotland|wales)(?: (?:no|number|under no))?',
      'registration number',
      'registered (?:no|number)',
      'reg\\.? no',
      'crn',
      'cin',
    ),
    // "HRB 12345" names its register itself: read with its letters (values.ts), not as a label.
    ...l(
      'de',
      1,
      'handelsregister',
      'registergericht',
      'amtsgericht',
      'handelsregisternummer',
      'register-?nr\\.?',
    ),
    ...l(
      'fr',
      1,
      'siren',
      'siret',
      'rcs',
      'r\\.c\\.s\\.?',
      'rpm',
      'bce',
      "n[°º˚o] d'entreprise",
      "numero d'entreprise",
    ),
  ],
  PurchaseOrderNumber: [
    ...l(
      'nl',
      1,
      'inkoopordernummer',
      'inkoopordernr\\.?',
      'inkooporder',
      // Flemish: "Bestelbon: 2024/118", "Bestelbonnummer".
      'bestelbon(?:nummer|nr\\.?)?',
      'uw (?:order|bestel|referentie)(?:nummer|nr)?',
      'uw bestelling(?: nr\\.?| nummer)?',
      'uw ref(?:erentie)?',
      'uw kenmerk',
      'po-?nummer',
      'bestelnummer',
    ),
    ...l(
      'en',
      1,
      'purchase order(?: no| number)?',
      'po(?: no| number|#)?',
      'p\\.o\\.(?: no\\.?| number|#)?',
      'your order(?: no| number)?',
      // A main contractor's order to its subcontractor: "Sub-contract order HC-SCO-88712".
      'sub-?contract order(?: no| number)?',
      'order reference',
      'your ref(?:erence)?',
      'order (?:no|number|#)',
    ),
    ...l(
      'de',
      1,
      'bestellnummer',
      'ihre bestellung',
      'bestell-?nr\\.?',
      'auftragsnummer',
      'ihr zeichen',
      'ihre referenz',
      'bestellung',
    ),
    ...l(
      'fr',
      1,
      'bon de commande',
      'reference commande',
      'votre commande',
      'votre reference',
      'vos references?',
      'n[°º˚o] de commande',
    ),
    ...l('fr', 0.5, 'commande'),
    ...l(
      'es',
      1,
      'su pedido(?: n\\.?[°º˚])?',
      'n\\.?[°º˚]? (?:de )?pedido',
      'pedido(?: n\\.?[°º˚])?',
      'orden de compra',
    ),
    ...l(
      'it',
      1,
      'vs\\.? ordine(?: n\\.?)?',
      'rif\\.? ordine',
      'ordine(?: n\\.?| nr\\.?)?',
      "ordine d'acquisto",
    ),
    // Portugal's "Requisição n.º", "Encomenda n.º", "V/ Ref."; Poland's "Zamówienie nr", "Nr zamówienia".
    ...l(
      'pt',
      1,
      'requisicao(?: n\\.?[°º˚]?\\.?)?',
      'n\\.?[°º˚]?\\.? (?:da )?(?:requisicao|encomenda)',
      'encomenda(?: n\\.?[°º˚]?\\.?)?',
      'v\\/ ?ref(?:erencia|\\.)?',
      'sua referencia',
    ),
    ...l('pl', 1, 'zamowienie(?: nr\\.?)?', '(?:numer|nr\\.?) zamowienia'),
  ],
  PaymentReference: [
    ...l(
      'nl',
      1,
      'betalingskenmerk',
      'betaalkenmerk',
      'betalingsreferentie',
      'betaalreferentie',
      'kenmerk',
      'omschrijving betaling',
      'o\\.?v\\.?v\\.?',
      'onder vermelding van',
      'vermeld(?:en)? bij (?:uw )?betaling',
      'bij (?:uw )?betaling vermelden',
      '(?:gestructureerde )?mededeling',
    ),
    ...l(
      'en',
      1,
      'payment reference',
      'payment ref\\.?',
      'remittance(?: reference)?',
      'creditor reference',
      'reference for payment',
      'payment id',
      'please quote',
      'quote ref(?:erence)?\\.?',
      'reference to use',
    ),
    ...l(
      'de',
      1,
      'verwendungszwecks?',
      'zahlungsreferenz',
      'kassenzeichen',
      'bei (?:der )?zahlung (?:bitte )?angeben',
      'unter angabe (?:der|des|von)',
    ),
    ...l(
      'fr',
      1,
      'reference (?:de |du )?(?:paiement|virement)',
      'ref\\.? (?:de |du )?(?:paiement|virement)',
      'communication(?: structuree)?',
      'ref(?:erence|\\.)? a rappeler',
      '(?:motif|libelle) (?:du |de )?virement',
    ),
    ...l('es', 1, 'concepto(?: de la transferencia)?', 'referencia (?:de )?pago'),
    ...l('it', 1, 'causale(?: (?:del )?(?:bonifico|versamento|pagamento))?', 'riferimento (?:di )?pagamento'),
    // The Nordic banks' references, printed on invoices in any language there: the Norwegian KID, the Swedish
    // OCR number (Bankgiro, Plusgiro), the Finnish viitenumero (Swedish "referensnummer" in Finland), the Danish
    // payment slip's code line (FIK) and its payment id.
    ...checked(isKidNumber, l('*', 1, 'kid(?:[- ]?(?:nr\\.?|nummer|number))?')),
    ...checked(isSwedishOcrNumber, l('*', 1, 'ocr(?:[- ]?(?:nr\\.?|nummer|number|referens))?')),
    ...checked(isFinnishReference, l('*', 1, 'viitenumero', 'viite', 'referensnummer')),
    ...l(
      '*',
      1,
      'fik[- ]?(?:kode|nr\\.?|nummer)',
      'betalings-?id',
      'indbetalings-?id',
      'betalingsoplysninger',
    ),
    // "Reference" alone is as often the buyer's or the document's own: a weaker sign.
    ...l('*', 0.7, 'reference', 'referenz', 'referenz-?nr\\.?', 'referentie'),
  ],
};

/**
 * The labels read on a document known to be a packing slip: its own number and delivery date labels are then as
 * sure as an invoice's own, not the weaker sign they are on an invoice that prints its slips'.
 */
export const PackingSlipLabels: Partial<Record<RecognizedFieldName, LabelPattern[]>> = Object.fromEntries(
  Object.entries(FieldLabels).map(([field, labels]) => [
    field,
    labels.map((label) => (label.slip ? { ...label, weight: 1 } : label)),
  ]),
);

/** A bare "Reference": it says not whose; the value may name itself (an order "PO-96395"). */
export const BareReferenceLabels: LabelPattern[] = l('*', 0.7, 'reference', 'referenz', 'referentie');

/** The words of a heading over the seller's block: "Seller", "Leverancier", "Verkäufer", "Bill From", "Invoiced by". */
export const SellerHeadingWords =
  'seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|emetteur|supplier|from|van|von|afzender|absender|expediteur|rechnungssteller|auftragnehmer|leistungserbringer|opdrachtnemer|dienstverlener|uitgevoerd door|prestataire|emisor|proveedor|vendedor|fornitore|cedente(?: ?/ ?prestatore)?|prestatore|mittente|vendor|sold by|issued by|bill(?:ed)? from|invoiced? (?:from|by)|fornecedor|emitente|sprzedawca|wystawca';

/** The words of a heading over the billed party's block: "Bill to", "Factuur aan", "Rechnung an", "Käufer", "Client". */
export const BuyerHeadingWords = String.raw`bill(?:ed)? to|invoiced? to|(?:invoice|billing) address|sold to|buyer|customer|client|acheteur|kaufer|kunde|klant|koper|afnemer|factuuradres|factuur (?:aan|voor)|gefactureerd aan|rechnung (?:an|fur)|rechnungsempfanger|rechnungsadresse|factur(?:e|er|ee) a|adresse de facturation|destinataire|facturar a|cliente|spett\.?le|asiakas|ostaja|laskutusosoite|laskun saaja|kund|kopare|fakturaadress|fakturaadresse|faktureringsadresse|kjøper|køber|auftraggeber|leistungsempfanger|opdrachtgever|uitgevoerd voor|cessionario(?: ?/ ?committente)?|committente|issued to|aan|adquirente|exm[oa]s?(?:\(s\))?\.?(?: sr[as]?(?:\(s\))?\.?)?|nabywca|odbiorca|p[łl]atnik`;

/** Words that say a value belongs to the buyer (the reader of the invoice), not to the vendor. */
export const BuyerWords = new RegExp(
  kerned(
    '(?<![a-z])(?:klant|customer|client|kunde|kunden|uw|your|ihre?|ihrem|ihres|votre|buyer|acheteur|kaufer|debiteur|debtor|bill[- ]to|billed to|sold[- ]to|invoice to|(?:invoice|billing) address|ship[- ]to|factuuradres|factuur aan|afleveradres|rechnungsempfanger|rechnungsadresse|rechnung an|lieferadresse|leveringsadres|destinataire|adresse de livraison|adresse de facturation|facture a|cliente|facturar a|datos del cliente|destinatario|spett\\.?le|spettabile|committente|intestatario|asiakas|ostaja|maksaja|laskutusosoite|toimitusosoite|laskun saaja|koper|afnemer|leistungsempfanger|auftraggeber|kund|kopare|betalare|fakturaadress|fakturaadresse|faktureringsadresse|leveransadress|leveringsadresse|kjøper|køber|adquirente|exm[oa]s?|nabywca|odbiorca|p[łl]atnik)(?![a-z])',
  ),
);

/**
 * Words that say an account is drawn on by a direct debit, or a refund paid into it: the buyer's ("Lastschrift von
 * IBAN …", "afgeschreven van rekening …", "prélevé sur le compte …", "überweisen wir Ihnen … auf Ihr Konto"), not the
 * account the vendor is paid into.
 */
export const DebitWords =
  /(?<![a-z])(?:lastschrift|abgebucht|abbuchung|eingezogen|direct debit|debited from|collected from|automatische incasso|geincasseerd|incasseren|afgeschreven|afschrijven|af van uw (?:bank)?rekening|preleve|prelevee|prelevement|prelevera|auf ihr konto|(?:to|into) your (?:bank )?account|op uw (?:bank)?rekening|sur votre compte|refunded to|zuruckuberwiesen|terugbetaald|rembourse)(?![a-z])/;

/** Words of each language, to guess what language a document is in. */
export const LanguageWords: Record<'nl' | 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'pl', RegExp> = {
  nl: /(?<![a-z])(?:factuur|betaling|bedrag|btw|totaal|datum|het|een|van|voor|met|aantal|omschrijving|prijs)(?![a-z])/g,
  en: /(?<![a-z])(?:invoice|payment|amount|the|and|for|with|total|date|quantity|description|price|due)(?![a-z])/g,
  de: /(?<![a-z])(?:rechnung|zahlung|betrag|mwst|ust|gesamt|datum|der|die|das|und|mit|menge|bezeichnung|preis)(?![a-z])/g,
  fr: /(?<![a-z])(?:facture|paiement|montant|tva|total|le|la|les|et|pour|avec|quantite|designation|prix|ttc)(?![a-z])/g,
  es: /(?<![a-z])(?:factura|pago|importe|iva|fecha|el|los|las|del|para|con|cantidad|descripcion|precio|base imponible)(?![a-z])/g,
  it: /(?<![a-z])(?:fattura|pagamento|importo|iva|data|il|gli|della|per|con|quantita|descrizione|prezzo|imponibile|totale)(?![a-z])/g,
  pt: /(?<![a-z])(?:fatura|pagamento|valor|iva|data|os|dos|das|quantidade|descricao|preco|contribuinte|vencimento|emissao|morada|nif)(?![a-z])/g,
  pl: /(?<![a-zł])(?:faktura|razem|zap[łl]aty|p[łl]atnosci|sprzedawca|nabywca|nip|ilosc|cena|warto[sś][cć]|kwota|przelew|s[łl]ownie|towaru|us[łl]ugi|wystawienia|sprzedazy)(?![a-zł])/g,
};
