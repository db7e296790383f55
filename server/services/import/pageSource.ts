import { ImageReadError } from '../../capture/images/renderImage';
import { type PageEngine, pagesInThisThread } from '../../capture/pages/pageEngine';
import { type PageRenderOptions, type PageSource, PdfReadError } from '../../capture/pdf/index';
import { ImportFileError } from './importError';
import type { SniffedFileType } from './sniff';

/** A file that becomes one document with pages: a PDF or an image. */
export type DocumentFileType = Exclude<SniffedFileType, 'email'>;

/** Why a file cannot be read, as the key the user sees. */
function importErrorOf(error: unknown): unknown {
  if (error instanceof PdfReadError)
    return new ImportFileError(
      error.reason === 'password' ? 'Import_Pdf_Password_Protected' : 'Import_Pdf_Corrupt',
    );
  if (error instanceof ImageReadError) return new ImportFileError('Import_Image_Corrupt');
  return error;
}

/**
 * Opens a PDF or image for page-by-page rendering, by `engine` (the server's page thread, or this thread); unreadable
 * files throw ImportFileError.
 */
export async function openPages(
  bytes: Uint8Array,
  type: DocumentFileType,
  options: PageRenderOptions,
  engine: PageEngine = pagesInThisThread,
): Promise<PageSource> {
  try {
    return await engine.openPages(bytes, type === 'pdf' ? 'pdf' : 'image', options);
  } catch (error) {
    throw importErrorOf(error);
  }
}
