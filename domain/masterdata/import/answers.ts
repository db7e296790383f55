import type { ImportMapping } from './mapping';
import type { PreviewRow, RowError, SkippedRow } from './rows';
import type { ImportField } from './targets';

/** What a preview (POST RelationImport/Preview or Check) answers. */
export type ImportPreview = {
  /** Names the kept upload for Check and Import (an hour). */
  UploadId: string;
  FileName: string;
  /** The file's headers, or A, B, C … when it has none. */
  Columns: string[];
  /** The mapping the rows were read with: remembered, suggested, or the one sent to Check. */
  Mapping: ImportMapping;
  /** Per field: a required field left out, an unknown field or column. Import refuses while there are any. */
  MappingErrors: Record<string, string>;
  /** The target's fields in screen order, the required ones marked. */
  Fields: ImportField[];
  RowCount: number;
  /** The first rows as the mapping reads them. */
  Rows: PreviewRow[];
  /** Every problem of every row. */
  Errors: RowError[];
  ValidCount: number;
  InvalidCount: number;
};

/** What an import (POST RelationImport/Import) answers. */
export type ImportReport = {
  Created: number;
  Updated: number;
  /** Rows whose relation or code already held what the file says: nothing written. */
  Unchanged: number;
  Skipped: SkippedRow[];
};
