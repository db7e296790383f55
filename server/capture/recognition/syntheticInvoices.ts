import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { RecognizedFieldName } from '../../../domain/recognition/types';

/**
 * Synthetic invoices for tests: text-layer PDFs in Dutch, English, German and French with varied layouts (labels
 * left of or above their values, the seller's block left or right, a buyer block with its own name and VAT number,
 * one or two VAT rates, IBANs grouped or with the country apart, number and month-name dates), each with the truth
 * it prints. Deterministic for a seed: a check set for the recognition's general rules, next to the real corpus.
 */
export type SyntheticInvoice = {
  name: string;
  language: Language;
  bytes: Uint8Array;
  truth: Partial<Record<RecognizedFieldName, string | number>>;
};

type Language = 'nl' | 'en' | 'de' | 'fr';
type Random = () => number;

/** A small seeded generator (mulberry32). */
function randomOf(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pickOf = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

const Labels: Record<
  Language,
  {
    number: string[];
    date: string[];
    due: string[];
    net: string[];
    vat: (rate: string) => string[];
    gross: string[];
    iban: string[];
    vatNumber: string[];
    buyerHeading: string[];
    buyerVat: string[];
    title: string[];
    customer: string[];
    order: string[];
    months: string[];
    items: [string, string, string, string];
  }
> = {
  nl: {
    number: ['Factuurnummer', 'Factuurnr.', 'Factuur nr:', 'Nota nr.'],
    date: ['Factuurdatum', 'Datum', 'Datum factuur'],
    due: ['Vervaldatum', 'Uiterste betaaldatum', 'Te betalen voor'],
    net: ['Subtotaal', 'Totaal excl. btw', 'Bedrag excl. btw'],
    vat: (rate) => [`Btw ${rate}%`, `${rate}% btw`, `Btw ${rate} %`],
    gross: ['Totaal incl. btw', 'Te betalen', 'Totaalbedrag'],
    iban: ['IBAN', 'Rekeningnummer', 'IBAN:'],
    vatNumber: ['Btw-nr.', 'BTW-nummer', 'Btw-id'],
    buyerHeading: ['Factuuradres', 'Klant', 'Aan'],
    buyerVat: ['Btw-nummer klant', 'Uw btw-nummer', 'Btw-nr.'],
    title: ['Factuur', 'FACTUUR'],
    customer: ['Klantnummer', 'Klantnr.', 'Debiteurnummer'],
    order: ['Uw referentie', 'Ordernummer', 'Uw ordernr.'],
    months: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
      ' ',
    ),
    items: ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
  },
  en: {
    number: ['Invoice number', 'Invoice no.', 'Invoice #', 'Invoice No:'],
    date: ['Invoice date', 'Date', 'Date of issue'],
    due: ['Due date', 'Payment due', 'Pay by'],
    net: ['Subtotal', 'Total excl. VAT', 'Net amount'],
    vat: (rate) => [`VAT ${rate}%`, `VAT @ ${rate}%`, `${rate}% VAT`],
    gross: ['Total', 'Amount due', 'Total incl. VAT'],
    iban: ['IBAN', 'IBAN:', 'Account number'],
    vatNumber: ['VAT no.', 'VAT number', 'VAT Reg. No.'],
    buyerHeading: ['Bill to', 'Invoice to', 'Customer'],
    buyerVat: ['Customer VAT', 'Your VAT number', 'VAT no.'],
    title: ['Invoice', 'INVOICE', 'Tax invoice'],
    customer: ['Customer no.', 'Customer ID', 'Account no.'],
    order: ['Your reference', 'PO number', 'Order no.'],
    months: 'January February March April May June July August September October November December'.split(
      ' ',
    ),
    items: ['Description', 'Qty', 'Price', 'Amount'],
  },
  de: {
    number: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Belegnummer'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum'],
    due: ['Fälligkeitsdatum', 'Fällig am', 'Zahlbar bis'],
    net: ['Nettobetrag', 'Summe netto', 'Zwischensumme'],
    vat: (rate) => [`MwSt. ${rate}%`, `USt ${rate} %`, `${rate}% MwSt.`],
    gross: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlen'],
    iban: ['IBAN', 'IBAN:', 'Bankverbindung'],
    vatNumber: ['USt-IdNr.', 'USt-ID', 'Umsatzsteuer-ID'],
    buyerHeading: ['Rechnungsempfänger', 'Kunde', 'Rechnungsadresse'],
    buyerVat: ['Ihre USt-IdNr.', 'Kunden-USt-ID', 'USt-IdNr.'],
    title: ['Rechnung', 'RECHNUNG'],
    customer: ['Kundennummer', 'Kunden-Nr.', 'Kd.-Nr.'],
    order: ['Ihre Bestellung', 'Auftragsnummer', 'Bestell-Nr.'],
    months: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
    items: ['Bezeichnung', 'Menge', 'Preis', 'Betrag'],
  },
  fr: {
    number: ['N° de facture', 'Facture n°', 'Numéro de facture', 'Facture N°'],
    date: ['Date de facture', 'Date', "Date d'émission"],
    due: ["Date d'échéance", 'Échéance', 'À payer avant le'],
    net: ['Total HT', 'Montant HT', 'Sous-total'],
    vat: (rate) => [`TVA ${rate}%`, `TVA (${rate} %)`, `TVA ${rate} %`],
    gross: ['Total TTC', 'Net à payer', 'Montant TTC'],
    iban: ['IBAN', 'IBAN :', 'IBAN:'],
    vatNumber: ['N° TVA', 'TVA intracommunautaire', 'N° de TVA'],
    buyerHeading: ['Facturé à', 'Client', 'Destinataire'],
    buyerVat: ['TVA client', 'Votre n° TVA', 'N° TVA'],
    title: ['Facture', 'FACTURE'],
    customer: ['N° client', 'Code client', 'Client n°'],
    order: ['Votre commande', 'N° de commande', 'Bon de commande'],
    months: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
    items: ['Désignation', 'Qté', 'Prix', 'Montant'],
  },
};

