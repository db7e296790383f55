/** Upload limits: the largest accepted file and the most files in one upload. */
export type ImportLimits = { maxFileBytes: number; maxFiles: number };

const MB = 1024 * 1024;

/** Limits from LEDGERLINE_IMPORT_MAX_FILE_MB (default 50) and LEDGERLINE_IMPORT_MAX_FILES (default 20). */
export function importLimitsFrom(env: NodeJS.ProcessEnv = process.env): ImportLimits {
  const positive = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    maxFileBytes: Math.round(positive(env.LEDGERLINE_IMPORT_MAX_FILE_MB, 50) * MB),
    maxFiles: Math.floor(positive(env.LEDGERLINE_IMPORT_MAX_FILES, 20)),
  };
}

/** The file size limit in whole megabytes, as shown in Import_File_Too_Large. */
export const limitInMegabytes = (limits: ImportLimits) => Math.round(limits.maxFileBytes / MB);
