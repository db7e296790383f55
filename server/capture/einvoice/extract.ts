import type { EInvoiceAttachment } from '../../../domain/einvoice/index';
import { decodeXmlBytes } from './decode';
import { listPdfEmbeddedFiles } from './pdf-files';

/** Names under which Factur-X, ZUGFeRD and XRechnung embed the invoice XML, in order of preference. */
export const INVOICE_XML_FILE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

/** What a PDF carries: the invoice XML (null when it has none) and its other embedded files. */
export type EmbeddedInvoiceXml = {
  xml: string | null;
  xmlFileName: string | null;
  attachments: EInvoiceAttachment[];
};

/** Finds the invoice XML embedded in a PDF (factur-x.xml, zugferd-invoice.xml, xrechnung.xml) and lists the other files. */
export async function extractEmbeddedInvoiceXml(pdfBytes: Uint8Array): Promise<EmbeddedInvoiceXml> {
  const files = await listPdfEmbeddedFiles(pdfBytes);
  // Matched case-insensitively: ZUGFeRD 1.0 writes ZUGFeRD-invoice.xml.
  const rank = (name: string) => INVOICE_XML_FILE_NAMES.indexOf(name.toLowerCase());
  const invoice = files
    .filter((f) => rank(f.name) >= 0)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .at(0);
  return {
    xml: invoice ? decodeXmlBytes(invoice.read()) : null,
    xmlFileName: invoice?.name ?? null,
    attachments: files
      .filter((f) => f !== invoice)
      .map((f) => ({ name: f.name, mimeType: f.mimeType, size: f.size })),
  };
}
