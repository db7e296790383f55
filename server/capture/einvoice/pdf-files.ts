import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';
import { EInvoiceReadError } from '../../../domain/einvoice/index';

/** A file embedded in a PDF (EmbeddedFiles name tree or /AF associated files). */
export type PdfEmbeddedFile = {
  name: string;
  mimeType: string | null;
  size: number;
  /** Reads the decoded (e.g. inflated) bytes of the file. */
  read(): Uint8Array;
};

// Guards against malformed, cyclic name trees.
const MAX_TREE_DEPTH = 32;

function asDict(value: PDFObject | undefined): PDFDict | undefined {
  return value instanceof PDFDict ? value : undefined;
}

function asArray(value: PDFObject | undefined): PDFArray | undefined {
  return value instanceof PDFArray ? value : undefined;
}

function textOf(value: PDFObject | undefined): string | null {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  // pdf-lib keeps the #xx escapes of names (e.g. /application#2Fpdf).
  if (value instanceof PDFName) {
    return value
      .decodeText()
      .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return null;
}

function fileSpecsInNameTree(node: PDFDict | undefined, depth: number): PDFDict[] {
  if (!node || depth > MAX_TREE_DEPTH) return [];
  const specs: PDFDict[] = [];
  const names = asArray(node.lookup(PDFName.of('Names')));
  for (let i = 1; names && i < names.size(); i += 2) {
    const spec = asDict(names.lookup(i));
    if (spec) specs.push(spec);
  }
  const kids = asArray(node.lookup(PDFName.of('Kids')));
  for (let i = 0; kids && i < kids.size(); i++) {
    specs.push(...fileSpecsInNameTree(asDict(kids.lookup(i)), depth + 1));
  }
  return specs;
}

// A broken attachment that is not the invoice must not stop the invoice from being read.
function decodedLength(read: () => Uint8Array, stream: PDFRawStream): number {
  try {
    return read().length;
  } catch {
    return stream.contents.length;
  }
}

function toEmbeddedFile(spec: PDFDict): PdfEmbeddedFile | null {
  const ef = asDict(spec.lookup(PDFName.of('EF')));
  const stream = ef?.lookup(PDFName.of('UF')) ?? ef?.lookup(PDFName.of('F'));
  if (!(stream instanceof PDFRawStream)) return null;
  const name = textOf(spec.lookup(PDFName.of('UF'))) ?? textOf(spec.lookup(PDFName.of('F'))) ?? '';
  const declared = asDict(stream.dict.lookup(PDFName.of('Params')))?.lookup(PDFName.of('Size'));
  const read = () => {
    try {
      return decodePDFRawStream(stream).decode();
    } catch (error) {
      throw new EInvoiceReadError(
        'EInvoice_Not_Pdf',
        `The embedded file '${name}' could not be decoded: ${(error as Error).message}`,
      );
    }
  };
  return {
    name,
    mimeType: textOf(stream.dict.lookup(PDFName.of('Subtype'))),
    size: declared instanceof PDFNumber ? declared.asNumber() : decodedLength(read, stream),
    read,
  };
}

async function fileSpecs(pdfBytes: Uint8Array): Promise<PDFDict[]> {
  const doc = await PDFDocument.load(pdfBytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const catalog = doc.catalog;
  const tree = asDict(asDict(catalog.lookup(PDFName.of('Names')))?.lookup(PDFName.of('EmbeddedFiles')));
  const specs = fileSpecsInNameTree(tree, 0);
  const af = asArray(catalog.lookup(PDFName.of('AF')));
  for (let i = 0; af && i < af.size(); i++) {
    const spec = asDict(af.lookup(i));
    if (spec) specs.push(spec);
  }
  // The same file specification is usually listed in both places.
  return [...new Set(specs)];
}

/** Lists the files embedded in a PDF, from the EmbeddedFiles name tree and the catalog's /AF array. */
export async function listPdfEmbeddedFiles(pdfBytes: Uint8Array): Promise<PdfEmbeddedFile[]> {
  let specs: PDFDict[];
  try {
    specs = await fileSpecs(pdfBytes);
  } catch (error) {
    // A broken PDF fails at load or at its first missing object (catalog, trailer).
    throw new EInvoiceReadError('EInvoice_Not_Pdf', `The PDF could not be read: ${(error as Error).message}`);
  }
  const files = specs.map(toEmbeddedFile).filter((f): f is PdfEmbeddedFile => f !== null);
  const seen = new Set<string>();
  return files.filter((f) => {
    const key = `${f.name}\u0000${f.size}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
