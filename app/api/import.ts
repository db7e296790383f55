import type { OverviewDocumentType } from '../../domain/documents';
import { getAccessToken } from '../session/tokenStore';
import { ApiError, errorFromBody, ServerDownMessage } from './apiError';

/** The answer of POST /api/Import/Upload: documents created and files refused, each with its message key. */
export type ImportResult = {
  Documents: { Id: string; DocumentType: OverviewDocumentType; FileName: string }[];
  Errors: { FileName: string; Message: string }[];
};

/**
 * Uploads files for a company and document type as one multipart request. The JSON client cannot send
 * multipart bodies, so this is the one place that calls fetch itself (with the same Bearer token).
 */
export async function uploadDocuments(
  companyId: string,
  documentType: OverviewDocumentType,
  files: File[],
): Promise<ImportResult> {
  const body = new FormData();
  body.append('CompanyId', companyId);
  body.append('DocumentType', documentType);
  for (const file of files) body.append('file', file, file.name);
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch('/api/Import/Upload', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {},
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError(null, ServerDownMessage);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.ok) return parsed as ImportResult;
  // Every file failed: the answer still lists each file's error.
  const errors = (parsed as Partial<ImportResult> | undefined)?.Errors;
  if (response.status === 400 && Array.isArray(errors)) return { Documents: [], Errors: errors };
  throw errorFromBody(response.status, parsed, text);
}
