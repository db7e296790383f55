import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentRecord, HistoryEntry, OverviewDocumentType } from '../../domain/documents';
import type { ActionName, AllowedAction, Route } from '../../domain/workflow';
import { getAccessToken } from '../session/tokenStore';
import { api } from './client';

const enc = encodeURIComponent;

/** GET /api/DocumentAction/GetActionsForInvoice/{id}: what the user may do with the document now. */
export type DocumentActions = {
  Actions: AllowedAction[];
  SuggestedAction: ActionName | null;
  SuggestedUserId: string | null;
  Route: Route | null;
  LastInvoiceUpdate: string;
};

/** A user or group that may receive the document; an absent user's name carries their replacement. */
export type ActionRecipient = { Id: string; Name: string; IsGroup: boolean };

/** GET /api/DocumentAction/GetActionInformation/: what the panel asks and proposes for one action. */
export type ActionInformation = {
  Actions: AllowedAction[];
  UserIds: ActionRecipient[];
  SuggestedAction: ActionName | null;
  SuggestedUserId: string | null;
  SuggestedRemark: string;
  ApprovalAmount: number | null;
  Route: Route | null;
};

/** POST /api/Document/PostNewAction. */
export type PostNewActionRequest = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  NextAction: ActionName;
  NextUserId?: string | null;
  Remark?: string;
  ApprovalAmount?: number | null;
  LastInvoiceUpdate: string;
};

/** The answer of PostNewAction: the document as it is now and the history the action wrote. */
export type PostNewActionResult = {
  Document: DocumentRecord;
  History: HistoryEntry[];
  LastInvoiceUpdate: string;
};

/** PUT /api/Document/Lock/{id}: the workflow lock taken or renewed. */
export type LockTaken = { IsLocked: false; LockedUntil: string };

/** The cache key of a document's allowed actions. */
export const documentActionsKey = (type: OverviewDocumentType, id: string) => [
  'workflow',
  'actions',
  type,
  id,
];

/** The actions the signed-in user may perform on a document (empty while someone else holds its lock). */
export const documentActionsQuery = (type: OverviewDocumentType, id: string) =>
  queryOptions({
    queryKey: documentActionsKey(type, id),
    queryFn: () =>
      api.get<DocumentActions>(`/api/DocumentAction/GetActionsForInvoice/${enc(id)}?documentType=${type}`),
    retry: false,
    // Without its actions the detail still shows the document: no popup, just no panel.
    meta: { silent: true },
  });

/** The allowed actions of a document. */
export function useDocumentActions(type: OverviewDocumentType, id: string) {
  return useQuery(documentActionsQuery(type, id));
}

/** Who may receive the document for an action, the suggested user and remark, the approval amount. */
export function useActionInformation(type: OverviewDocumentType, id: string, action: ActionName | null) {
  return useQuery({
    queryKey: ['workflow', 'information', type, id, action],
    queryFn: () =>
      api.get<ActionInformation>(
        `/api/DocumentAction/GetActionInformation/?actionId=${enc(action ?? '')}&documentId=${enc(id)}&documentType=${type}`,
      ),
    enabled: action !== null,
    staleTime: 30_000,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * Performs an action; afterwards the document's detail, history, overviews, dashboard and actions are
 * asked again. The panel shows refusals itself, so the mutation stays silent.
 */
export function usePostAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PostNewActionRequest) =>
      api.post<PostNewActionResult>('/api/Document/PostNewAction', request),
    meta: { silent: true },
    onSettled: () =>
      Promise.all(
        [['documents'], ['workflow'], ['dashboard']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Takes or renews the document's workflow lock for two minutes; 423 when another user holds it. */
export function takeLock(id: string): Promise<LockTaken> {
  return api.put<LockTaken>(`/api/Document/Lock/${enc(id)}`);
}

/**
 * Releases the lock. `keepalive` lets the request outlive a closing tab (sendBeacon cannot PUT with a
 * bearer token); a failure is quiet, the lock then lapses after two minutes.
 */
export function releaseLock(id: string): void {
  const token = getAccessToken();
  fetch(`/api/Document/Unlock/${enc(id)}`, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => undefined);
}

/** POST /api/Document/PostNewActions: one action for many documents of one type (at most 500). */
export type PostNewActionsRequest = {
  DocumentIds: string[];
  DocumentType: OverviewDocumentType;
  NextAction: ActionName;
  NextUserId?: string | null;
  Remark?: string;
};

/** The answer of PostNewActions: every document as it is now. */
export type PostNewActionsResult = { Documents: DocumentRecord[] };

/**
 * Performs one action on many documents, all or nothing; afterwards the overviews, dashboard and actions
 * are asked again. The bulk bar shows a refusal (per document, in the error's `errors`) itself.
 */
export function usePostBulkAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PostNewActionsRequest) =>
      api.post<PostNewActionsResult>('/api/Document/PostNewActions', request),
    meta: { silent: true },
    onSettled: () =>
      Promise.all(
        [['documents'], ['workflow'], ['dashboard']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
