import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderInput } from '../../domain/masterdata/index';
import { api } from './client';
import { type MasterDataPage, pageQueryString } from './masterdata';

/** What the purchase-order table asks for. */
export type PurchaseOrderPageQuery = {
  skip: number;
  take: number;
  searchValue: string;
  sort: string;
  descending: boolean;
  includeDeleted: boolean;
};

/** One page of a company's purchase orders (GET /PurchaseOrder/GetPageByCompany/{companyId}). */
export function usePurchaseOrderPage(companyId: string | null, query: PurchaseOrderPageQuery) {
  return useQuery({
    queryKey: ['purchaseOrders', companyId, 'page', query],
    queryFn: () =>
      api.get<MasterDataPage<PurchaseOrder>>(
        `/api/PurchaseOrder/GetPageByCompany/${encodeURIComponent(companyId ?? '')}?${pageQueryString(query)}`,
      ),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** One purchase order with its lines. */
export function usePurchaseOrder(id: string | undefined) {
  return useQuery({
    queryKey: ['purchaseOrders', 'detail', id],
    queryFn: () => api.get<PurchaseOrder>(`/api/PurchaseOrder/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a purchase order of a company. */
export function useSavePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: PurchaseOrderInput & { CompanyId: string } }) =>
      id
        ? api.put<PurchaseOrder>(`/api/PurchaseOrder/${encodeURIComponent(id)}`, input)
        : api.post<PurchaseOrder>('/api/PurchaseOrder', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchaseOrders'] }),
  });
}

/** Marks a purchase order deleted. */
export function useDeletePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/PurchaseOrder/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchaseOrders'] }),
  });
}
