/** What a file is, judged by its content (never by its name). */
export type SniffedFileType = 'pdf' | 'jpeg' | 'png' | 'gif' | 'tiff' | 'email';

/** Content type stored with an original of each kind. */
export const ContentTypes: Record<SniffedFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tiff: 'image/tiff',
  email: 'message/rfc822',
};

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// Readers accept a PDF header a little way into the file (a stray BOM or mail gateway line before it).
const PdfHeaderWindow = 1024;
const EmailHeaderWindow = 8192;
const headerLine = /^[!-9;-~]+:/;
const typicalEmailHeader = /^(from|received|mime-version|return-path|message-id|delivered-to):/i;

function latin1(bytes: Uint8Array, length: number): string {
  return new TextDecoder('latin1').decode(bytes.subarray(0, length));
}

function looksLikeEmail(bytes: Uint8Array): boolean {
  const head = latin1(bytes, EmailHeaderWindow);
  const lines = head.split(/\r?\n/);
  // An mbox export starts with a "From " envelope line before the headers.
  const headers = lines[0]?.startsWith('From ') ? lines.slice(1) : lines;
  if (!headerLine.test(headers[0] ?? '')) return false;
  const block = headers.slice(0, Math.max(1, headers.indexOf('')));
  return block.some((line) => typicalEmailHeader.test(line));
}

/** The file type by magic bytes (PDF, JPEG, PNG, GIF, TIFF) or RFC 822 headers (e-mail); null otherwise. */
export function sniffFileType(bytes: Uint8Array): SniffedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (latin1(bytes, PdfHeaderWindow).includes('%PDF-')) return 'pdf';
  if (looksLikeEmail(bytes)) return 'email';
  return null;
}
