import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SeparatorBarcode } from '../../../domain/intake/split';
import { qrCodePng } from '../../capture/barcodes/writeBarcode';

const A4: [number, number] = [595.28, 841.89];

/** Draws a separator sheet (the separator QR code and a line saying what it is) on a new page. */
export async function addSeparatorPage(pdf: PDFDocument): Promise<void> {
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const qr = await pdf.embedPng(await qrCodePng(SeparatorBarcode));
  const page = pdf.addPage(A4);
  const size = 200;
  page.drawImage(qr, { x: (A4[0] - size) / 2, y: (A4[1] - size) / 2, width: size, height: size });
  page.drawText('Ledgerline - scheidingsblad / separator sheet', { x: 150, y: 250, size: 14, font });
}

/** A printable PDF with one separator sheet: scanned between documents, it splits them. */
export async function separatorSheetPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Ledgerline separator sheet');
  await addSeparatorPage(pdf);
  return pdf.save();
}
