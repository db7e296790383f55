import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportMapping,
  ImportPreview,
  ImportReport,
  ImportTarget,
} from '../../domain/masterdata/import/index';
import { isCodeListTarget } from '../../domain/masterdata/import/index';
import { api } from './client';

/** An upload of a preview with the mapping to read it with (Check and Import). */
export type UploadMapping = {
  UploadId: string;
  CompanyId: string;
  Target: ImportTarget;
  Mapping: ImportMapping;
};

/** Uploads a CSV or XLSX file for a company and target; answers its columns, mapping, first rows and errors. */
export function previewRelationImport(
  companyId: string,
  target: ImportTarget,
  file: File,
): Promise<ImportPreview> {
  const body = new FormData();
  body.append('CompanyId', companyId);
  body.append('Target', target);
  body.append('file', file, file.name);
  return api.upload<ImportPreview>('/api/RelationImport/Preview', body);
}

/** Previews an upload: the file first (Preview), then again with each changed mapping (Check); the screen shows failures. */
export function useImportPreview() {
  return useMutation({
    meta: { silent: true },
    mutationFn: (request: { companyId: string; target: ImportTarget; file: File } | UploadMapping) =>
      'file' in request
        ? previewRelationImport(request.companyId, request.target, request.file)
        : api.post<ImportPreview>('/api/RelationImport/Check', request),
  });
}

/** Imports the valid rows of an upload (the screen shows failures); the lists of the target are read again afterwards. */
export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (request: UploadMapping) => api.post<ImportReport>('/api/RelationImport/Import', request),
    onSuccess: (_report, request) =>
      isCodeListTarget(request.Target)
        ? Promise.all([
            client.invalidateQueries({ queryKey: ['codeLists', request.Target] }),
            client.invalidateQueries({ queryKey: ['masterdata', request.Target] }),
          ])
        : client.invalidateQueries({ queryKey: ['relations', request.Target] }),
  });
}
