/** Upload limits: the largest accepted file, the most files in one upload and the most pages in one file. */
export type ImportLimits = { maxFileBytes: number; maxFiles: number; maxPages: number };

const MB = 1024 * 1024;

/**
 * Limits from LEDGERLINE_IMPORT_MAX_FILE_MB (default 50), LEDGERLINE_IMPORT_MAX_FILES (default 20) and
 * LEDGERLINE_IMPORT_MAX_PAGES (default 500).
 */
export function importLimitsFrom(env: NodeJS.ProcessEnv = process.env): ImportLimits {
  const positive = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    maxFileBytes: Math.round(positive(env.LEDGERLINE_IMPORT_MAX_FILE_MB, 50) * MB),
    maxFiles: Math.floor(positive(env.LEDGERLINE_IMPORT_MAX_FILES, 20)),
    maxPages: Math.floor(positive(env.LEDGERLINE_IMPORT_MAX_PAGES, 500)),
  };
}

/** The file size limit in whole megabytes, as shown in Import_File_Too_Large. */
export const limitInMegabytes = (limits: ImportLimits) => Math.round(limits.maxFileBytes / MB);
