import { listPdfEmbeddedFiles } from '../../../capture/einvoice/index';

/** A file that travels with an e-invoice and becomes a document attachment. */
export type EInvoiceAttachmentFile = { fileName: string; contentType: string; bytes: Uint8Array };

// UBL cbc:EmbeddedDocumentBinaryObject and CII ram:AttachmentBinaryObject, with any namespace prefix.
const BinaryObject =
  /<(?:[\w.-]+:)?(EmbeddedDocumentBinaryObject|AttachmentBinaryObject)\b([^>]*)>([^<]*)<\/(?:[\w.-]+:)?\1\s*>/g;

const Entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attributes);
  const raw = match?.[2] ?? match?.[3];
  return raw === undefined
    ? null
    : raw.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => Entities[entity]);
}

/** The files embedded (base64) in an invoice XML, in document order. */
export function xmlAttachments(xml: string): EInvoiceAttachmentFile[] {
  return [...xml.matchAll(BinaryObject)].map((match, index) => {
    const attributes = match[2];
    const contentType = attribute(attributes, 'mimeCode') ?? 'application/octet-stream';
    return {
      fileName: attribute(attributes, 'filename')?.trim() || `attachment-${index + 1}`,
      contentType,
      bytes: new Uint8Array(Buffer.from(match[3].replace(/\s+/g, ''), 'base64')),
    };
  });
}

/** The files a Factur-X / ZUGFeRD PDF carries besides its invoice XML. */
export async function pdfAttachments(
  pdf: Uint8Array,
  invoiceXmlName: string | null,
): Promise<EInvoiceAttachmentFile[]> {
  const files = await listPdfEmbeddedFiles(pdf);
  return files
    .filter((file) => file.name !== invoiceXmlName)
    .map((file) => ({
      fileName: file.name,
      contentType: file.mimeType ?? 'application/octet-stream',
      bytes: file.read(),
    }));
}
