import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { corpusPath } from '../../../tests/corpora/path';
import { closeOcr } from '../ocr/ocrPages';
import { openPdf } from '../pdf/openPdf';
import { renderPage } from '../pdf/renderPdf';
import { openDocumentWords } from './readDocumentWords';
import { recognizeFile } from './recognizeFile';
import { readVendorRegions } from './vendorRegions';

// Starting the OCR workers takes 1–2 s, reading a footer well under a second; generous for a busy machine.
const OcrTimeout = 120_000;
const A4 = { width: 595, height: 842 };

/** Lines of text as a PNG picture (drawn by pdf-lib, rendered by pdf.js): print without a text layer. */
async function picture(lines: string[], size: number, width: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const height = lines.length * size * 1.6 + size;
  const page = doc.addPage([width, height]);
  lines.forEach((line, index) => {
    page.drawText(line, { x: 4, y: height - (index + 1) * size * 1.6, size, font });
  });
  const pdf = await openPdf(await doc.save());
  try {
    const raw = await renderPage(pdf, 1, { longestSide: Math.round(width * 4), quality: 90 });
    return sharp(Buffer.from(raw.pixels.buffer), {
      raw: { width: raw.width, height: raw.height, channels: 4 },
    })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } finally {
    await pdf.loadingTask.destroy();
  }
}

type Layout = { letterhead?: string[]; footer?: string[]; footerAsText?: string[]; body?: string[] };

/** A Dutch invoice in the text layer, with its letterhead and footer drawn as pictures where given. */
async function invoice(layout: Layout): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([A4.width, A4.height]);
  const text = (value: string, x: number, y: number, size = 10) =>
    page.drawText(value, { x, y: A4.height - y, size, font });
  if (layout.letterhead) {
    const image = await doc.embedPng(await picture(layout.letterhead, 14, 300));
    page.drawImage(image, {
      x: 40,
      y: A4.height - 30 - image.height * (300 / image.width),
      width: 300,
      height: image.height * (300 / image.width),
    });
  }
  text('Factuur', 40, 200, 18);
  text('Factuurnummer: 2024-0417', 40, 230);
  text('Factuurdatum: 12-03-2024', 40, 245);
  text('Aan:', 40, 270);
  text('Hendriks Installatietechniek', 40, 284);
  text('Kerkstraat 4, 3511 LK Utrecht', 40, 298);
  text('Omschrijving', 40, 320);
  text('Bedrag', 450, 320);
  text('Onderhoud cv-ketel', 40, 340);
  text('150,00', 450, 340);
  text('Subtotaal', 300, 400);
  text('150,00', 450, 400);
  text('Btw 21%', 300, 415);
  text('31,50', 450, 415);
  text('Totaal', 300, 430);
  text('181,50', 450, 430);
  if (layout.body) {
    // The bank's details pasted in under the totals as a picture (a RIB).
    text('Te betalen per overboeking op:', 40, 460);
    const image = await doc.embedPng(await picture(layout.body, 10, 400));
    const height = image.height * (400 / image.width);
    page.drawImage(image, { x: 40, y: A4.height - 480 - height, width: 400, height });
  }
  layout.footerAsText?.forEach((line, index) => {
    text(line, 40, 770 + index * 14, 8);
  });
  if (layout.footer) {
    const image = await doc.embedPng(await picture(layout.footer, 8, 515));
    const height = image.height * (515 / image.width);
    page.drawImage(image, { x: 40, y: 30, width: 515, height });
  }
  return doc.save();
}

const read = (bytes: Uint8Array) =>
  recognizeFile({ bytes, fileName: 'invoice.pdf', mode: 'auto', einvoice: false });

afterAll(closeOcr);

