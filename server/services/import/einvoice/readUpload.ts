import { EInvoiceReadError } from '../../../../domain/einvoice/errors';
import type { ElectronicInvoice } from '../../../../domain/einvoice/types';
import { readEInvoiceFile } from '../../../capture/einvoice/index';
import { ImportFileError } from '../importError';
import type { ImportInputFile } from '../prepareFile';
import { sniffFileType } from '../sniff';

/** An uploaded file that is an electronic invoice: the XML itself or a PDF carrying it. */
export type UploadedEInvoice = {
  kind: 'xml' | 'pdf';
  xml: string;
  xmlFileName: string | null;
  invoice: ElectronicInvoice;
};

// A UTF-8/UTF-16 byte order mark and white space may come before the first tag.
function looksLikeXml(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 512)).replace(/^[\uFEFF\s\0]+/, '');
  return head.startsWith('<');
}

async function readPdf(file: ImportInputFile): Promise<UploadedEInvoice | null> {
  try {
    const read = await readEInvoiceFile(file.bytes, file.fileName);
    return { kind: 'pdf', xml: read.xml, xmlFileName: read.xmlFileName, invoice: read.invoice };
  } catch (error) {
    // A plain PDF, or one that cannot be opened, is left to the import pipeline, which says why.
    if (error instanceof EInvoiceReadError) return null;
    throw error;
  }
}

/**
 * Reads an uploaded file as an e-invoice: XML (UBL, CII, ZUGFeRD 1.0) or a PDF with embedded invoice
 * XML. Null for any other file; XML that is no readable invoice is refused as an unsupported type.
 */
export async function readUploadedEInvoice(file: ImportInputFile): Promise<UploadedEInvoice | null> {
  const type = sniffFileType(file.bytes);
  if (type === 'pdf') return readPdf(file);
  if (type !== null || !looksLikeXml(file.bytes)) return null;
  try {
    const read = await readEInvoiceFile(file.bytes, file.fileName);
    return { kind: 'xml', xml: read.xml, xmlFileName: file.fileName, invoice: read.invoice };
  } catch (error) {
    if (error instanceof EInvoiceReadError) throw new ImportFileError('Import_Unsupported_File_Type');
    throw error;
  }
}
