import type { OriginalSourceType } from '../../../domain/documents/enums';
import { readEmail } from '../../capture/email/readEmail';
import { ImageReadError, renderImagePages } from '../../capture/images/renderImage';
import {
  type PageRenderOptions,
  PdfReadError,
  type RenderedPage,
  renderPdfPages,
} from '../../capture/pdf/index';
import { ImportFileError } from './importError';
import { type ImportLimits, limitInMegabytes } from './limits';
import { type SniffedFileType, sniffFileType } from './sniff';

/** A file handed to import: its name (kept, never trusted for the type) and its bytes. */
export type ImportInputFile = { fileName: string; bytes: Uint8Array };

type DocumentFileType = Exclude<SniffedFileType, 'email'>;

/** One future document: its original file and rendered pages. */
export type PreparedDocument = {
  fileName: string;
  bytes: Uint8Array;
  type: DocumentFileType;
  pages: RenderedPage[];
  hasInvoiceXml: boolean;
};

/** A file checked and rendered, ready to be stored in one transaction. */
export type PreparedFile = {
  fileName: string;
  bytes: Uint8Array;
  type: SniffedFileType;
  originalType: Extract<OriginalSourceType, 'Upload' | 'Email' | 'ElectronicDocument'>;
  email: { senderName: string; senderEmail: string; subject: string } | null;
  documents: PreparedDocument[];
};

async function renderDocument(
  file: ImportInputFile,
  type: DocumentFileType,
  render: PageRenderOptions,
): Promise<PreparedDocument> {
  try {
    if (type === 'pdf') {
      const pdf = await renderPdfPages(file.bytes, render);
      return { ...file, type, pages: pdf.pages, hasInvoiceXml: pdf.hasInvoiceXml };
    }
    return { ...file, type, pages: await renderImagePages(file.bytes, render), hasInvoiceXml: false };
  } catch (error) {
    if (error instanceof PdfReadError)
      throw new ImportFileError(
        error.reason === 'password' ? 'Import_Pdf_Password_Protected' : 'Import_Pdf_Corrupt',
      );
    if (error instanceof ImageReadError) throw new ImportFileError('Import_Image_Corrupt');
    throw error;
  }
}

async function prepareEmail(file: ImportInputFile, render: PageRenderOptions): Promise<PreparedFile> {
  const email = await readEmail(file.bytes).catch(() => {
    throw new ImportFileError('Import_Unsupported_File_Type');
  });
  const documents: PreparedDocument[] = [];
  for (const attachment of email.attachments) {
    const type = sniffFileType(attachment.bytes);
    // Body pictures (logos, signatures) and files we cannot show (Word, zip, a forwarded mail) are no documents.
    if (!type || type === 'email' || (attachment.inline && type !== 'pdf')) continue;
    documents.push(await renderDocument(attachment, type, render));
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
 * Checks one file (size, type by content) and renders its pages, before anything is stored.
 * Throws ImportFileError with the key that tells the user why the file was refused.
 */
export async function prepareFile(
  file: ImportInputFile,
  limits: ImportLimits,
  render: PageRenderOptions,
): Promise<PreparedFile> {
  if (file.bytes.length > limits.maxFileBytes)
    throw new ImportFileError('Import_File_Too_Large', [limitInMegabytes(limits)]);
  const type = sniffFileType(file.bytes);
  if (!type) throw new ImportFileError('Import_Unsupported_File_Type');
  if (type === 'email') return prepareEmail(file, render);
  const document = await renderDocument(file, type, render);
  return {
    ...file,
    type,
    originalType: document.hasInvoiceXml ? 'ElectronicDocument' : 'Upload',
    email: null,
    documents: [document],
  };
}
