import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compiledSchematron } from '../../server/capture/einvoice-validation/schematron-cache';
import { command } from './einvoiceRuleTests';
import { runCommand } from './runCommand.testing';

const RULE_TESTS = path.join(import.meta.dirname, '../../tests/einvoice-rule-tests');

async function run(args: string[]) {
  const { code, stdout, stderr } = await runCommand(command, args);
  const lines = stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { code, lines, stderr };
}

beforeAll(async () => {
  // The first run on a machine compiles the Schematron stylesheets; later runs read the cache.
  await Promise.all([compiledSchematron('UBL'), compiledSchematron('CII')]);
}, 180_000);

describe('ledgerline einvoice-rule-tests FILE|FOLDER…', () => {
  it('runs every test set of a folder, one JSON line each and a summary, and exits 0 when all pass', async () => {
    const { code, lines } = await run([path.join(RULE_TESTS, 'ubl')]);
    expect(code).toBe(0);
    const summary = lines.at(-1).Summary;
    expect(summary.TestSets).toBe(lines.length - 1);
    expect(summary).toMatchObject({ Failed: 0, Unreadable: 0 });
    expect(summary.Passed).toBe(summary.Tests);
    expect(lines[0]).toMatchObject({ File: expect.stringContaining('ubl'), Failed: [] });
  }, 60_000);

  it('exits 1 and names the test and its problem when a rule does not do what a test expects', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rule-tests-'));
    try {
      const set = await readFile(path.join(RULE_TESTS, 'ubl/BR-CO-10.xml'), 'utf8');
      await writeFile(
        path.join(folder, 'wrong.xml'),
        set.replace('<error>BR-CO-10</error>', '<success>BR-CO-10</success>'),
      );
      const { code, lines } = await run([folder]);
      expect(code).toBe(1);
      expect(lines[0].Failed).toEqual([
        expect.objectContaining({
          Test: 2,
          Problems: ['BR-CO-10 fired'],
          Fired: expect.arrayContaining(['BR-CO-10']),
        }),
      ]);
      expect(lines[1].Summary).toMatchObject({ Tests: 3, Passed: 2, Failed: 1 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('exits 2 for a file that is not a test set, a missing path or no arguments', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rule-tests-'));
    try {
      await writeFile(path.join(folder, 'invoice.xml'), '<Invoice/>');
      const { code, lines } = await run([folder]);
      expect(code).toBe(2);
      expect(lines[0].Error).toContain('Not an EN 16931 rule test set');
      expect((await run([path.join(folder, 'missing')])).stderr).toContain('cannot read');
      expect((await run([])).code).toBe(2);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