describe('vendor data drawn as pictures on a text-layer page', () => {
  it(
    'reads the IBAN, the chamber of commerce number and the name from a letterhead and footer drawn as pictures',
    async () => {
      const result = await read(
        await invoice({
          letterhead: ['Loodgietersbedrijf De Vries B.V.'],
          footer: ['IBAN: NL91 ABNA 0417 1643 00   KvK: 64023859   Btw-nr: NL855634021B01'],
        }),
      );
      expect(result.ReadBy).toBe('Text');
      expect(result.Fields.IbanNumber).toMatchObject({ Value: 'NL91ABNA0417164300', Source: 'Ocr', Page: 1 });
      expect(result.Fields.RelationChamberOfCommerce).toMatchObject({ Value: '64023859', Source: 'Ocr' });
      // The text layer's only guess was the buyer's heading; the letterhead's name is surer.
      expect(result.Fields.RelationName).toMatchObject({
        Value: 'Loodgietersbedrijf De Vries B.V.',
        Source: 'Ocr',
      });
      expect(result.Fields.RelationName?.Box?.[1]).toBeLessThan(0.2);
      // The footer's place on the page: its bottom 15 %.
      expect(result.Fields.IbanNumber?.Box?.[1]).toBeGreaterThan(0.85);
      // The other fields stay the text layer's.
      expect(result.Fields.Number).toMatchObject({ Value: '2024-0417', Source: 'Text' });
      expect(result.Fields.GrossAmount).toMatchObject({ Value: 181.5, Source: 'Text' });
    },
    OcrTimeout,
  );

  it(
    "reads the IBAN from a picture of the bank's details in the body, and nothing else from it",
    async () => {
      const result = await read(
        await invoice({
          body: [
            'Rabobank Utrecht B.V.',
            'Rekeninghouder: J. de Vries',
            'IBAN: NL91 ABNA 0417 1643 00   BIC: ABNANL2A',
          ],
        }),
      );
      expect(result.ReadBy).toBe('Text');
      expect(result.Fields.IbanNumber).toMatchObject({ Value: 'NL91ABNA0417164300', Source: 'Ocr', Page: 1 });
      const top = result.Fields.IbanNumber?.Box?.[1] ?? 0;
      expect(top).toBeGreaterThan(0.2);
      expect(top).toBeLessThan(0.85);
      // The bank's name on the picture is no vendor's letterhead.
      expect(result.Fields.RelationName?.Value).not.toMatch(/Rabobank/);
      expect(result.Fields.GrossAmount).toMatchObject({ Value: 181.5, Source: 'Text' });
    },
    OcrTimeout,
  );

  it(
    "reads the IBAN from a bank's RIB pasted in as a scan with shaded rows, read again with the shading as paper",
    async () => {
      // html-invoicer-10-fr: cut out of the page, the RIB's grey bands hide the IBAN's row from the first reading.
      const file = corpusPath('invoice-pdfs', 'html-invoicer', 'html-invoicer-10-fr.pdf');
      const result = await recognizeFile({ bytes: readFileSync(file), fileName: file, einvoice: false });
      expect(result.ReadBy).toBe('Text');
      expect(result.Fields.IbanNumber).toMatchObject({ Value: 'FR7637259252191624267254189', Source: 'Ocr' });
      expect(result.Fields.RelationName).toMatchObject({ Value: 'Camille Rousseau', Source: 'Text' });
    },
    OcrTimeout,
  );

  it(
    'keeps the text layer’s values where both have one',
    async () => {
      const result = await read(
        await invoice({
          footer: ['IBAN: NL91 ABNA 0417 1643 00   KvK: 64023859'],
          footerAsText: ['Loodgietersbedrijf De Vries B.V.   IBAN: NL44 RABO 0123 4567 89'],
        }),
      );
      expect(result.Fields.IbanNumber).toMatchObject({ Value: 'NL44RABO0123456789', Source: 'Text' });
      expect(result.Fields.RelationChamberOfCommerce).toMatchObject({ Value: '64023859', Source: 'Ocr' });
    },
    OcrTimeout,
  );

  it(
    'reads no region whose print is all in the text layer',
    async () => {
      const bytes = await invoice({
        footerAsText: ['Loodgietersbedrijf De Vries B.V.   IBAN: NL91 ABNA 0417 1643 00'],
      });
      const words = await openDocumentWords(bytes, 'auto');
      try {
        expect(words.pdf && (await readVendorRegions(words.pdf, words.pages))).toEqual([]);
      } finally {
        await words.close();
      }
    },
    OcrTimeout,
  );

  it(
    'adds only the words the text layer lacks, placed on their page',
    async () => {
      const bytes = await invoice({
        footer: ['KvK: 64023859'],
        footerAsText: ['Loodgietersbedrijf De Vries B.V.'],
      });
      const words = await openDocumentWords(bytes, 'auto');
      const [found] = words.pdf ? await readVendorRegions(words.pdf, words.pages) : [];
      await words.close();
      expect(found.Words.map((word) => word.Text)).toEqual(['KvK:', '64023859']);
      for (const word of found.Words) expect(word.Box[1]).toBeGreaterThan(0.85);
    },
    OcrTimeout,
  );
});
