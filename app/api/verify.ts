import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RelationParty } from '../../domain/documents/relationParty';
import type { Customer, Vendor } from '../../domain/masterdata/index';
import type { Box } from '../../domain/recognition/types';
import type {
  DuplicateSuspect,
  VerifyDocument,
  VerifyDocumentCounts,
  VerifyPage,
  VerifyRecognizedFields,
  VerifySaveBody,
  VerifySettings,
} from '../../domain/verify/types';
import { getAccessToken } from '../session/tokenStore';
import { ApiError } from './apiError';
import { api } from './client';
import { getFile, queryString } from './intake';

const enc = encodeURIComponent;

/** The document types the verify screen lists. */
export type VerifyDocumentType = VerifyDocument['DocumentType'];

/** The verify list's filters (spec 001 §4) and how many documents it shows (10 → 50, spec 001 §9). */
export type VerifyListFilter = {
  companyId?: string;
  documentType?: VerifyDocumentType;
  oldestFirst: boolean;
  maximumCount: number;
};

/** Documents waiting to be verified (GET /Verify/GetDocuments). */
export function useVerifyDocuments(filter: VerifyListFilter) {
  return useQuery({
    queryKey: ['verify', 'list', filter],
    queryFn: () =>
      api.get<VerifyDocument[]>(`/api/Verify/GetDocuments${queryString({ ...filter, currentTake: 0 })}`),
    placeholderData: keepPreviousData,
  });
}

/** How many documents wait per company and type (GET /Verify/GetDocumentCount); silent: a count may be missing. */
export function useVerifyCount(filter: Pick<VerifyListFilter, 'companyId' | 'documentType'>) {
  return useQuery({
    queryKey: ['verify', 'count', filter],
    queryFn: () => api.get<VerifyDocumentCounts>(`/api/Verify/GetDocumentCount${queryString(filter)}`),
    meta: { silent: true },
  });
}

/** A document opened in verify: held for this user, or read-only when someone else holds it. */
export type OpenedVerifyDocument = { document: VerifyDocument; readOnly: boolean };

/**
 * Holds the document for this user (PUT /Verify/BlockRecord answers it and frees the one held before). A 423 means
 * someone else holds it: it is then only read (GET /Verify/GetDocuments/{id}). A read-only session only reads.
 */
export async function openVerifyDocument(id: string, hold: boolean): Promise<OpenedVerifyDocument> {
  if (hold) {
    try {
      const document = await api.put<VerifyDocument>(`/api/Verify/BlockRecord/${enc(id)}`);
      return { document, readOnly: false };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 423)) throw error;
    }
  }
  const document = await api.get<VerifyDocument>(`/api/Verify/GetDocuments/${enc(id)}`);
  return { document, readOnly: true };
}

/** The document open in verify; read once per opening (holding it is a side effect, not refreshed). */
export function useOpenedVerifyDocument(id: string | null, hold: boolean) {
  return useQuery({
    queryKey: ['verify', 'document', id, hold],
    queryFn: () => openVerifyDocument(id ?? '', hold),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // The screen says itself that the document is gone (spec 001 §4).
    meta: { silent: true },
  });
}

