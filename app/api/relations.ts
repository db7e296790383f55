import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  CustomerInput,
  RelationCreateResult,
  RelationCreateState,
  RelationKind,
  Vendor,
  VendorInput,
} from '../../domain/masterdata/index';
import { api } from './client';
import { downloadExport, type MasterDataPage, type MasterDataPageQuery, pageQueryString } from './masterdata';

/** A bank-account change of a vendor as `?detailed=true` lists it, newest first. */
export type BankAccountChange = {
  Id: string;
  Source: string;
  FromIbans: string[];
  ToIbans: string[];
  ChangedAt: string;
  ChangedByName: string;
  ConfirmedAt: string | null;
  ConfirmedByName: string;
};

/** A vendor in detail: with its bank-account changes. */
export type VendorDetail = Vendor & { BankAccountChanges?: BankAccountChange[] };

/** A relation of either kind as the calls answer it. */
export type Relation<K extends RelationKind> = K extends 'Vendor' ? VendorDetail : Customer;
/** The editable fields of a relation of either kind. */
export type RelationInput<K extends RelationKind> = K extends 'Vendor' ? VendorInput : CustomerInput;

const path = (kind: RelationKind, rest: string) => `/api/${kind}/${rest}`;

/** One page of a company's vendors or customers (GET /{Entity}/GetPageByCompany), keeping the last page meanwhile. */
export function useRelationPage<K extends RelationKind>(
  kind: K,
  companyId: string | null,
  query: MasterDataPageQuery,
) {
  return useQuery({
    queryKey: ['relations', kind, companyId, 'page', query],
    queryFn: () =>
      api.get<MasterDataPage<Relation<K>>>(
        `${path(kind, `GetPageByCompany/${encodeURIComponent(companyId ?? '')}`)}?${pageQueryString(query)}`,
      ),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
  });
}

/** One vendor or customer; a vendor with its bank-account changes. The edit page shows a failure itself. */
export function useRelation<K extends RelationKind>(kind: K, id: string | undefined) {
  return useQuery({
    queryKey: ['relations', kind, 'detail', id],
    queryFn: () => api.get<Relation<K>>(path(kind, `${encodeURIComponent(id ?? '')}?detailed=true`)),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Saves an existing vendor or customer (PUT /{Entity}/{id}). */
export function useUpdateRelation<K extends RelationKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id: string; input: RelationInput<K> }) =>
      api.put<Relation<K>>(path(kind, encodeURIComponent(id)), input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['relations', kind] }),
  });
}

/** Deletes a vendor or customer (DELETE /{Entity}/{id}). */
export function useDeleteRelation(kind: RelationKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(kind, encodeURIComponent(id))),
    onSuccess: () => client.invalidateQueries({ queryKey: ['relations', kind] }),
  });
}

/** A second user confirms a vendor's changed bank account (POST /Vendor/ConfirmBankAccount/{id}). */
export function useConfirmBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Vendor>(path('Vendor', `ConfirmBankAccount/${encodeURIComponent(id)}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['relations', 'Vendor'] }),
  });
}

/** Asks the company's financial system to create a relation (POST /Relation/, spec 002 §4). */
export function requestRelationCreate<K extends RelationKind>(
  kind: K,
  companyId: string,
  relation: RelationInput<K>,
): Promise<RelationCreateResult> {
  return api.post<RelationCreateResult>('/api/Relation', {
    CompanyId: companyId,
    IsVendor: kind === 'Vendor',
    Relation: relation,
  });
}

/** Where a relation creation stands (GET /{Entity}/GetCreateStatus/{createId}). */
export function relationCreateStatus<K extends RelationKind>(
  kind: K,
  createId: string,
): Promise<RelationCreateState<Relation<K>>> {
  return api.get<RelationCreateState<Relation<K>>>(
    path(kind, `GetCreateStatus/${encodeURIComponent(createId)}`),
  );
}

/** The vendors or customers the table shows, as an Excel file (GET /{Entity}/Export). */
export function exportRelations(
  kind: RelationKind,
  companyId: string,
  query: Omit<MasterDataPageQuery, 'skip' | 'take'> & { locale: string },
  onProgress?: (bytes: number) => void,
) {
  return downloadExport(
    `${path(kind, `Export/${encodeURIComponent(companyId)}`)}?${pageQueryString(query)}`,
    onProgress,
  );
}
