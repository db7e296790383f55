/**
 * What one stage counted; `note` says why a stage has no counts of its own (skipped, crashed); `failures` names the
 * tests that failed.
 */
export type StageResult = {
  name: string;
  kind: 'check' | 'tests' | 'skipped';
  passed: number;
  failed: number;
  note?: string;
  failures?: string[];
};

/** One file of a Vitest JSON report, as far as the summary reads it. */
export type VitestFile = {
  name?: string;
  assertionResults?: Array<{ status?: string; fullName?: string; title?: string }>;
};

/** A suite of a Playwright JSON report, as far as the summary reads it. */
export type PlaywrightSuite = {
  title?: string;
  file?: string;
  line?: number;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title?: string; file?: string; line?: number; tests?: Array<{ status?: string }> }>;
};

/** A check (lint, typecheck) counts as one test: passed when it exits 0. */
export function checkResult(name: string, exitCode: number | null): StageResult;
/** A stage that did not run, e.g. the PostgreSQL API tests without TEST_DATABASE_URL. */
export function skippedResult(name: string, note: string): StageResult;
/** Counts a Vitest JSON report and names its failed tests; `report` is null when the run left none. */
export function vitestResult(
  name: string,
  exitCode: number | null,
  report: { numPassedTests?: number; numFailedTests?: number; testResults?: VitestFile[] } | null,
): StageResult;
/**
 * The files of a Vitest run whose worker died under them (failed with no failed test); none when any test failed.
 */
export function workerCrashFiles(
  report: {
    numFailedTests?: number;
    testResults?: Array<VitestFile & { status?: string; message?: string }>;
  } | null,
): string[];
/** Counts a Playwright JSON report: expected and flaky tests passed, unexpected ones failed (and named). */
export function playwrightResult(
  name: string,
  exitCode: number | null,
  report: {
    stats?: { expected?: number; unexpected?: number; flaky?: number };
    suites?: PlaywrightSuite[];
  } | null,
): StageResult;
/** The stage's summary line. */
export function stageLine(result: StageResult): string;
/** The failed tests of every stage, one line each, at most twenty a stage. */
export function failureLines(results: StageResult[]): string[];
/** The last line: `N passed, N failed`. */
export function totalLine(results: StageResult[]): string;
/** Whether `npm test` exits non-zero. */
export function anyFailed(results: StageResult[]): boolean;