const Rates: Record<Language, [number, number]> = { nl: [21, 9], en: [20, 5], de: [19, 7], fr: [20, 5.5] };
const Forms: Record<Language, string[]> = {
  nl: ['B.V.', 'BV', 'V.O.F.'],
  en: ['Ltd', 'Ltd.', 'Limited'],
  de: ['GmbH', 'AG', 'GmbH & Co. KG'],
  fr: ['SARL', 'SAS', 'SA'],
};
const NameWords = [
  'Noord',
  'Atlas',
  'Vertex',
  'Kraan',
  'Helios',
  'Brouwer',
  'Lindqvist',
  'Orion',
  'Delta',
  'Müller',
  'Lefèvre',
  'Harbour',
  'Zeeland',
  'Alpen',
  'Provence',
  'Kestrel',
];
const NameKinds = ['Techniek', 'Logistics', 'Handel', 'Systems', 'Consulting', 'Services', 'Bouw', 'Média'];

/** The mod-97 check digits of an IBAN. */
function ibanOf(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}
function ibanFor(random: Random, language: Language): string {
  if (language === 'nl')
    return ibanOf('NL', `${pickOf(random, ['ABNA', 'INGB', 'RABO'])}0${digits(random, 9)}`);
  if (language === 'de') return ibanOf('DE', digits(random, 18));
  if (language === 'fr') return ibanOf('FR', digits(random, 23));
  return ibanOf('GB', `NWBK${digits(random, 14)}`);
}
function vatFor(random: Random, language: Language): string {
  if (language === 'nl') return `NL${digits(random, 9)}B0${1 + Math.floor(random() * 9)}`;
  if (language === 'de') return `DE${digits(random, 9)}`;
  if (language === 'fr') return `FR${digits(random, 11)}`;
  return `GB${digits(random, 9)}`;
}

function amountText(value: number, language: Language, sign: 'before' | 'after' | 'none'): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  const thousands = language === 'en' ? ',' : language === 'fr' ? ' ' : '.';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const text = `${value < 0 ? '-' : ''}${grouped}${language === 'en' ? '.' : ','}${cents}`;
  return sign === 'before' ? `€ ${text}` : sign === 'after' ? `${text} EUR` : text;
}

function dateText(iso: string, language: Language, words: boolean): string {
  const [year, month, day] = iso.split('-');
  if (words) {
    const name = Labels[language].months[Number(month) - 1];
    if (language === 'de') return `${Number(day)}. ${name} ${year}`;
    if (language === 'en' && Number(day) % 2 === 0) return `${name} ${Number(day)}, ${year}`;
    return `${Number(day)} ${name} ${year}`;
  }
  return language === 'de'
    ? `${day}.${month}.${year}`
    : language === 'nl'
      ? `${day}-${month}-${year}`
      : `${day}/${month}/${year}`;
}
const isoPlus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function numberFor(random: Random): string {
  const year = 2023 + Math.floor(random() * 3);
  return pickOf(random, [
    () => `${year}-${digits(random, 4)}`,
    () => `INV/${year}/${digits(random, 5)}`,
    () => `F${String(year).slice(2)}-${digits(random, 4)}`,
    () => `RE${digits(random, 6)}`,
    () => `${year}${digits(random, 4)}`,
    () => `FA-${year}-${digits(random, 3)}`,
  ])();
}

