import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedDocument, PackingSlipLinkCandidate } from '../../domain/documents/links';
import { api } from './client';

const enc = encodeURIComponent;

/** The cache key of a document's linked documents. */
export const linkedDocumentsKey = (id: string) => ['documents', 'links', id];

/** A document's linked documents: an invoice's packing slips, a packing slip's invoices. */
export function useLinkedDocuments(id: string) {
  return useQuery({
    queryKey: linkedDocumentsKey(id),
    queryFn: () => api.get<LinkedDocument[]>(`/api/Document/GetLinkedDocuments/${enc(id)}`),
    staleTime: 30_000,
  });
}

/** Packing slips that may be linked to an invoice, narrowed by `search`; asked only while `enabled`. */
export function usePackingSlipLinkCandidates(invoiceId: string, search: string, enabled: boolean) {
  const query = search.trim() === '' ? '' : `?search=${enc(search.trim())}`;
  return useQuery({
    queryKey: ['documents', 'link-candidates', invoiceId, search.trim()],
    queryFn: () =>
      api.get<PackingSlipLinkCandidate[]>(
        `/api/Document/GetPackingSlipLinkCandidates/${enc(invoiceId)}${query}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Links (or, with `unlink`, removes the link of) a packing slip and a purchase invoice; afterwards the links,
 * candidates, details and overviews are asked again, as they show the numbers and counts that changed.
 */
export function useLinkPackingSlip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      packingSlipId,
      unlink,
    }: {
      invoiceId: string;
      packingSlipId: string;
      unlink?: boolean;
    }) =>
      unlink
        ? api.delete<LinkedDocument[]>(
            `/api/Document/LinkPackingSlipToInvoice?invoiceId=${enc(invoiceId)}&packingSlipId=${enc(packingSlipId)}`,
          )
        : api.post<LinkedDocument[]>('/api/Document/LinkPackingSlipToInvoice', {
            InvoiceId: invoiceId,
            PackingSlipId: packingSlipId,
          }),
    onSuccess: (links, { invoiceId }) => {
      client.setQueryData(linkedDocumentsKey(invoiceId), links);
      for (const part of ['links', 'link-candidates', 'detail', 'overview', 'totals'])
        void client.invalidateQueries({ queryKey: ['documents', part] });
    },
  });
}
