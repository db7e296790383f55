import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { CodeInvoice, CodeInvoiceInput, VatPercentageOf } from '../../../../domain/coding';
import type { OverviewDocumentType } from '../../../../domain/documents';
import type { ErpCode } from '../../../../domain/masterdata/index';
import { ApiError } from '../../../api/apiError';
import { api } from '../../../api/client';
import { popups } from '../../../shell/popups/popupStore';

const enc = encodeURIComponent;

/** The cache key of a document's coding. */
export const codeInvoiceKey = (id: string) => ['codeInvoice', id];

/** The coding of an invoice (GET /api/Document/GetCodeInvoice); the panel shows a failure itself. */
export function useCodeInvoice(type: OverviewDocumentType, id: string) {
  return useQuery({
    queryKey: codeInvoiceKey(id),
    queryFn: () => api.get<CodeInvoice>(`/api/Document/GetCodeInvoice/${enc(id)}?documentType=${type}`),
    meta: { silent: true },
    retry: false,
  });
}

/**
 * Saves the coding (PUT /api/Document/CodeInvoice): the answer replaces the cached coding; the document's detail,
 * overviews and dashboard are asked again (status and coding status may have moved). Refusals show in the panel.
 */
export function useSaveCoding(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CodeInvoiceInput) => api.put<CodeInvoice>('/api/Document/CodeInvoice', input),
    meta: { silent: true },
    onSuccess: (saved) => {
      client.setQueryData(codeInvoiceKey(id), saved);
      popups.add({ Message: 'Coding_Saved', Icon: 'check' });
    },
    onSettled: () =>
      Promise.all(
        [['documents'], ['workflow'], ['dashboard']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The messages of a refused save: every finding of `Errors`, else the one `Message`. */
export function refusalMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return error instanceof Error ? [error.message] : [];
  const body = error.body;
  if (typeof body === 'object' && body !== null && 'Errors' in body && Array.isArray(body.Errors)) {
    const messages = body.Errors.filter((entry): entry is string => typeof entry === 'string');
    if (messages.length > 0) return messages;
  }
  return [error.message];
}

/** The percentage of each of the company's VAT codes, for recalculating a line's VAT as the user types. */
export function useVatPercentages(
  companyId: string,
  known: ReadonlyArray<{ VatCode?: string | null; VatPercentage: number }>,
) {
  const codes = useQuery({
    queryKey: ['masterdata', 'VatCode', companyId, 'percentages'],
    queryFn: () => api.get<ErpCode[]>(`/api/VatCode/GetByCompany/${enc(companyId)}`),
    staleTime: 60_000,
    // Without the list the lines' own percentages still serve (spec 002 §8: look-up failures are quiet).
    meta: { silent: true },
  });
  const percentages = useMemo(() => {
    const map = new Map<string, number>();
    for (const line of known) if (line.VatCode) map.set(line.VatCode, line.VatPercentage);
    for (const code of codes.data ?? [])
      if (code.Percentage !== null && code.Percentage !== undefined) map.set(code.Code, code.Percentage);
    return map;
  }, [codes.data, known]);
  return useCallback<VatPercentageOf>(
    (code) => (code ? (percentages.get(code) ?? null) : null),
    [percentages],
  );
}
