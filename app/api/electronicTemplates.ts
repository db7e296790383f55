import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ElectronicTemplate,
  ElectronicTemplateInput,
  TemplateApplication,
} from '../../domain/electronicTemplates/index';
import { api } from './client';

/** An e-invoice a template can be tried on (GET ElectronicTemplate/RecentDocuments). */
export type TemplateSampleDocument = {
  Id: string;
  DocumentNumber: string;
  DocumentDate: string | null;
  RelationName: string;
  ImportDate: string;
};

/** What a template makes of an e-invoice (POST ElectronicTemplate/Preview). */
export type TemplatePreview = TemplateApplication & { Document: TemplateSampleDocument | null };

const key = ['electronicTemplates'] as const;

/** A company's electronic templates by name, without deleted ones (GET /ElectronicTemplate/GetByCompany/{id}). */
export function useElectronicTemplates(companyId: string | null) {
  return useQuery({
    queryKey: [...key, companyId],
    queryFn: () =>
      api.get<ElectronicTemplate[]>(
        `/api/ElectronicTemplate/GetByCompany/${encodeURIComponent(companyId ?? '')}`,
      ),
    enabled: Boolean(companyId),
  });
}

/** One electronic template with its results on the relation's latest e-invoice; the page shows a failure itself. */
export function useElectronicTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: () => api.get<ElectronicTemplate>(`/api/ElectronicTemplate/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without Id) or changes (with Id and LastUpdate) an electronic template. */
export function useSaveElectronicTemplate() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (input: ElectronicTemplateInput) =>
      api.put<ElectronicTemplate>('/api/ElectronicTemplate', input),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** Deletes an electronic template (it becomes Deleted). */
export function useDeleteElectronicTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/ElectronicTemplate/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** The relation's recent e-invoices of a company and document type, newest first. */
export function useTemplateSampleDocuments(
  companyId: string | null,
  relationCode: string,
  documentType: string,
) {
  return useQuery({
    queryKey: [...key, 'samples', companyId, relationCode, documentType],
    queryFn: () =>
      api.get<TemplateSampleDocument[]>(
        `/api/ElectronicTemplate/RecentDocuments?${new URLSearchParams({
          companyId: companyId ?? '',
          relationCode,
          documentType,
        })}`,
      ),
    enabled: Boolean(companyId && relationCode.trim()),
  });
}

/** Tries the template as edited on an e-invoice: the lines it makes and the lines it leaves unlinked. */
export function usePreviewElectronicTemplate() {
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (body: { Template: ElectronicTemplateInput; DocumentId?: string }) =>
      api.post<TemplatePreview>('/api/ElectronicTemplate/Preview', body),
  });
}
