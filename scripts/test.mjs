// `npm test`: every stage — lint, typecheck, unit, API on the embedded database (and on PostgreSQL with
// TEST_DATABASE_URL), browser tests — runs even when an earlier one fails; then one summary line per stage,
// and last `N passed, N failed`. Exits 1 when anything failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  anyFailed,
  checkResult,
  failureLines,
  playwrightResult,
  skippedResult,
  stageLine,
  totalLine,
  vitestResult,
} from './testSummary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Runs a command with the terminal as its output; resolves to its exit code (null when killed). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code));
  });
}

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function check(name, command, args) {
  return checkResult(name, await run(command, args));
}

async function vitest(name, projects) {
  const report = path.join(reports, `${name}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const exitCode = await run(bin('vitest'), [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return vitestResult(name, exitCode, readReport(report));
}

async function e2e() {
  const report = path.join(reports, 'e2e.json');
  const exitCode = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  return playwrightResult('e2e', exitCode, readReport(report));
}

const stages = [
  () => check('lint', bin('biome'), ['check', '.']),
  () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  () => vitest('unit', ['unit', 'unit-app']),
  () => vitest('api', ['api']),
  () =>
    process.env.TEST_DATABASE_URL
      ? vitest('api-pg', ['api-pg'])
      : Promise.resolve(skippedResult('api-pg', 'TEST_DATABASE_URL not set')),
  // Against a real Tryton server that tests/tryton starts; .ci/run installs Debian's Tryton packages.
  () =>
    fs.existsSync('/usr/bin/trytond')
      ? vitest('erp', ['erp'])
      : Promise.resolve(skippedResult('erp', 'Tryton is not installed (README, "Test it")')),
  e2e,
];

const results = [];
const durations = [];
for (const stage of stages) {
  const started = Date.now();
  const result = await stage();
  results.push(result);
  durations.push(Math.round((Date.now() - started) / 1000));
  process.stdout.write(`\n── ${stageLine(result)} (${durations.at(-1)} s)\n\n`);
}
fs.rmSync(reports, { recursive: true, force: true });

process.stdout.write('\n');
for (const line of failureLines(results)) process.stdout.write(`${line}\n`);
for (const result of results) process.stdout.write(`${stageLine(result)}\n`);
process.stdout.write(`${totalLine(results)}\n`);
process.exitCode = anyFailed(results) ? 1 : 0;
