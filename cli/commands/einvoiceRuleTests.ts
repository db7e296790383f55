import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { closeEInvoiceValidation } from '../../server/capture/einvoice-validation/index';
import { readRuleTestSet, runRuleTests } from '../../server/capture/einvoice-validation/ruleTests';
import { type Command, usageFailure } from '../command';

const usage = 'usage: ledgerline einvoice-rule-tests FILE|FOLDER…';

const help = `${usage}

Runs EN 16931 rule test sets (the vefa "testSet" XML files of the official rule unit tests, e.g. the
test/Invoice-unit-UBL folder of ConnectingEurope/eInvoicing-EN16931) against the EN 16931 rules Ledgerline
validates with. A folder is searched for .xml files. Prints one JSON object per test set (JSON Lines: File,
Tests, Passed and each Failed test with its Problems), then a summary line.

exit codes: 0 every test passed, 1 a test failed, 2 usage error or a file that is not a rule test set`;

const fail = (message: string) => usageFailure('einvoice-rule-tests', message);

async function testSetFiles(argument: string): Promise<string[]> {
  if (!(await stat(argument)).isDirectory()) return [argument];
  const entries = await readdir(argument, { recursive: true });
  return entries
    .filter((entry) => entry.toLowerCase().endsWith('.xml'))
    .sort()
    .map((entry) => path.join(argument, entry));
}

type SetLine =
  | { File: string; Tests: number; Passed: number; Failed: object[] }
  | { File: string; Error: string };

async function runSet(file: string): Promise<SetLine> {
  let tests: Awaited<ReturnType<typeof readRuleTestSet>>;
  try {
    tests = await readRuleTestSet(await readFile(file, 'utf8'));
  } catch (error) {
    return { File: file, Error: error instanceof Error ? error.message : String(error) };
  }
  const outcomes = await runRuleTests(tests);
  const failed = outcomes
    .filter((outcome) => outcome.Problems.length > 0)
    .map(({ Test, Fired, Problems }) => ({
      Test: Test.Index,
      Description: Test.Description,
      Problems,
      Fired,
    }));
  return { File: file, Tests: outcomes.length, Passed: outcomes.length - failed.length, Failed: failed };
}

/** `ledgerline einvoice-rule-tests FILE|FOLDER…`: checks the EN 16931 rules against rule test sets. */
export const command: Command = {
  help,
  async run(args) {
    if (args.length === 0) return fail(usage);
    let files: string[];
    try {
      files = (await Promise.all(args.map(testSetFiles))).flat();
    } catch (error) {
      return fail(`cannot read ${(error as NodeJS.ErrnoException).path ?? args.join(' ')}`);
    }
    if (files.length === 0) return fail('no .xml files found');
    const totals = { TestSets: 0, Tests: 0, Passed: 0, Failed: 0, Unreadable: 0 };
    try {
      for (const file of files) {
        const line = await runSet(file);
        process.stdout.write(`${JSON.stringify(line)}\n`);
        if ('Error' in line) {
          totals.Unreadable += 1;
          continue;
        }
        totals.TestSets += 1;
        totals.Tests += line.Tests;
        totals.Passed += line.Passed;
        totals.Failed += line.Tests - line.Passed;
      }
    } finally {
      // The rules ran on worker threads; they end here so the command exits at once.
      await closeEInvoiceValidation();
    }
    process.stdout.write(`${JSON.stringify({ Summary: totals })}\n`);
    if (totals.Unreadable > 0) return 2;
    return totals.Failed > 0 ? 1 : 0;
  },
};
