import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { RecognizedFieldName } from '../../../domain/recognition/types';
import { seededRandom } from '../../../domain/seededRandom';
import {
  Cities,
  type Language,
  LegalForms,
  NameKinds,
  NameWords,
  Rates,
  Streets,
  Words,
} from './syntheticWords';

/**
 * Synthetic invoices for tests: text-layer PDFs in Dutch, English, German and French laid out the many ways real
 * invoices are, each with the truth it prints. The seller's name in a letter head (with or without a legal form),
 * only as a logo word with the full name in the sender's line or the footer, or under a "From / Verkäufer" heading;
 * the buyer's block under a "Bill to / Factuur aan" heading or bare; the invoice number beside, above or under its
 * label or in the title, among customer, order and delivery numbers; the IBAN compact, in groups, split, under its
 * label, beside a BIC, in a footer line, in columns or in a payment sentence, sometimes with a second account;
 * chamber of commerce numbers (KvK, HRB, SIREN/SIRET/RCS, Company No.) and payment references; totals in rows or
 * as a table. Deterministic for a seed: a check set for the recognition's general rules, next to the real corpus.
 */
export type SyntheticInvoice = {
  name: string;
  language: Language;
  /** The layout choices, for reading a failure. */
  layout: string;
  bytes: Uint8Array;
  truth: Partial<Record<RecognizedFieldName, string | number>>;
};

export type Random = () => number;

export const pickOf = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const digits = (random: Random, count: number) =>
  `${1 + Math.floor(random() * 9)}${Array.from({ length: count - 1 }, () => Math.floor(random() * 10)).join('')}`;
const groups = (text: string, size: number) => text.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? text;

