/** What one stage counted; `note` says why a stage has no counts of its own (skipped, crashed). */
export type StageResult = {
  name: string;
  kind: 'check' | 'tests' | 'skipped';
  passed: number;
  failed: number;
  note?: string;
};

/** A check (lint, typecheck) counts as one test: passed when it exits 0. */
export function checkResult(name: string, exitCode: number | null): StageResult;
/** A stage that did not run, e.g. the PostgreSQL API tests without TEST_DATABASE_URL. */
export function skippedResult(name: string, note: string): StageResult;
/** Counts a Vitest JSON report; `report` is null when the run left none. */
export function vitestResult(
  name: string,
  exitCode: number | null,
  report: { numPassedTests?: number; numFailedTests?: number } | null,
): StageResult;
/** Counts a Playwright JSON report: expected and flaky tests passed, unexpected ones failed. */
export function playwrightResult(
  name: string,
  exitCode: number | null,
  report: { stats?: { expected?: number; unexpected?: number; flaky?: number } } | null,
): StageResult;
/** The stage's summary line. */
export function stageLine(result: StageResult): string;
/** The last line: `N passed, N failed`. */
export function totalLine(results: StageResult[]): string;
/** Whether `npm test` exits non-zero. */
export function anyFailed(results: StageResult[]): boolean;
