import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

const PageWidth = 595.28;
const PageHeight = 841.89;
const Margin = 50;
const FontSize = 10;
const LineHeight = 14;

// The standard fonts encode WinAnsi only: other characters become '?'.
const printable = (text: string) =>
  text
    .replace(/\t/g, '    ')
    .replace(/[^\x20-\x7e\xa0-\xff\u20ac\u2018\u2019\u201c\u201d\u2013\u2014]/g, '?');

function wrap(line: string, font: PDFFont, width: number): string[] {
  const words = line.split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (font.widthOfTextAtSize(candidate, FontSize) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    // A word longer than the line is cut where it no longer fits.
    let rest = word;
    while (font.widthOfTextAtSize(rest, FontSize) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), FontSize) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  lines.push(current);
  return lines;
}

/** Renders a mail's text (with its sender and subject on top) as a simple A4 PDF, lines wrapped. */
export async function renderBodyPdf(mail: {
  from: string;
  subject: string;
  text: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = [`From: ${mail.from}`, `Subject: ${mail.subject}`, '', mail.text.replace(/\r\n?/g, '\n')].join(
    '\n',
  );
  const lines = printable(text)
    .split('\n')
    .flatMap((line) => wrap(line, font, PageWidth - 2 * Margin));
  const perPage = Math.floor((PageHeight - 2 * Margin) / LineHeight);
  for (let start = 0; start < lines.length; start += perPage) {
    const page = pdf.addPage([PageWidth, PageHeight]);
    lines.slice(start, start + perPage).forEach((line, index) => {
      page.drawText(line, {
        x: Margin,
        y: PageHeight - Margin - (index + 1) * LineHeight,
        size: FontSize,
        font,
      });
    });
  }
  return pdf.save();
}
