import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sniffFileType } from '../import/sniff';

/** A source file as pages come from it: a PDF or an image. */
export type PageFile = { type: 'pdf' | 'image'; bytes: Uint8Array };

const A4: [number, number] = [595.28, 841.89];

/** A mail body's text as a PDF of plain A4 pages (Helvetica covers Latin-1 only: the rest becomes '?'). */
export async function textAsPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((line) => line.match(/.{1,95}/g) ?? [''])
    .map((line) => line.replace(/[^\x20-\x7e\xa0-\xff]/g, '?'));
  const perPage = 60;
  for (let start = 0; start === 0 || start < lines.length; start += perPage) {
    const page = pdf.addPage(A4);
    for (const [index, line] of lines.slice(start, start + perPage).entries())
      page.drawText(line, { x: 40, y: 800 - index * 12.5, size: 10, font });
  }
  return pdf.save();
}

/**
 * The pages of a source file: PDFs and images as they are, a mail body (text) made into a PDF. Null
 * for an e-invoice or a file of another type: it has no pages.
 */
export async function pageFileOf(kind: string, bytes: Uint8Array): Promise<PageFile | null> {
  if (kind === 'einvoice') return null;
  const type = sniffFileType(bytes);
  if (type === 'pdf') return { type: 'pdf', bytes };
  if (type && type !== 'email') return { type: 'image', bytes };
  if (kind === 'body') return { type: 'pdf', bytes: await textAsPdf(new TextDecoder().decode(bytes)) };
  return null;
}
