import type { OriginalSourceType } from '../../../domain/documents/enums';
import { readEmail } from '../../capture/email/readEmail';
import { DefaultPageRenderOptions } from '../../capture/pdf/index';
import { ImportFileError } from './importError';
import type { ImportLimits } from './limits';
import { type DocumentFileType, openPages } from './pageSource';
import { type SniffedFileType, sniffFileType } from './sniff';

/** A file handed to import: its name (kept, never trusted for the type) and its bytes. */
export type ImportInputFile = { fileName: string; bytes: Uint8Array };

/** One future document: its original file and how many pages it has (rendered later, by a job). */
export type PreparedDocument = {
  fileName: string;
  bytes: Uint8Array;
  type: DocumentFileType;
  pageCount: number;
};

/** A file checked and counted, ready to be stored in one transaction. */
export type PreparedFile = {
  fileName: string;
  bytes: Uint8Array;
  type: SniffedFileType;
  originalType: Extract<OriginalSourceType, 'Upload' | 'Email'>;
  email: { senderName: string; senderEmail: string; subject: string } | null;
  documents: PreparedDocument[];
};

/** Opens the file (refusing damaged or protected ones) and counts its pages against the limit. */
async function countPages(
  file: ImportInputFile,
  type: DocumentFileType,
  limits: ImportLimits,
): Promise<PreparedDocument> {
  const pages = await openPages(file.bytes, type, DefaultPageRenderOptions);
  await pages.close();
  // Rendering costs CPU per page: a file of thousands of (tiny) pages is refused up front.
  if (pages.pageCount > limits.maxPages)
    throw new ImportFileError('Import_Too_Many_Pages', [limits.maxPages]);
  return { fileName: file.fileName, bytes: file.bytes, type, pageCount: pages.pageCount };
}

async function prepareEmail(file: ImportInputFile, limits: ImportLimits): Promise<PreparedFile> {
  const email = await readEmail(file.bytes).catch(() => {
    throw new ImportFileError('Import_Unsupported_File_Type');
  });
  const documents: PreparedDocument[] = [];
  for (const attachment of email.attachments) {
    const type = sniffFileType(attachment.bytes);
    // Body pictures (logos, signatures) and files we cannot show (Word, zip, a forwarded mail) are no documents.
    if (!type || type === 'email' || (attachment.inline && type !== 'pdf')) continue;
    documents.push(await countPages(attachment, type, limits));
  }
  if (documents.length === 0) throw new ImportFileError('Import_Email_Without_Documents');
  return {
    ...file,
    type: 'email',
    originalType: 'Email',
    email: { senderName: email.senderName, senderEmail: email.senderEmail, subject: email.subject },
    documents,
  };
}

/**
 * Checks one file (type by content, readable, page count) before anything is stored; its pages are
 * rendered later. A PDF reaching here is no accepted e-invoice (its embedded XML, if any, was
 * refused), so it is imported as an ordinary upload. Throws ImportFileError with the key that tells
 * the user why the file was refused.
 */
export async function prepareFile(file: ImportInputFile, limits: ImportLimits): Promise<PreparedFile> {
  // An empty file has no type to sniff: say it is empty rather than of an unknown kind.
  if (file.bytes.length === 0) throw new ImportFileError('Import_Empty_File');
  const type = sniffFileType(file.bytes);
  if (!type) throw new ImportFileError('Import_Unsupported_File_Type');
  if (type === 'email') return prepareEmail(file, limits);
  return {
    ...file,
    type,
    originalType: 'Upload',
    email: null,
    documents: [await countPages(file, type, limits)],
  };
}
