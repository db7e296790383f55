// Counting for `npm test` (scripts/test.mjs): one summary line per stage and the total line, from the exit
// code of each stage and the JSON reports of Vitest and Playwright. Pure, so it is unit-tested.

/**
 * What one stage counted; `note` says why a stage has no counts of its own (skipped, crashed); `failures` names
 * the tests that failed, so the end of a long CI log says which ones.
 * @typedef {{ name: string, passed: number, failed: number, kind: 'check' | 'tests' | 'skipped', note?: string,
 *   failures?: string[] }} StageResult
 */

/** How many failed tests a stage names at the end of the run; the rest are counted. */
const NamedFailuresPerStage = 20;

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
 * @typedef {{ status?: string, fullName?: string, title?: string }} VitestAssertion
 * @typedef {{ name?: string, assertionResults?: VitestAssertion[] }} VitestFile
 */

/**
 * Counts a Vitest JSON report (`--reporter=json`); `report` is null when the run left none.
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ numPassedTests?: number, numFailedTests?: number, testResults?: VitestFile[] } | null} report
 * @returns {StageResult}
 */
export function vitestResult(name, exitCode, report) {
  return testsResult(
    name,
    exitCode,
    report && {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      failures: (report.testResults ?? []).flatMap((file) =>
        (file.assertionResults ?? [])
          .filter((test) => test.status === 'failed')
          .map((test) => `${relativeFile(file.name)} › ${test.fullName ?? test.title ?? ''}`),
      ),
    },
  );
}

/**
 * The files of a Vitest run whose worker died under them: Vitest then marks the file failed with no failed test
 * and no message (a file that does not load or whose hook throws has one) and its unfinished tests pending, and drops the files that worker still had queued. A failed test anywhere in
 * the run means the run failed on its own account, and nothing is returned.
 * @param {{ numFailedTests?: number, testResults?: (VitestFile & { status?: string, message?: string })[] } | null} report
 * @returns {string[]}
 */
export function workerCrashFiles(report) {
  if (!report || (report.numFailedTests ?? 0) > 0) return [];
  return (report.testResults ?? [])
    .filter(
      (file) =>
        file.status === 'failed' &&
        !file.message &&
        !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    )
    .map((file) => relativeFile(file.name));
}

/**
 * Vitest reports absolute file names; the summary shows them from the project's root.
 * @param {string | undefined} file
 */
function relativeFile(file) {
  if (!file) return '?';
  const at = file.search(/(?:^|\/)(?:app|cli|domain|server|scripts|tests|bench)\//);
  return at < 0 ? file : file.slice(at).replace(/^\//, '');
}

/**
 * Counts a Playwright JSON report: expected and flaky tests passed, unexpected ones failed.
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ stats?: { expected?: number, unexpected?: number, flaky?: number }, suites?: PlaywrightSuite[] } | null} report
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
      failures: unexpectedSpecs(report?.suites ?? []),
    },
  );
}

/**
 * @typedef {{ title?: string, file?: string, line?: number, suites?: PlaywrightSuite[],
 *   specs?: { title?: string, file?: string, line?: number, tests?: { status?: string }[] }[] }} PlaywrightSuite
 */

/**
 * The specs with a test whose outcome was unexpected, as `file:line › describe › title`.
 * @param {PlaywrightSuite[]} suites
 * @param {string[] | null} titles the describe titles above these suites; null for the report's file suites,
 *   whose title is the file name that the spec's place already gives
 * @returns {string[]}
 */
function unexpectedSpecs(suites, titles = null) {
  return suites.flatMap((suite) => {
    const inner = titles === null ? [] : [...titles, suite.title ?? ''];
    const own = (suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'unexpected'))
      .map((spec) => [`${spec.file}:${spec.line}`, ...inner, spec.title ?? ''].join(' › '));
    return [...own, ...unexpectedSpecs(suite.suites ?? [], inner)];
  });
}

/**
 * @param {string} name
 * @param {number | null} exitCode
 * @param {{ passed: number, failed: number, failures?: string[] } | null | undefined} counts
 * @returns {StageResult}
 */
function testsResult(name, exitCode, counts) {
  const passed = counts?.passed ?? 0;
  const failed = counts?.failed ?? 0;
  const failures = counts?.failures ?? [];
  // A run that fails without a failing test (no report, a file that does not load, a build error before
  // the browser tests) still fails: it counts as one failed test, so the total never hides it.
  if (exitCode !== 0 && failed === 0) {
    const note = counts ? `exit code ${exitCode}` : `no test report, exit code ${exitCode}`;
    return { name, kind: 'tests', passed, failed: 1, note, failures };
  }
  return { name, kind: 'tests', passed, failed, failures };
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
 * The failed tests of every stage, one line each (`unit ✗ domain/x.test.ts › rule › case`), at most
 * NamedFailuresPerStage a stage and then how many more; none when everything passed.
 * @param {StageResult[]} results
 * @returns {string[]}
 */
export function failureLines(results) {
  return results.flatMap((result) => {
    const failures = result.failures ?? [];
    const named = failures.slice(0, NamedFailuresPerStage).map((failure) => `${result.name} ✗ ${failure}`);
    const more = failures.length - named.length;
    return more > 0 ? [...named, `${result.name} ✗ … and ${more} more`] : named;
  });
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
