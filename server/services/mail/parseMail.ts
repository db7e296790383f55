import PostalMime from 'postal-mime';
import { receivedFileName } from '../../../domain/documentName/index';

/** A file part of a received mail, decoded. */
export type MailAttachment = {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  inline: boolean;
  /** Pixel size of a PNG, GIF or JPEG, read from its header. */
  width?: number;
  height?: number;
};

/** A received mail as intake needs it: sender, subject, text, the headers that matter, and its files. */
export type ParsedMail = {
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  text: string;
  autoSubmitted: string;
  precedence: string;
  /** The Return-Path header, null when absent. */
  returnPath: string | null;
  languages: string[];
  attachments: MailAttachment[];
};

function bytesOf(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1];
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    // Start-of-frame markers carry the size; C4, C8 and CC are tables, not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return {
        height: (bytes[offset + 5] << 8) | bytes[offset + 6],
        width: (bytes[offset + 7] << 8) | bytes[offset + 8],
      };
    offset += 2 + length;
  }
  return undefined;
}

/** Pixel size of a PNG, GIF or JPEG from its first bytes; undefined for other or broken images. */
export function imageSizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && new TextDecoder().decode(bytes.subarray(0, 3)) === 'GIF')
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}

const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Parses a raw RFC 5322 mail; throws when it cannot be read at all. */
export async function parseMail(raw: Uint8Array): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const header = (key: string) => email.headers.find((entry) => entry.key === key)?.value;
  const from = email.from && 'address' in email.from ? email.from : undefined;
  return {
    messageId: (email.messageId ?? '').trim(),
    fromAddress: from?.address ?? '',
    fromName: from?.name ?? '',
    subject: email.subject ?? '',
    text: email.text ?? (email.html ? htmlToText(email.html) : ''),
    autoSubmitted: header('auto-submitted') ?? '',
    precedence: header('precedence') ?? '',
    returnPath: header('return-path') ?? null,
    languages: [header('content-language'), header('accept-language')].filter(
      (value): value is string => value !== undefined,
    ),
    attachments: email.attachments.map((attachment, index) => {
      const bytes = bytesOf(attachment.content);
      return {
        fileName: receivedFileName(attachment.filename ?? '', `attachment-${index + 1}`),
        contentType: attachment.mimeType,
        bytes,
        inline: attachment.disposition === 'inline' || attachment.related === true,
        ...(attachment.mimeType.startsWith('image/') ? imageSizeOf(bytes) : {}),
      };
    }),
  };
}
