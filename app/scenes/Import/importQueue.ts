import type { ImportResult } from '../../api/import';

/** What the import page shows after uploads: every document made and every file refused, newest first. */
export type ImportOutcome = ImportResult;

export const noOutcome: ImportOutcome = { Documents: [], Errors: [] };

/** Adds one upload's answer to what was shown before; the files it answered leave the queue. */
export function addOutcome(shown: ImportOutcome, answer: ImportResult): ImportOutcome {
  return {
    Documents: [...answer.Documents, ...shown.Documents],
    Errors: [...answer.Errors, ...shown.Errors],
  };
}

/** The outcome without one refused file (the user dismissed it). */
export function dismissRefused(shown: ImportOutcome, index: number): ImportOutcome {
  return { ...shown, Errors: shown.Errors.filter((_, position) => position !== index) };
}
