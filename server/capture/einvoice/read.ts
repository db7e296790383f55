import {
  type EInvoiceParseResult,
  EInvoiceReadError,
  MAX_XML_BYTES,
  parseEInvoice,
} from '../../../domain/einvoice/index';
import { decodeXmlBytes } from './decode';
import { extractEmbeddedInvoiceXml } from './extract';

/** Where the invoice XML came from. */
export type EInvoiceSourceKind = 'xml' | 'pdf';

export type EInvoiceFileResult = {
  source: EInvoiceSourceKind;
  /** Name of the XML file inside the PDF, or the file name given for an XML file. */
  xmlFileName: string | null;
  xml: string;
  invoice: EInvoiceParseResult;
  /** Files embedded in the PDF besides the invoice XML (empty for XML input). */
  pdfAttachments: EInvoiceParseResult['Attachments'];
};

function isPdf(bytes: Uint8Array): boolean {
  // The header may be preceded by up to 1 KB of junk, as PDF readers allow.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** Reads an electronic invoice from file bytes: a PDF with embedded invoice XML, or the XML itself. */
export async function readEInvoiceFile(bytes: Uint8Array, fileName?: string): Promise<EInvoiceFileResult> {
  if (isPdf(bytes)) {
    const embedded = await extractEmbeddedInvoiceXml(bytes);
    if (embedded.xml === null) {
      throw new EInvoiceReadError('EInvoice_No_Xml_In_Pdf', 'The PDF has no embedded invoice XML');
    }
    return {
      source: 'pdf',
      xmlFileName: embedded.xmlFileName,
      xml: embedded.xml,
      invoice: parseEInvoice(embedded.xml),
      pdfAttachments: embedded.attachments,
    };
  }
  if (bytes.length > MAX_XML_BYTES) {
    throw new EInvoiceReadError('EInvoice_Too_Large', `XML is larger than ${MAX_XML_BYTES} bytes`);
  }
  const xml = decodeXmlBytes(bytes);
  return {
    source: 'xml',
    xmlFileName: fileName ?? null,
    xml,
    invoice: parseEInvoice(xml),
    pdfAttachments: [],
  };
}
