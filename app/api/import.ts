import type { OverviewDocumentType } from '../../domain/documents';
import { ApiError } from './apiError';
import { api } from './client';

/** The answer of POST /api/Import/Upload: documents created and files refused, each with its message key. */
export type ImportResult = {
  Documents: { Id: string; DocumentType: OverviewDocumentType; FileName: string }[];
  Errors: { FileName: string; Message: string }[];
};

/** Uploads files for a company and document type as one multipart request. */
export async function uploadDocuments(
  companyId: string,
  documentType: OverviewDocumentType,
  files: File[],
): Promise<ImportResult> {
  const body = new FormData();
  body.append('CompanyId', companyId);
  body.append('DocumentType', documentType);
  for (const file of files) body.append('file', file, file.name);
  try {
    return await api.upload<ImportResult>('/api/Import/Upload', body);
  } catch (error) {
    // Every file failed: the answer still lists each file's error.
    const errors =
      error instanceof ApiError && error.status === 400
        ? (error.body as Partial<ImportResult>)?.Errors
        : undefined;
    if (Array.isArray(errors)) return { Documents: [], Errors: errors };
    throw error;
  }
}
