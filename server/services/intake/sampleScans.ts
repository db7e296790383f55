import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addSeparatorPage } from './separatorSheet';

// Scans built in code for tests and the intake benchmark, so nothing binary is checked in.

/**
 * A scanned batch: documents of the given page counts with a separator sheet between each two. Pages
 * carry text but no page labels or invoice numbers, so only the separators tell the documents apart.
 */
export async function scanWithSeparators(pageCounts: number[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, pageCount] of pageCounts.entries()) {
    if (index > 0) await addSeparatorPage(pdf);
    for (let page = 1; page <= pageCount; page++) {
      const sheet = pdf.addPage([595.28, 841.89]);
      sheet.drawText(`Document ${index + 1}, sheet ${page}`, { x: 50, y: 790, size: 16, font });
      for (let line = 0; line < 30; line++)
        sheet.drawText(`${line + 1}. Article ${1000 + line} delivered`, {
          x: 50,
          y: 750 - line * 15,
          size: 10,
          font,
        });
    }
  }
  return pdf.save();
}

/** A PDF of text pages, one per line given (e.g. "Factuurnummer: A-1 Pagina 1 van 2"). */
export async function textPagesPdf(pageTexts: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pageTexts)
    pdf.addPage([595.28, 841.89]).drawText(text, { x: 50, y: 790, size: 14, font });
  return pdf.save();
}
