import { queryOptions } from '@tanstack/react-query';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { api } from '../../api/client';

/** GET electronicInvoice/{documentId}; a failure is silent and reads as "no data" (spec 002 §8). */
export const electronicInvoiceQuery = (documentId: string) =>
  queryOptions({
    queryKey: ['electronicInvoice', documentId],
    queryFn: () =>
      api
        .get<ElectronicInvoice>(`/api/electronicInvoice/${encodeURIComponent(documentId)}`)
        .catch((): ElectronicInvoice | null => null),
    staleTime: 5 * 60 * 1000,
  });
