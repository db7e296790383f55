import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * A one-page PDF of a few kilobytes that holds an invoice number ("Invoice no. INV-2041", three words) and one text
 * run of `words` numbers, set small enough to stay on the page (words past its edge would have no width and be
 * joined as one): what an upload may carry that no invoice prints, far slower and hungrier to read than an invoice.
 */
export async function crowdedPdf(words: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Invoice no. INV-2041', { x: 40, y: 800, size: 10, font });
  page.drawText(Array.from({ length: words }, (_, index) => String(index % 97)).join(' '), {
    x: 40,
    y: 500,
    size: 0.001,
    font,
  });
  return pdf.save();
}