type Writer = {
  text(text: string, x: number, y: number, size?: number, bold?: boolean): void;
  right(text: string, x: number, y: number): void;
};

function writerOf(page: PDFPage, regular: PDFFont, bold: PDFFont): Writer {
  const { width, height } = page.getSize();
  return {
    // x and y as fractions of the page, from the top left.
    text(text, x, y, size = 9, heavy = false) {
      page.drawText(text, { x: x * width, y: height - y * height, size, font: heavy ? bold : regular });
    },
    right(text, x, y) {
      page.drawText(text, {
        x: x * width - regular.widthOfTextAtSize(text, 9),
        y: height - y * height,
        size: 9,
        font: regular,
      });
    },
  };
}

/** One synthetic invoice, from its own seed. */
async function invoiceOf(index: number, seed: number): Promise<SyntheticInvoice> {
  const random = randomOf(seed * 7919 + index * 104729);
  const language = (['nl', 'en', 'de', 'fr'] as const)[index % 4];
  const L = Labels[language];
  const name = (random2 = random) =>
    `${pickOf(random2, NameWords)} ${pickOf(random2, NameKinds)} ${pickOf(random2, Forms[language])}`;
  const seller = name();
  let buyer = name();
  while (buyer === seller) buyer = name();
  const sellerVat = vatFor(random, language);
  const buyerVat = vatFor(random, language);
  const iban = ibanFor(random, language);
  const number = numberFor(random);
  const date = `202${4 + Math.floor(random() * 2)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  const due = isoPlus(date, pickOf(random, [14, 30, 8]));
  const wordDates = random() < 0.35;
  const sign = pickOf(random, ['before', 'after', 'none'] as const);
  const twoRates = random() < 0.35;
  const [high, low] = Rates[language];
  const rateText = (rate: number) => (language === 'en' ? String(rate) : String(rate).replace('.', ','));

  // Lines: two to five, some at the low rate when there are two rates.
  const items = Array.from({ length: 2 + Math.floor(random() * 4) }, (_, n) => {
    const quantity = 1 + Math.floor(random() * 9);
    const price = Math.round((5 + random() * 400) * 100) / 100;
    return {
      text: `${pickOf(random, NameKinds)} ${pickOf(random, ['werk', 'item', 'Leistung', 'service'])} ${n + 1}`,
      quantity,
      price,
      net: Math.round(quantity * price * 100) / 100,
      rate: twoRates && n % 2 === 1 ? low : high,
    };
  });
  const netBy = (rate: number) =>
    Math.round(items.filter((item) => item.rate === rate).reduce((sum, item) => sum + item.net, 0) * 100) /
    100;
  const vatBy = (rate: number) => Math.round(netBy(rate) * rate) / 100;
  const rates = twoRates ? [high, low] : [high];
  const net = Math.round(rates.reduce((sum, rate) => sum + netBy(rate), 0) * 100) / 100;
  const vat = Math.round(rates.reduce((sum, rate) => sum + vatBy(rate), 0) * 100) / 100;
  const gross = Math.round((net + vat) * 100) / 100;

  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const write = writerOf(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  // Seller block: left or right at the top.
  const sellerLeft = random() < 0.5;
  const sx = sellerLeft ? 0.08 : 0.62;
  // A letter head: the name in large type, or a logo word without the legal form and the name in the
  // sender's line above the buyer's address (a window envelope).
  const logo = random() < 0.3;
  write.text(logo ? seller.split(' ')[0].toUpperCase() : seller, sx, 0.07, 13, true);
  write.text(
    `${pickOf(random, ['Hoofdstraat', 'Marktplatz', 'Rue de la Gare', 'High Street'])} ${1 + Math.floor(random() * 200)}`,
    sx,
    0.1,
  );
  write.text(`${digits(random, 4)} ${pickOf(random, ['Utrecht', 'Köln', 'Lyon', 'Leeds'])}`, sx, 0.115);
  const sellerVatInHead = random() < 0.5;
  if (sellerVatInHead) write.text(`${pickOf(random, L.vatNumber)}: ${sellerVat}`, sx, 0.13);

  // Buyer block on the other side, under a heading, with its own VAT number.
  const bx = sellerLeft ? 0.55 : 0.08;
  const heading = random() < 0.8;
  if (logo)
    write.text(
      `${seller} · ${pickOf(random, ['Hoofdstraat 4', 'Marktplatz 9'])} · ${digits(random, 4)} Stad`,
      bx,
      0.155,
      6,
    );
  if (heading) write.text(pickOf(random, L.buyerHeading), bx, 0.17, 9, true);
  write.text(buyer, bx, 0.185);
  write.text(
    `${pickOf(random, ['Kerkweg', 'Bahnhofstraße', 'Avenue Foch', 'Station Road'])} ${1 + Math.floor(random() * 90)}`,
    bx,
    0.2,
  );
  write.text(`${digits(random, 4)} ${pickOf(random, ['Amersfoort', 'Bonn', 'Nantes', 'York'])}`, bx, 0.215);
  write.text(`${pickOf(random, L.buyerVat)}: ${buyerVat}`, bx, 0.23);

  write.text(pickOf(random, L.title), 0.08, 0.28, 16, true);
  const numberLabel = pickOf(random, L.number);
  const meta: Array<[string, string]> = [
    [numberLabel.replace(/:$/, ''), number],
    [pickOf(random, L.date), dateText(date, language, wordDates)],
    [pickOf(random, L.due), dateText(due, language, wordDates)],
    [pickOf(random, L.customer), `${pickOf(random, ['', 'K', 'C-'])}${digits(random, 5)}`],
    [pickOf(random, L.order), `${pickOf(random, ['PO', '4500', 'B-'])}${digits(random, 6)}`],
  ];
  // The rows in a shuffled order.
  for (let i = meta.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [meta[i], meta[j]] = [meta[j], meta[i]];
  }
  if (random() < 0.5) {
    // Labels left, values in a column beside them.
    for (const [row, [label, value]] of meta.entries()) {
      write.text(`${label}:`, 0.08, 0.31 + row * 0.015);
      write.text(value, 0.3, 0.31 + row * 0.015);
    }
  } else {
    // Labels above their values, side by side.
    for (const [column, [label, value]] of meta.entries()) {
      write.text(label, 0.08 + column * 0.17, 0.31, 8, true);
      write.text(value, 0.08 + column * 0.17, 0.327);
    }
  }

  // The lines.
  const top = 0.41;
  write.text(L.items[0], 0.08, top, 9, true);
  write.text(L.items[1], 0.5, top, 9, true);
  write.right(L.items[2], 0.72, top);
  write.right(L.items[3], 0.9, top);
  for (const [row, item] of items.entries()) {
    const y = top + 0.022 * (row + 1);
    write.text(item.text, 0.08, y);
    write.text(String(item.quantity), 0.5, y);
    write.right(amountText(item.price, language, 'none'), 0.72, y);
    write.right(amountText(item.net, language, 'none'), 0.9, y);
  }

  // The totals, right aligned.
  let y = top + 0.022 * (items.length + 2);
  const total = (label: string, value: number) => {
    write.text(label, 0.55, y);
    write.right(amountText(value, language, sign), 0.9, y);
    y += 0.018;
  };
  total(pickOf(random, L.net), net);
  const vatLabel = random();
  const withBase = random() < 0.4;
  for (const rate of rates) {
    const labels = L.vat(rateText(rate));
    // "Btw 21%   over 1.234,00   259,14": the base printed before the tax.
    if (withBase) write.right(amountText(netBy(rate), language, 'none'), 0.75, y);
    total(labels[Math.floor(vatLabel * labels.length)], vatBy(rate));
  }
  total(pickOf(random, L.gross), gross);

  // The footer: the seller's bank account and numbers.
  const compact = iban.match(/.{1,4}/g)?.join(' ') ?? iban;
  const printed = pickOf(random, [
    compact,
    `${iban.slice(0, 2)} ${iban
      .slice(2)
      .match(/.{1,4}/g)
      ?.join(' ')}`,
    iban,
  ]);
  write.text(
    `${seller} · ${pickOf(random, L.iban)} ${printed} · ${pickOf(random, L.vatNumber)} ${sellerVat}`,
    0.08,
    0.93,
    7,
  );

  return {
    name: `synthetic-${seed}-${index}-${language}`,
    language,
    bytes: await pdf.save(),
    truth: {
      Number: number,
      Date: date,
      DueDate: due,
      ...(sign === 'none' ? {} : { Currency: 'EUR' }),
      NetAmount: net,
      VatAmount: vat,
      GrossAmount: gross,
      IbanNumber: iban,
      RelationName: seller,
      RelationVatNumber: sellerVat,
    },
  };
}

/** `count` synthetic invoices for a seed, the languages in turn. */
export async function syntheticInvoices(count: number, seed = 1): Promise<SyntheticInvoice[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => invoiceOf(index, seed)));
}
