import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A party on a demo invoice: the supplier (sender) or the addressee. */
export type DemoParty = {
  name: string;
  address: string[];
  vatNumber?: string;
  cocNumber?: string;
  iban?: string;
};

/** One printed invoice line. */
export type DemoPrintedLine = {
  description: string;
  quantity: number;
  unitPrice: number;
  vatPercentage: number;
};

/** What a demo invoice or packing slip shows; the same numbers go into the document's rows. */
export type DemoPrintedDocument = {
  kind: 'invoice' | 'credit' | 'packingSlip';
  sender: DemoParty;
  addressee: DemoParty;
  number: string;
  date: string;
  dueDate: string | null;
  reference: string;
  lines: DemoPrintedLine[];
  /** Colour of the sender's letterhead (0–1 RGB) and its font family. */
  style: { accent: [number, number, number]; serif: boolean };
};

const money = (value: number) =>
  `€ ${value.toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');
const titles = { invoice: 'FACTUUR', credit: 'CREDITNOTA', packingSlip: 'PAKBON' };

type Pen = { page: PDFPage; font: PDFFont; bold: PDFFont };

function write(
  pen: Pen,
  text: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean } = {},
) {
  pen.page.drawText(text, { x, y, size: options.size ?? 9, font: options.bold ? pen.bold : pen.font });
}

function writeRight(pen: Pen, text: string, right: number, y: number, bold = false) {
  const font = bold ? pen.bold : pen.font;
  pen.page.drawText(text, { x: right - font.widthOfTextAtSize(text, 9), y, size: 9, font });
}

function letterhead(pen: Pen, document: DemoPrintedDocument) {
  const [r, g, b] = document.style.accent;
  pen.page.drawRectangle({ x: 0, y: 790, width: 595.28, height: 52, color: rgb(r, g, b) });
  pen.page.drawText(document.sender.name, { x: 40, y: 810, size: 18, font: pen.bold, color: rgb(1, 1, 1) });
  const details = [
    ...document.sender.address,
    document.sender.cocNumber ? `KvK ${document.sender.cocNumber}` : '',
    document.sender.vatNumber ? `BTW ${document.sender.vatNumber}` : '',
    document.sender.iban ? `IBAN ${document.sender.iban}` : '',
  ].filter(Boolean);
  details.forEach((line, index) => {
    write(pen, line, 400, 770 - index * 12, { size: 8 });
  });
  write(pen, titles[document.kind], 40, 765, { size: 22, bold: true });
}

function heading(pen: Pen, document: DemoPrintedDocument) {
  write(pen, document.addressee.name, 40, 700, { bold: true });
  document.addressee.address.forEach((line, index) => {
    write(pen, line, 40, 688 - index * 12);
  });
  const facts: Array<[string, string]> = [
    [document.kind === 'packingSlip' ? 'Pakbonnummer' : 'Factuurnummer', document.number],
    [document.kind === 'packingSlip' ? 'Leverdatum' : 'Factuurdatum', dutchDate(document.date)],
    ...(document.dueDate ? ([['Vervaldatum', dutchDate(document.dueDate)]] as Array<[string, string]>) : []),
    ['Uw referentie', document.reference],
  ];
  facts.forEach(([label, value], index) => {
    write(pen, label, 330, 700 - index * 14);
    write(pen, value, 440, 700 - index * 14, { bold: index === 0 });
  });
}

function linesTable(pen: Pen, document: DemoPrintedDocument): number {
  const priced = document.kind !== 'packingSlip';
  const sign = document.kind === 'credit' ? -1 : 1;
  let y = 610;
  pen.page.drawRectangle({ x: 40, y: y - 4, width: 515, height: 16, color: rgb(0.92, 0.92, 0.92) });
  write(pen, 'Omschrijving', 44, y, { bold: true });
  writeRight(pen, 'Aantal', priced ? 340 : 550, y, true);
  if (priced) {
    writeRight(pen, 'Prijs', 420, y, true);
    writeRight(pen, 'BTW', 470, y, true);
    writeRight(pen, 'Bedrag', 550, y, true);
  }
  for (const line of document.lines) {
    y -= 18;
    write(pen, line.description, 44, y);
    writeRight(pen, line.quantity.toLocaleString('nl-NL'), priced ? 340 : 550, y);
    if (priced) {
      writeRight(pen, money(line.unitPrice), 420, y);
      writeRight(pen, `${line.vatPercentage}%`, 470, y);
      writeRight(pen, money(sign * line.quantity * line.unitPrice), 550, y);
    }
  }
  pen.page.drawLine({ start: { x: 40, y: y - 8 }, end: { x: 555, y: y - 8 }, thickness: 0.5 });
  return y - 8;
}

/** Net, VAT per rate and gross of printed lines, rounded per rate as an invoice shows them. */
export function printedTotals(document: Pick<DemoPrintedDocument, 'kind' | 'lines'>) {
  const sign = document.kind === 'credit' ? -1 : 1;
  const round = (value: number) => Math.round(value * 100) / 100;
  const rates = new Map<number, number>();
  for (const line of document.lines)
    rates.set(line.vatPercentage, (rates.get(line.vatPercentage) ?? 0) + line.quantity * line.unitPrice);
  const vat = [...rates].map(([rate, base]) => ({
    rate,
    base: round(sign * base),
    amount: round((sign * base * rate) / 100),
  }));
  const net = round(vat.reduce((sum, entry) => sum + entry.base, 0));
  const vatAmount = round(vat.reduce((sum, entry) => sum + entry.amount, 0));
  return { net, vat, vatAmount, gross: round(net + vatAmount) };
}

function totals(pen: Pen, document: DemoPrintedDocument, top: number) {
  const sums = printedTotals(document);
  let y = top - 20;
  const row = (label: string, value: string, bold = false) => {
    writeRight(pen, label, 470, y, bold);
    writeRight(pen, value, 550, y, bold);
    y -= 14;
  };
  row('Subtotaal', money(sums.net));
  for (const entry of sums.vat) row(`BTW ${entry.rate}% over ${money(entry.base)}`, money(entry.amount));
  row('Totaal', money(sums.gross), true);
  const note =
    document.kind === 'credit'
      ? 'Het bedrag wordt verrekend met uw volgende factuur.'
      : `Graag betalen voor ${dutchDate(document.dueDate ?? document.date)} op ${document.sender.iban ?? 'onze rekening'} o.v.v. ${document.number}.`;
  write(pen, note, 40, y - 20, { size: 8 });
}

/** A one-page A4 invoice, credit note or packing slip in a clean layout, as pdf-lib bytes. */
export async function demoInvoicePdf(document: DemoPrintedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${titles[document.kind]} ${document.number}`);
  pdf.setAuthor(document.sender.name);
  const serif = document.style.serif;
  const pen: Pen = {
    page: pdf.addPage([595.28, 841.89]),
    font: await pdf.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica),
    bold: await pdf.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold),
  };
  letterhead(pen, document);
  heading(pen, document);
  const bottom = linesTable(pen, document);
  if (document.kind !== 'packingSlip') totals(pen, document, bottom);
  else write(pen, 'Goederen in goede staat ontvangen: ______________________', 40, bottom - 40);
  write(pen, `${document.sender.name} · ${document.sender.address.join(' · ')}`, 40, 30, { size: 7 });
  return pdf.save();
}
