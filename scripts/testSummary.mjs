// Counting for `npm test` (scripts/test.mjs): one summary line per stage and the total line, from the exit
// code of each stage and the JSON reports of Vitest and Playwright. Pure, so it is unit-tested.

/**
 * What one stage counted; `note` says why a stage has no counts of its own (skipped, crashed).
 * @typedef {{ name: string, passed: number, failed: number, kind: 'check' | 'tests' | 'skipped', note?: string }} StageResult
 */

/**
 * A check (lint, typecheck) counts as one test: passed when it exits 0.
 * @param {string} name
 * @param {number | null} exitCode
 * @returns {StageResult}
 */
export function checkResult(name, exitCode) {
  const passed = exitCode === 0;
  return { name, kind: 'check', passed: passed ? 1 : 0, failed: passed ? 0 : 1 };
}

/**
 * A stage that did not run, e.g. the PostgreSQL API tests without TEST_DATABASE_URL.
 * @param {string} name
 * @param {string} note
 * @returns {StageResult}
 */
export function skippedResult(name, note) {
  return { name, kind: 'skipped', passed: 0, failed: 0, note };
}

/**
 * Counts a Vitest JSON report (`--reporter=json`); `report` is null when the run left none.
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ numPassedTests?: number, numFailedTests?: number } | null} report
 * @returns {StageResult}
 */
export function vitestResult(name, exitCode, report) {
  return testsResult(
    name,
    exitCode,
    report && {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
    },
  );
}

/**
 * Counts a Playwright JSON report: expected and flaky tests passed, unexpected ones failed.
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ stats?: { expected?: number, unexpected?: number, flaky?: number } } | null} report
 * @returns {StageResult}
 */
export function playwrightResult(name, exitCode, report) {
  const stats = report?.stats;
  return testsResult(
    name,
    exitCode,
    stats && {
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
    },
  );
}

/**
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ passed: number, failed: number } | null | undefined} counts
 * @returns {StageResult}
 */
function testsResult(name, exitCode, counts) {
  const passed = counts?.passed ?? 0;
  const failed = counts?.failed ?? 0;
  // A run that fails without a failing test (no report, a file that does not load, a build error before
  // the browser tests) still fails: it counts as one failed test, so the total never hides it.
  if (exitCode !== 0 && failed === 0) {
    const note = counts ? `exit code ${exitCode}` : `no test report, exit code ${exitCode}`;
    return { name, kind: 'tests', passed, failed: 1, note };
  }
  return { name, kind: 'tests', passed, failed };
}

/**
 * The stage's summary line: `lint: passed`, `unit: 1240 passed, 0 failed`, `api-pg: skipped (…)`.
 * @param {StageResult} result
 * @returns {string}
 */
export function stageLine(result) {
  if (result.kind === 'skipped') return `${result.name}: skipped (${result.note})`;
  if (result.kind === 'check') return `${result.name}: ${result.failed === 0 ? 'passed' : 'failed'}`;
  const line = `${result.name}: ${result.passed} passed, ${result.failed} failed`;
  return result.note ? `${line} (${result.note})` : line;
}

/**
 * The last line: tests counted across every stage, `N passed, N failed`.
 * @param {StageResult[]} results
 * @returns {string}
 */
export function totalLine(results) {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

/**
 * Whether `npm test` exits non-zero.
 * @param {StageResult[]} results
 * @returns {boolean}
 */
export function anyFailed(results) {
  return results.some((result) => result.failed > 0);
}
