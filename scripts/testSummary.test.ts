import {
  anyFailed,
  checkResult,
  failureLines,
  playwrightResult,
  skippedResult,
  stageLine,
  totalLine,
  vitestResult,
  workerCrashFiles,
} from './testSummary.mjs';

describe('npm test summary', () => {
  it('counts a check stage as one test, passed when it exits 0', () => {
    expect(stageLine(checkResult('lint', 0))).toBe('lint: passed');
    expect(stageLine(checkResult('typecheck', 2))).toBe('typecheck: failed');
    expect(totalLine([checkResult('lint', 0), checkResult('typecheck', 2)])).toBe('1 passed, 1 failed');
  });

  it("counts Vitest's passed and failed tests from its JSON report", () => {
    const result = vitestResult('unit', 1, { numPassedTests: 1240, numFailedTests: 2 });
    expect(stageLine(result)).toBe('unit: 1240 passed, 2 failed');
  });

  it("counts Playwright's flaky tests as passed and its unexpected ones as failed", () => {
    const result = playwrightResult('e2e', 1, { stats: { expected: 40, flaky: 1, unexpected: 3 } });
    expect(stageLine(result)).toBe('e2e: 41 passed, 3 failed');
  });

  it('counts a run that failed without a report or a failing test as one failed test', () => {
    expect(stageLine(playwrightResult('e2e', 1, null))).toBe(
      'e2e: 0 passed, 1 failed (no test report, exit code 1)',
    );
    expect(stageLine(vitestResult('api', 1, { numPassedTests: 300, numFailedTests: 0 }))).toBe(
      'api: 300 passed, 1 failed (exit code 1)',
    );
    expect(stageLine(vitestResult('api', null, null))).toBe(
      'api: 0 passed, 1 failed (no test report, exit code null)',
    );
  });

  it('shows a skipped stage with its reason and counts nothing for it', () => {
    const skipped = skippedResult('api-pg', 'TEST_DATABASE_URL not set');
    expect(stageLine(skipped)).toBe('api-pg: skipped (TEST_DATABASE_URL not set)');
    expect(totalLine([skipped])).toBe('0 passed, 0 failed');
    expect(anyFailed([skipped])).toBe(false);
  });

  it('adds the tests of every stage into the last line and fails when any stage failed', () => {
    const results = [
      checkResult('lint', 0),
      checkResult('typecheck', 0),
      vitestResult('unit', 0, { numPassedTests: 1240, numFailedTests: 0 }),
      vitestResult('api', 1, { numPassedTests: 500, numFailedTests: 1 }),
      playwrightResult('e2e', 0, { stats: { expected: 30, unexpected: 0, flaky: 0 } }),
    ];
    expect(totalLine(results)).toBe('1772 passed, 1 failed');
    expect(anyFailed(results)).toBe(true);
    expect(anyFailed(results.filter((result) => result.name !== 'api'))).toBe(false);
  });
});

describe('npm test names the failed tests', () => {
  it("names each failed Vitest test by its file, from the project's root, and its full name", () => {
    const result = vitestResult('unit', 1, {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: '/tmp/ci-check/domain/money/parse.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'parse reads 1.000,50' },
            { status: 'failed', fullName: 'parse reads 1,000.50' },
          ],
        },
      ],
    });
    expect(failureLines([result])).toEqual(['unit ✗ domain/money/parse.test.ts › parse reads 1,000.50']);
  });

  it('names each Playwright spec with an unexpected outcome by its place and describe titles, not a flaky one', () => {
    const result = playwrightResult('e2e', 1, {
      stats: { expected: 1, flaky: 1, unexpected: 1 },
      suites: [
        {
          title: 'overview.spec.ts',
          file: 'overview.spec.ts',
          specs: [{ title: 'loads', file: 'overview.spec.ts', line: 9, tests: [{ status: 'flaky' }] }],
          suites: [
            {
              title: 'purchase overview',
              file: 'overview.spec.ts',
              specs: [
                { title: 'sorts', file: 'overview.spec.ts', line: 31, tests: [{ status: 'unexpected' }] },
                { title: 'exports', file: 'overview.spec.ts', line: 122, tests: [{ status: 'expected' }] },
              ],
            },
          ],
        },
      ],
    });
    expect(failureLines([result])).toEqual(['e2e ✗ overview.spec.ts:31 › purchase overview › sorts']);
  });

  it('names at most twenty failures a stage and counts the rest', () => {
    const failed = Array.from({ length: 23 }, (_, index) => ({
      status: 'failed',
      fullName: `case ${index}`,
    }));
    const result = vitestResult('api', 1, {
      numPassedTests: 0,
      numFailedTests: 23,
      testResults: [{ name: '/work/server/routes/x.test.ts', assertionResults: failed }],
    });
    const lines = failureLines([checkResult('lint', 0), result]);
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('api ✗ server/routes/x.test.ts › case 19');
    expect(lines[20]).toBe('api ✗ … and 3 more');
  });
});

describe('npm test tells a dead test worker from a failed test', () => {
  const crashed = {
    name: '/tmp/ci-check/server/routes/rights.test.ts',
    status: 'failed',
    message: '',
    assertionResults: [
      { status: 'passed', fullName: 'a' },
      { status: 'pending', fullName: 'b' },
    ],
  };

  it('names the file that failed with no failed test and no message: its worker died under it', () => {
    const report = {
      numFailedTests: 0,
      testResults: [{ name: '/tmp/ci-check/server/ok.test.ts', status: 'passed' }, crashed],
    };
    expect(workerCrashFiles(report)).toEqual(['server/routes/rights.test.ts']);
  });

  it('names nothing when a test failed, a file did not load or a hook threw (those are failures of their own)', () => {
    const failedTest = { ...crashed, assertionResults: [{ status: 'failed', fullName: 'a' }] };
    expect(workerCrashFiles({ numFailedTests: 1, testResults: [failedTest, crashed] })).toEqual([]);
    expect(
      workerCrashFiles({ numFailedTests: 0, testResults: [{ ...crashed, message: 'load broke' }] }),
    ).toEqual([]);
    expect(workerCrashFiles({ numFailedTests: 0, testResults: [{ ...crashed, status: 'passed' }] })).toEqual(
      [],
    );
    expect(workerCrashFiles(null)).toEqual([]);
  });
});