/** The mod-97 check digits of an IBAN (and of an RF creditor reference, the same way). */
function mod97Check(body: string, prefix: string): string {
  const numeric = `${body}${prefix}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return String(98 - rest).padStart(2, '0');
}
const ibanOf = (country: string, bban: string) => `${country}${mod97Check(bban, country)}${bban}`;

function ibanFor(random: Random, language: Language): string {
  if (language === 'nl')
    return ibanOf('NL', `${pickOf(random, ['ABNA', 'INGB', 'RABO'])}0${digits(random, 9)}`);
  if (language === 'de') return ibanOf('DE', digits(random, 18));
  if (language === 'fr') {
    // A French account carries its RIB key: 97 - (89 × bank + 15 × branch + 3 × account) mod 97.
    const [bank, branch, account] = [digits(random, 5), digits(random, 5), digits(random, 11)];
    const rest = (89 * Number(bank) + 15 * Number(branch) + 3 * (Number(account) % 97)) % 97;
    return ibanOf('FR', `${bank}${branch}${account}${String(97 - rest).padStart(2, '0')}`);
  }
  return ibanOf('GB', `NWBK${digits(random, 14)}`);
}
function vatFor(random: Random, language: Language): string {
  if (language === 'nl') return `NL${digits(random, 9)}B0${1 + Math.floor(random() * 9)}`;
  if (language === 'de') return `DE${digits(random, 9)}`;
  if (language === 'fr') return `FR${digits(random, 11)}`;
  return `GB${digits(random, 9)}`;
}
/** The VAT number as printed: compact, or in groups the way each country writes it. */
function vatPrinted(random: Random, vat: string): string {
  if (random() < 0.6) return vat;
  const [country, rest] = [vat.slice(0, 2), vat.slice(2)];
  if (country === 'NL')
    return `NL ${rest.slice(0, 4)}.${rest.slice(4, 6)}.${rest.slice(6, 9)}.${rest.slice(9)}`;
  if (country === 'FR') return `FR ${rest.slice(0, 2)} ${groups(rest.slice(2), 3)}`;
  return `${country} ${groups(rest, 3)}`;
}

/** A chamber of commerce number as printed, and the value it stands for. */
function chamberFor(random: Random, language: Language, city: string): { printed: string; value: string } {
  if (language === 'nl') {
    const number = digits(random, 8);
    const label = pickOf(random, ['KvK', 'KvK-nummer:', 'KvK nr.', 'Kamer van Koophandel', `KvK ${city}`]);
    return { printed: `${label} ${number}`, value: number };
  }
  if (language === 'de') {
    const number = digits(random, 5);
    const court = pickOf(random, [
      'HRB',
      `Amtsgericht ${city} HRB`,
      'Handelsregister: HRB',
      `Registergericht: Amtsgericht ${city}, HRB`,
    ]);
    return { printed: `${court} ${number}`, value: `HRB ${number}` };
  }
  if (language === 'fr') {
    const siren = digits(random, 9);
    return pickOf(random, [
      () => {
        const siret = `${siren}${digits(random, 5)}`;
        return { printed: `SIRET : ${groups(siren, 3)} ${siret.slice(9)}`, value: siret };
      },
      () => ({ printed: `SIREN ${siren}`, value: siren }),
      () => ({ printed: `RCS ${city} B ${groups(siren, 3)}`, value: siren }),
      () => ({ printed: `RCS ${city} ${siren}`, value: siren }),
    ])();
  }
  const number = `${pickOf(random, ['0', '1', 'SC'])}${digits(random, 6)}`.padStart(8, '0');
  const label = pickOf(random, [
    'Company No.',
    'Registered in England and Wales No.',
    'Company number:',
    'Company Reg. No.',
  ]);
  return { printed: `${label} ${number}`, value: number };
}

/** A payment reference: the Dutch 16-digit betalingskenmerk, an RF creditor reference or a code. */
function referenceFor(
  random: Random,
  language: Language,
  number: string,
): { printed: string; value: string } {
  if (language === 'nl') {
    const value = digits(random, 16);
    return { printed: random() < 0.6 ? groups(value, 4) : value, value };
  }
  if (random() < 0.4) {
    const body = digits(random, 12);
    const value = `RF${mod97Check(body, 'RF')}${body}`;
    return { printed: groups(value, 4), value };
  }
  if (language === 'de' && random() < 0.5) return { printed: number, value: number };
  const value = `${pickOf(random, ['PR', 'ZR', 'REF'])}${digits(random, 7)}`;
  return { printed: value, value };
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
    const name = Words[language].months[Number(month) - 1];
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
    () => `${digits(random, 5)}`,
    () => `${year}/${digits(random, 3)}`,
    () => `R${String(year).slice(2)}.${digits(random, 4)}`,
    () => `A-${digits(random, 4)}/${String(year).slice(2)}`,
  ])();
}

type Writer = {
  text(text: string, x: number, y: number, size?: number, bold?: boolean): void;
  right(text: string, x: number, y: number): void;
  /** The largest size up to `size` at which a bold text fits in `width` (a fraction of the page). */
  fit(text: string, width: number, size: number): number;
};

function writerOf(page: PDFPage, regular: PDFFont, bold: PDFFont): Writer {
  const { width, height } = page.getSize();
  return {
    // x and y as fractions of the page, from the top left.
    text(text, x, y, size = 9, heavy = false) {
      page.drawText(text, { x: x * width, y: height - y * height, size, font: heavy ? bold : regular });
    },
    fit(text, share, size) {
      return Math.min(size, Math.floor((share * width) / bold.widthOfTextAtSize(text, 1)));
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

/** How the seller shows itself at the top of the page. */
type Head = 'letterhead' | 'logo' | 'logoFooter' | 'plainName' | 'heading' | 'soldBy';
/** How the invoice's own numbers are laid out. */
type Meta = 'rows' | 'columns' | 'right' | 'stack' | 'title';
/** Where the bank account and registrations are printed. */
type Footer = 'line' | 'columns' | 'sentence';
/** How the IBAN is printed. */
type IbanStyle = 'compact' | 'groups' | 'apart' | 'split' | 'below' | 'two';

/** One synthetic invoice, from its own seed. */
async function invoiceOf(index: number, seed: number): Promise<SyntheticInvoice> {
  const random = seededRandom(seed * 7919 + index * 104729);
  const language = (['nl', 'en', 'de', 'fr'] as const)[index % 4];
  const L = Words[language];
  const head = pickOf<Head>(random, [
    'letterhead',
    'letterhead',
    'logo',
    'logoFooter',
    'plainName',
    'heading',
    'soldBy',
  ]);
  const meta = pickOf<Meta>(random, ['rows', 'columns', 'right', 'stack', 'title']);
  const footer = pickOf<Footer>(random, ['line', 'line', 'columns', 'sentence']);
  const ibanStyle = pickOf<IbanStyle>(random, ['compact', 'groups', 'apart', 'split', 'below', 'two']);
  const tableTotals = random() < 0.25;
  const layout = `${head} ${meta} ${footer} ${ibanStyle}${tableTotals ? ' table' : ''}`;

  const plainOf = () => `${pickOf(random, NameWords)} ${pickOf(random, NameKinds)}`;
  const formed = () => `${plainOf()} ${pickOf(random, LegalForms[language])}`;
  const seller = head === 'plainName' || (head === 'soldBy' && random() < 0.5) ? plainOf() : formed();
  let buyer = formed();
  while (buyer.startsWith(seller.split(' ')[0])) buyer = formed();
  const sellerVat = vatFor(random, language);
  const buyerVat = vatFor(random, language);
  const iban = ibanFor(random, language);
  const secondIban = ibanFor(random, language);
  const number = numberFor(random);
  const date = `202${4 + Math.floor(random() * 2)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  const due = isoPlus(date, pickOf(random, [14, 30, 8]));
  const wordDates = random() < 0.35;
  const sign = pickOf(random, ['before', 'after', 'none'] as const);
  const twoRates = random() < 0.35;
  const [high, low] = Rates[language];
  const rateText = (rate: number) => (language === 'en' ? String(rate) : String(rate).replace('.', ','));
  const city = pickOf(random, Cities[language]);
  const street = `${pickOf(random, Streets[language])} ${1 + Math.floor(random() * 200)}`;
  const postcode =
    language === 'nl' ? `${digits(random, 4)} ${pickOf(random, ['AB', 'KL', 'TX'])}` : digits(random, 5);
  const chamber = random() < 0.7 ? chamberFor(random, language, city) : null;
  const reference = random() < 0.45 ? referenceFor(random, language, number) : null;
  const order = `${pickOf(random, ['PO', '4500', 'B-', 'ORD-'])}${digits(random, 6)}`;
  // The brand: the seller's first word, or its first two when the first is a particle ("Van Dijk", "Le Blanc").
  const brand = seller
    .split(' ')
    .slice(0, seller.split(' ')[0].length <= 3 ? 2 : 1)
    .join(' ');
  const web =
    random() < 0.5
      ? `www.${brand
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}.${language === 'en' ? 'co.uk' : language}`
      : null;

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

  // The seller at the top, left or right; the buyer's block on the other side.
  const sellerLeft = random() < 0.5;
  const sx = sellerLeft ? 0.08 : 0.62;
  const bx = sellerLeft ? 0.55 : 0.08;
  const sellerVatInHead = random() < 0.5;
  // An e-invoice's visualisation: under each party's heading, labelled rows ("Nummer: 549910", "Name: …").
  const rowsBlock = head === 'heading' && random() < 0.5;
  const labelledRows = (name: string, x: number, top: number) => {
    const [numberLabel, nameLabel] = L.partyRows;
    write.text(`${numberLabel}: ${digits(random, 6)}`, x, top);
    write.text(`${nameLabel}:`, x, top + 0.015);
    write.text(name, x + 0.1, top + 0.015);
    return top + 0.03;
  };
  const logoWord = brand.toUpperCase();
  let y = 0.07;
  if (head === 'heading') {
    // "From:" and "Bill to:" headings side by side, the title above them.
    write.text(pickOf(random, L.title), 0.08, 0.06, 16, true);
    const headingText = pickOf(random, L.sellerHeading);
    y = 0.1;
    if (random() < 0.5) write.text(`${headingText}:`, sx, y, 9, true);
    else write.text(headingText, sx, y, 9, true);
    y += 0.016;
    if (rowsBlock) y = labelledRows(seller, sx, y) - 0.03;
    else write.text(seller, sx, y);
  } else if (head === 'soldBy') {
    // A marketplace's invoice: the seller named beside a "Sold by" label, in body type.
    write.text(`${pickOf(random, L.soldBy)} ${seller}`, sx, y);
  } else if (head === 'letterhead' || head === 'plainName') {
    const printed = random() < 0.2 ? seller.toUpperCase() : seller;
    write.text(printed, sx, y, write.fit(printed, 0.96 - sx, pickOf(random, [13, 16, 20])), true);
  } else {
    write.text(logoWord, sx, y, pickOf(random, [16, 22]), true);
  }
  // The address block under the name, a line at a time.
  const address = (lines: string[], x: number, top: number) => {
    for (const [n, text] of lines.entries()) write.text(text, x, top + n * 0.015);
  };
  address(
    [
      street,
      `${postcode} ${city}`,
      ...(web && random() < 0.6 ? [web] : []),
      ...(sellerVatInHead ? [`${pickOf(random, L.vatNumber)}: ${vatPrinted(random, sellerVat)}`] : []),
    ],
    sx,
    y + 0.03,
  );

  const buyerTop = head === 'heading' ? 0.1 : 0.17;
  if (head === 'logo') write.text(`${seller} · ${street} · ${postcode} ${city}`, bx, buyerTop - 0.015, 6);
  const buyerHeading = head === 'heading' || random() < 0.75;
  let by = buyerTop;
  if (buyerHeading) {
    const text = pickOf(random, L.buyerHeading);
    write.text(random() < 0.5 ? `${text}:` : text, bx, by, 9, true);
    by += 0.016;
  }
  if (rowsBlock) by = labelledRows(buyer, bx, by);
  address(
    [
      ...(rowsBlock ? [] : [buyer]),
      `${pickOf(random, Streets[language])} ${1 + Math.floor(random() * 90)}`,
      `${digits(random, 4)} ${pickOf(random, Cities[language])}`,
      ...(random() < 0.75 ? [`${pickOf(random, L.buyerVat)}: ${buyerVat}`] : []),
    ],
    bx,
    by,
  );

  // The invoice's numbers and dates, among the customer's and the order's.
  const numberLabel = pickOf(random, L.number).replace(/:$/, '');
  const rows: Array<[string, string]> = [
    [numberLabel, number],
    [pickOf(random, L.date), dateText(date, language, wordDates)],
    [pickOf(random, L.due), dateText(due, language, wordDates)],
    [pickOf(random, L.customer), `${pickOf(random, ['', 'K', 'C-', 'D'])}${digits(random, 5)}`],
    [pickOf(random, L.order), order],
  ];
  if (random() < 0.5)
    rows.push([pickOf(random, L.delivery), `${pickOf(random, ['', 'L', 'DN-'])}${digits(random, 6)}`]);
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  const colon = random() < 0.7 ? ':' : '';
  const rowStyle = pickOf(random, ['plain', 'plain', 'offset', 'glued'] as const);
  const titleY = 0.28;
  if (meta === 'title') {
    // "Rechnung Nr. 2024-0012" as the title; the other rows under it.
    const title = pickOf(random, L.title);
    const inline =
      /^(?:nr\.|no\.|n°)/i.test(numberLabel) || numberLabel === 'Numéro'
        ? numberLabel
        : pickOf(random, ['Nr.', 'No.', 'n°', '#']);
    write.text(
      `${title} ${language === 'en' && inline === '#' ? `#${number}` : `${inline} ${number}`}`,
      0.08,
      titleY,
      15,
      true,
    );
    for (const [row, [label, value]] of rows.filter(([, value]) => value !== number).entries()) {
      write.text(`${label}${colon}`, 0.08, 0.31 + row * 0.015);
      write.text(value, 0.3, 0.31 + row * 0.015);
    }
  } else {
    if (head !== 'heading') write.text(pickOf(random, L.title), 0.08, titleY, 16, true);
    if (meta === 'rows' || meta === 'right') {
      const [lx, vx] = meta === 'rows' ? [0.08, 0.3] : [0.58, 0.78];
      const top = meta === 'rows' ? 0.31 : 0.255;
      for (const [row, [label, value]] of rows.entries()) {
        const y = top + row * 0.018;
        // The text layer of some writers: value glued to its label ("Rechnungsnummer:4711"), or on a baseline of
        // its own a little lower than the bold label's.
        if (rowStyle === 'glued') write.text(`${label}:${value}`, lx, y);
        else {
          write.text(`${label}${colon}`, lx, y, 9, rowStyle === 'offset');
          write.text(value, vx, y + (rowStyle === 'offset' ? 0.0065 : 0));
        }
      }
    } else if (meta === 'columns') {
      // Labels in a row above their values; a second row when there are many.
      const perRow = rows.length > 5 ? 3 : rows.length;
      const width = 0.84 / perRow;
      for (const [n, [label, value]] of rows.entries()) {
        const [column, row] = [n % perRow, Math.floor(n / perRow)];
        write.text(label, 0.08 + column * width, 0.305 + row * 0.035, 7, true);
        write.text(value, 0.08 + column * width, 0.32 + row * 0.035);
      }
    } else {
      // Each label on its own line, its value on the line under it; two columns of them.
      for (const [n, [label, value]] of rows.entries()) {
        const [x, row] = [n % 2 === 0 ? 0.08 : 0.35, Math.floor(n / 2)];
        write.text(`${label}${colon}`, x, 0.305 + row * 0.03, 8, true);
        write.text(value, x, 0.319 + row * 0.03);
      }
    }
  }

  // The lines.
  const top = 0.41;
  const amountHeader = pickOf(random, L.items[3]);
  write.text(L.items[0], 0.08, top, 9, true);
  write.text(L.items[1], 0.5, top, 9, true);
  write.right(L.items[2], 0.72, top);
  write.right(amountHeader, 0.9, top);
  for (const [row, item] of items.entries()) {
    const rowY = top + 0.022 * (row + 1);
    write.text(item.text, 0.08, rowY);
    write.text(String(item.quantity), 0.5, rowY);
    write.right(amountText(item.price, language, 'none'), 0.72, rowY);
    write.right(amountText(item.net, language, 'none'), 0.9, rowY);
  }

  // The totals: right aligned rows, or a table with the net, VAT and gross side by side.
  y = top + 0.022 * (items.length + 2);
  if (tableTotals) {
    const headers = L.totalsHeader.map((labels) => pickOf(random, labels));
    for (const [n, label] of headers.entries()) write.right(label, 0.5 + n * 0.2, y);
    const row = (values: number[]) => {
      y += 0.018;
      for (const [n, value] of values.entries())
        write.right(amountText(value, language, sign), 0.5 + n * 0.2, y);
    };
    if (twoRates) for (const rate of rates) row([netBy(rate), vatBy(rate), netBy(rate) + vatBy(rate)]);
    row([net, vat, gross]);
    y += 0.03;
  } else {
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
  }

  // The bank account and the seller's registrations.
  const ibanText = (value: string, style: IbanStyle) =>
    style === 'groups' || style === 'two' || style === 'below'
      ? groups(value, 4)
      : style === 'apart'
        ? `${value.slice(0, 2)} ${value.slice(2, 4)} ${groups(value.slice(4), 4)}`
        : style === 'split'
          ? `${value.slice(0, 8)} ${value.slice(8)}`
          : value;
  const bic = `${pickOf(random, ['INGB', 'RABO', 'COBA', 'BNPA', 'NWBK'])}${language.toUpperCase()}2A`;
  const ibanLabel = pickOf(random, L.iban);
  const registrations = [
    ...(chamber ? [chamber.printed] : []),
    `${pickOf(random, L.vatNumber)} ${vatPrinted(random, sellerVat)}`,
  ];
  y += 0.02;
  if (reference && footer !== 'sentence') {
    write.text(`${pickOf(random, L.reference).replace(/:$/, '')}${colon} ${reference.printed}`, 0.08, y);
    y += 0.02;
  }
  if (footer === 'sentence') {
    const [first, second] = L.paySentence(
      ibanText(iban, ibanStyle === 'below' ? 'groups' : ibanStyle),
      reference?.printed ?? number,
      seller,
    );
    write.text(first, 0.08, y);
    write.text(second, 0.08, y + 0.015);
  }
  const footerName = head === 'letterhead' && random() < 0.4 ? null : seller;
  if (footer === 'columns') {
    const column = (x: number, lines: string[]) => {
      for (const [n, text] of lines.entries()) write.text(text, x, 0.895 + n * 0.012, 7);
    };
    column(0.08, [...(footerName ? [footerName] : []), street, `${postcode} ${city}`]);
    const ibanLines =
      ibanStyle === 'below'
        ? [ibanLabel.replace(/:$/, ''), ibanText(iban, 'groups')]
        : [`${ibanLabel.replace(/:$/, '')}: ${ibanText(iban, ibanStyle)}`];
    column(0.36, [
      pickOf(random, L.bank),
      ...ibanLines,
      `BIC: ${bic}`,
      ...(ibanStyle === 'two' ? [`IBAN: ${groups(secondIban, 4)}`] : []),
    ]);
    column(0.68, registrations);
  } else {
    const separator = pickOf(random, [' · ', ' | ', ' - ', ' • ']);
    // "Atlas - SAS au capital de 10 000 € - RCS Lyon B …": the French legal mention, the form after a dash.
    const legal =
      language === 'fr' && footerName && random() < 0.5
        ? `${footerName.replace(/ (?:SARL|SAS|SA|S\.A\.|EURL|SASU)$/, '')} - ${/(SARL|SASU|SAS|S\.A\.|SA|EURL)$/.exec(footerName)?.[1] ?? 'SARL'} au capital de ${digits(random, 2)} 000 €`
        : footerName;
    const parts = [...(legal ? [legal] : []), street, `${postcode} ${city}`, ...(web ? [web] : [])];
    const bank =
      footer === 'sentence'
        ? []
        : [
            `${ibanLabel} ${ibanText(iban, ibanStyle)}`,
            `BIC ${bic}`,
            ...(ibanStyle === 'two' ? [`${pickOf(random, L.bank)} IBAN ${groups(secondIban, 4)}`] : []),
          ];
    if (random() < 0.5) {
      write.text(parts.join(separator), 0.08, 0.92, 7);
      write.text([...registrations, ...bank].join(separator), 0.08, 0.932, 7);
    } else {
      const text = [...parts, ...registrations, ...bank].join(separator);
      write.text(text, 0.04, 0.93, write.fit(text, 0.92, 6.5));
    }
  }

  return {
    name: `synthetic-${seed}-${index}-${language}`,
    language,
    layout: `${layout} ${rowStyle}${rowsBlock ? ' party-rows' : ''}`,
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
      PurchaseOrderNumber: order,
      ...(chamber ? { RelationChamberOfCommerce: chamber.value } : {}),
      ...(reference ? { PaymentReference: reference.value } : {}),
    },
  };
}

/** `count` synthetic invoices for a seed, the languages in turn. */
export async function syntheticInvoices(count: number, seed = 1): Promise<SyntheticInvoice[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => invoiceOf(index, seed)));
}
