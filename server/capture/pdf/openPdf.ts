// Evaluated before pdfjs: it keeps the engine's own JSON functions (see nativeJson.ts).
import './nativeJson';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { projectRoot } from '../../paths';
import { restoreNativeJson } from './nativeJson';

// Under Node pdfjs runs its worker in this thread; handing it the module spares the first PDF a
// dynamic import of it (about 0.7 s).
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;
restoreNativeJson();

/** Why a PDF cannot be read: it needs a password, or it is damaged or no PDF at all. */
export class PdfReadError extends Error {
  constructor(readonly reason: 'password' | 'corrupt') {
    super(reason === 'password' ? 'PDF is password protected' : 'PDF is corrupt');
  }
}

// pdfjs draws the 14 standard fonts from these files; without them text renders in a fallback font.
const standardFontDataUrl = `${path.join(projectRoot, 'node_modules/pdfjs-dist/standard_fonts')}${path.sep}`;

/** Opens a PDF with pdfjs; throws PdfReadError('password') for encrypted files and 'corrupt' otherwise. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    // A copy: pdfjs may take over (detach) the buffer it is given, and the original must stay untouched.
    return await getDocument({
      data: new Uint8Array(bytes),
      standardFontDataUrl,
      verbosity: VerbosityLevel.ERRORS,
    }).promise;
  } catch (error) {
    throw classifyPdfError(error);
  }
}

/** Maps a pdfjs failure to a PdfReadError. */
export function classifyPdfError(error: unknown): PdfReadError {
  if (error instanceof PdfReadError) return error;
  const name = error instanceof Error ? error.name : '';
  return new PdfReadError(name === 'PasswordException' ? 'password' : 'corrupt');
}
