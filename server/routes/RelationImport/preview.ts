import {
  checkRows,
  type ImportMapping,
  type ImportPreview,
  importFields,
  mappingProblems,
  previewRows,
  rowErrorsOf,
} from '../../../domain/masterdata/import/index';
import type { StoredUpload } from '../../services/masterdata/import/storedUploads';

/** Rows a preview shows; the errors cover every row. */
export const PreviewRowCount = 20;

/** The preview of an upload read with a mapping. */
export function presentPreview(
  uploadId: string,
  upload: StoredUpload,
  mapping: ImportMapping,
): ImportPreview {
  const { table, meta } = upload;
  const checked = checkRows(meta.target, table, mapping);
  return {
    UploadId: uploadId,
    FileName: meta.fileName,
    Columns: table.columns,
    Mapping: mapping,
    MappingErrors: mappingProblems(meta.target, table.columns, mapping),
    Fields: importFields(meta.target),
    RowCount: table.rows.length,
    Rows: previewRows(meta.target, table, mapping, PreviewRowCount),
    Errors: rowErrorsOf(checked.skipped),
    ValidCount: checked.rows.length,
    InvalidCount: checked.skipped.length,
  };
}