/** What recognition read (GET /Verify/GetVerifyRecordRecognizedFields/{id}); missing reads as nothing read. */
export function useRecognizedFields(id: string | null) {
  return useQuery({
    queryKey: ['verify', 'fields', id],
    queryFn: () =>
      api.get<VerifyRecognizedFields>(`/api/Verify/GetVerifyRecordRecognizedFields/${enc(id ?? '')}`),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/** The words on the document's pages with their boxes (GET /Verify/GetVerifyRecordWords/{id}), for picking values. */
export function useVerifyWords(id: string | null) {
  return useQuery({
    queryKey: ['verify', 'words', id],
    queryFn: () =>
      api.get<Array<{ Page: number; Text: string; Box: Box }>>(
        `/api/Verify/GetVerifyRecordWords/${enc(id ?? '')}`,
      ),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    // Picking words is an aid: without them the page is only shown.
    meta: { silent: true },
  });
}

/** The pages of a document's source document (GET /Verify/GetVerifyRecordPages/{sourceDocumentId}). */
export function useVerifyPages(sourceDocumentId: string | null) {
  return useQuery({
    queryKey: ['verify', 'pages', sourceDocumentId],
    queryFn: () => api.get<VerifyPage[]>(`/api/Verify/GetVerifyRecordPages/${enc(sourceDocumentId ?? '')}`),
    enabled: Boolean(sourceDocumentId),
    // Spec 001 §8: a failed page image read is silent.
    meta: { silent: true },
  });
}

/** The image of one page (GET /Verify/GetPageImageContent/{sourceFileId}?page=N) as an object URL's blob. */
export function useVerifyPageImage(page: VerifyPage | null) {
  return useQuery({
    queryKey: ['verify', 'page-image', page?.SourceFileId, page?.SourceFilePageNumber],
    queryFn: () =>
      getFile(
        `/api/Verify/GetPageImageContent/${enc(page?.SourceFileId ?? '')}${queryString({
          page: page?.SourceFilePageNumber || page?.PageNumber,
        })}`,
      ).then((file) => file.blob),
    enabled: Boolean(page),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/** The company's verify settings (GET /Verify/GetVerifySettings/{companyId}). */
export function useVerifySettings(companyId: string | null) {
  return useQuery({
    queryKey: ['verify', 'settings', companyId],
    queryFn: () => api.get<VerifySettings>(`/api/Verify/GetVerifySettings/${enc(companyId ?? '')}`),
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
}

/** The save's answer: the next document the server would open. */
export type VerifySaved = { Message: string; NextId: string | null };

/** Saves the verified header (PUT /Verify/Save{DocumentType}); the screen answers refusals itself. */
export function useSaveVerify() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ type, body }: { type: VerifyDocumentType; body: VerifySaveBody }) =>
      api.put<VerifySaved>(`/api/Verify/Save${type}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['verify', 'list'] }),
  });
}

/** Deletes a document waiting for verify (DELETE /Verify/DeleteDocument/{id}). */
export function useDeleteVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Verify/DeleteDocument/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['verify', 'list'] }),
  });
}

/** The suspects a refused save names (409 Verify_Possible_Duplicate / Verify_Duplicate_Document). */
export function duplicatesOf(error: unknown): DuplicateSuspect[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { Duplicates?: unknown } | undefined;
  return Array.isArray(body?.Duplicates) ? (body.Duplicates as DuplicateSuspect[]) : [];
}

/** Releases every document this user holds (PUT /Verify/UnblockRecordsForUser). */
export function unblockRecords(): Promise<void> {
  return api.put('/api/Verify/UnblockRecordsForUser').then(() => undefined);
}

/** The same release when the page goes away: a keepalive request outlives the page. */
export function unblockRecordsOnLeave(): void {
  const token = getAccessToken();
  void fetch('/api/Verify/UnblockRecordsForUser', {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  }).catch(() => undefined);
}

/** Relations a verify field offers at once. */
const RelationCount = 50;

/** A vendor or customer as the verify relation field offers it: its code (the ERP's), name and IBANs. */
export type RelationChoice = { Id: string; Code: string; Name: string; IbanNumbers: string[] };

/** A vendor or customer as the API answers it, as the relation field offers it. */
export const relationChoiceOf = (relation: Vendor | Customer): RelationChoice => ({
  Id: relation.Id,
  Code: 'ErpCode' in relation ? relation.ErpCode : relation.Code,
  Name: relation.Name,
  IbanNumbers: relation.IbanNumbers,
});

/**
 * A company's vendors or customers whose code or name matches the term (GET /Vendor/GetByCompanyAndSearch,
 * /Customer/…), or the first ones.
 */
export async function searchRelations(
  party: RelationParty,
  companyId: string,
  term: string,
): Promise<RelationChoice[]> {
  const query = queryString({ searchValue: term.trim() || undefined, maxCount: RelationCount });
  const found = await (term.trim()
    ? api.get<Array<Vendor | Customer>>(`/api/${party}/GetByCompanyAndSearch/${enc(companyId)}${query}`)
    : api.get<Array<Vendor | Customer>>(`/api/${party}/GetByCompany/${enc(companyId)}${query}`));
  return found.map(relationChoiceOf);
}

/** The first vendors (or customers) of a company, loaded once the relation field is used. */
export function useCompanyRelations(party: RelationParty, companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['verify', 'relations', party, companyId],
    queryFn: () => searchRelations(party, companyId ?? '', ''),
    enabled: enabled && Boolean(companyId),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

/** The document's vendor or customer with its IBANs (GET /Vendor/{id}, /Customer/{id}), for the IBANs offered. */
export function useVerifyRelation(party: RelationParty, id: string | null) {
  return useQuery({
    queryKey: ['verify', 'relation', party, id],
    queryFn: async () => relationChoiceOf(await api.get<Vendor | Customer>(`/api/${party}/${enc(id ?? '')}`)),
    enabled: Boolean(id),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
