import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// Files built in code for tests and the import benchmark, so nothing binary is checked in.

/** A text PDF of A4 pages, each full of invoice-like lines. */
export async function textPdf(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pageCount; page++) {
    const sheet = pdf.addPage([595.28, 841.89]);
    sheet.drawText(`Invoice F${100000 + page} - page ${page} of ${pageCount}`, {
      x: 50,
      y: 790,
      size: 16,
      font,
    });
    for (let line = 0; line < 45; line++) {
      const text = `${line + 1}. Article ${1000 + line}  qty ${line % 7} x EUR ${(line * 3.75).toFixed(2)}  VAT 21%`;
      sheet.drawText(text, { x: 50, y: 750 - line * 15, size: 10, font });
    }
  }
  return pdf.save();
}

/**
 * A PDF whose trailer names a Standard security handler with a user password the empty password
 * does not open: readers treat it as password protected.
 */
export async function passwordProtectedPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Confidential');
  const context = pdf.context;
  const hex = (bytes: number) => PDFHexString.of('ab'.repeat(bytes));
  context.trailerInfo.Encrypt = context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: hex(32),
    U: hex(32),
    P: -44,
  });
  context.trailerInfo.ID = context.obj([hex(16), hex(16)]);
  return pdf.save({ useObjectStreams: false });
}

/** A PDF of empty A4 pages: every page renders to the very same JPEG. */
export async function blankPdf(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pageCount; page++) pdf.addPage([595.28, 841.89]);
  return pdf.save();
}

/** A one-page text PDF carrying an embedded file, e.g. a `factur-x.xml` that is no invoice. */
export async function pdfWithEmbeddedFile(fileName: string, content: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await textPdf(1));
  await pdf.attach(new TextEncoder().encode(content), fileName, { mimeType: 'text/xml' });
  return pdf.save();
}

const plain = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** A single-colour GIF. */
export const gifImage = () => plain(400, 300, '#3366cc').gif().toBuffer();

/** A TIFF with two pages of different colours. */
export async function twoPageTiff(): Promise<Buffer> {
  const first = await plain(600, 800, '#ffffff').png().toBuffer();
  const second = await plain(600, 800, '#cccccc').png().toBuffer();
  return sharp([first, second], { join: { animated: true } })
    .tiff()
    .toBuffer();
}

/** An RFC 822 message with the given attachments (base64) and an inline logo when asked. */
export function emailWithAttachments(
  attachments: Array<{ fileName: string; contentType: string; bytes: Uint8Array }>,
  options: { inlineLogo?: Uint8Array } = {},
): Uint8Array {
  const boundary = 'ledgerline-boundary';
  const part = (headers: string[], bytes: Uint8Array) => [
    `--${boundary}`,
    ...headers,
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(bytes).toString('base64'),
    '',
  ];
  const lines = [
    'Received: from mail.example.nl by mx.ledgerline.example',
    'From: "Kantoorhuis Jansen" <facturen@kantoorhuis.example>',
    'To: invoices@demo.test',
    'Subject: Factuur F2024-0042',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please find our invoice attached.',
    '',
    ...(options.inlineLogo
      ? part(
          ['Content-Type: image/png', 'Content-Disposition: inline; filename="logo.png"'],
          options.inlineLogo,
        )
      : []),
    ...attachments.flatMap((attachment) =>
      part(
        [
          `Content-Type: ${attachment.contentType}; name="${attachment.fileName}"`,
          `Content-Disposition: attachment; filename="${attachment.fileName}"`,
        ],
        attachment.bytes,
      ),
    ),
    `--${boundary}--`,
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}
