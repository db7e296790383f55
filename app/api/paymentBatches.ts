import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentLineFlag } from '../../domain/payments/payables';
import type { DocumentToPay, PaymentBatch, PaymentBatchSummary } from '../../domain/payments/views';
import { api, type DownloadedBlob } from './client';
import { queryString } from './intake';

export type {
  DocumentToPay,
  PaymentBatch,
  PaymentBatchHistoryLine,
  PaymentBatchLine,
  PaymentBatchSummary,
} from '../../domain/payments/views';

// Payment batches (issue 15, spec 002 §2–§4, §7): the calls of /payment-batch-generate and /payment-batches.

/** The flags a batch line may carry (domain/payments/payables lineFlags). */
export const PaymentLineFlags: readonly PaymentLineFlag[] = [
  'IbanDiffersFromVendor',
  'BankAccountUnconfirmed',
];

/** What a batch line's history says happened to it. */
export const PaymentBatchLineActions = [
  'Added',
  'Approved',
  'Cancelled',
  'Netted',
  'Paid',
  'Removed',
] as const;

/** Which documents to pay the list shows: open ones (default), those in an open batch, or all. */
export const DocumentsToPayStatuses = ['Open', 'InBatch', 'All'] as const;
export type DocumentsToPayStatus = (typeof DocumentsToPayStatuses)[number];

/** The filters of Documents To Pay (spec 002 §2); dates as yyyy-mm-dd. */
export type DocumentsToPayFilter = {
  CompanyId: string;
  DocumentNumber: string;
  DocumentDateFrom: string;
  DocumentDateTo: string;
  PaymentDateFrom: string;
  PaymentDateTo: string;
  Status: DocumentsToPayStatus;
};

/** The columns the list sorts by, as the server names them. */
export type DocumentsToPaySort = { Sort: string; Desc: boolean };

export type PaymentBatchListFilter = { CompanyId: string; Status: string };

const enc = encodeURIComponent;
const rootKey = 'paymentBatches';

/** The documents to pay under the filters, in the asked order (once `enabled`: the default company is known). */
export function useDocumentsToPay(filter: DocumentsToPayFilter, sort: DocumentsToPaySort, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [rootKey, 'documentsToPay', filter, sort],
    queryFn: () =>
      api.get<{ Rows: DocumentToPay[]; Total: number }>(
        `/api/PaymentBatch/DocumentsToPay${queryString({ ...filter, Sort: sort.Sort, Desc: sort.Desc })}`,
      ),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The documents to pay under the filters, in the list's order and columns, as an XLSX in `locale`'s captions. */
export function exportDocumentsToPay(
  filter: DocumentsToPayFilter,
  sort: DocumentsToPaySort,
  locale: string,
  onProgress?: (bytes: number) => void,
): Promise<DownloadedBlob> {
  // Empty filters are left out, as the list's query string leaves them out.
  const filters = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
  return api.download(
    '/api/PaymentBatch/DocumentsToPay/Export',
    { ...filters, Sort: sort.Sort, Desc: sort.Desc, Locale: locale },
    onProgress,
  );
}

/** The documents the proposal would pay before `payBefore`: due before it, or with a discount that ends before it. */
export function fetchPaymentProposal(companyId: string, payBefore: string): Promise<string[]> {
  return api
    .get<{ DocumentIds: string[] }>(
      `/api/PaymentBatch/Proposal${queryString({ CompanyId: companyId, PayBefore: payBefore })}`,
    )
    .then((answer) => answer.DocumentIds);
}

/** Creates a Concept batch of the given documents; answers the stored batch. */
export function useCreatePaymentBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { CompanyId: string; TransactionDate: string; DocumentIds: string[] }) =>
      api.put<PaymentBatch>('/api/PaymentBatch', input),
    onSuccess: () => client.invalidateQueries({ queryKey: [rootKey] }),
  });
}

/** The batches, newest first. */
export function usePaymentBatches(filter: PaymentBatchListFilter) {
  return useQuery({
    queryKey: [rootKey, 'list', filter],
    queryFn: () => api.get<PaymentBatchSummary[]>(`/api/PaymentBatch${queryString(filter)}`),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** One batch with its lines, as the asking user sees it (MayApprove, Blockers). */
export function usePaymentBatch(id: string | undefined) {
  return useQuery({
    queryKey: [rootKey, 'one', id],
    queryFn: () => api.get<PaymentBatch>(`/api/PaymentBatch/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** A change to one batch: the answer is the stored batch, put in the cache at once. */
function useBatchChange<V>(call: (variables: V) => Promise<PaymentBatch>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (batch) => {
      client.setQueryData([rootKey, 'one', batch.Id], batch);
      return client.invalidateQueries({ queryKey: [rootKey] });
    },
  });
}

/** Approves a Concept batch (four eyes: never its creator). */
export function useApprovePaymentBatch() {
  return useBatchChange((id: string) =>
    api.post<PaymentBatch>(`/api/PaymentBatch/Approve/${enc(id)}`, { Id: id, Status: 'Approved' }),
  );
}

/** Marks a batch completed: its Concept lines and their documents become paid. */
export function useCompletePaymentBatch() {
  return useBatchChange((id: string) => api.post<PaymentBatch>(`/api/PaymentBatch/Complete/${enc(id)}`));
}

/** Cancels a Concept or Approved batch, with the mandatory remark: its documents are to pay again. */
export function useCancelPaymentBatch() {
  return useBatchChange(({ id, remark }: { id: string; remark: string }) =>
    api.post<PaymentBatch>(`/api/PaymentBatch/Cancel/${enc(id)}`, { Remark: remark }),
  );
}

/** Removes a line from its batch; the remark is mandatory. */
export function useRemovePaymentBatchLine() {
  return useBatchChange(({ lineId, remark }: { lineId: string; remark: string }) =>
    api.delete<PaymentBatch>(`/api/PaymentBatchLine/${enc(lineId)}${queryString({ remark })}`),
  );
}

/** Marks one line as paid. */
export function useSetPaymentBatchLinePaid() {
  return useBatchChange((lineId: string) =>
    api.put<PaymentBatch>(`/api/PaymentBatchLine/SetAsPaid/${enc(lineId)}`),
  );
}

/** The SEPA credit-transfer file of an Approved or Completed batch (SCT_<number>_<timestamp>.xml). */
export function downloadPaymentBatchFile(id: string): Promise<DownloadedBlob> {
  return api.getFile(`/api/PaymentBatch/CreateFile/${enc(id)}`);
}
