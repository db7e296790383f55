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
  workerCrashFiles,
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

/** Runs Vitest projects once, with the default reporter on the terminal and the JSON report kept. */
async function vitestRun(name, projects, attempt) {
  const report = path.join(reports, `${name}-${attempt}.json`);
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  const exitCode = await run(bin('vitest'), [
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return { exitCode, report: readReport(report) };
}

// A test worker can die with no test failing: Node 24's V8 sometimes trips its own check while it frees
// WebAssembly code (nodejs/node#64500; the embedded database is WebAssembly), and Vitest then loses the files that
// worker had queued. Such a stage runs once more, whole, and its line says so; a failing test never reruns.
async function vitest(name, projects) {
  const first = await vitestRun(name, projects, 1);
  const crashed = first.exitCode === 0 ? [] : workerCrashFiles(first.report);
  if (crashed.length === 0) return vitestResult(name, first.exitCode, first.report);
  process.stdout.write(
    `\n── ${name}: a test worker died under ${crashed.join(', ')} with no test failing; running ${name} again\n\n`,
  );
  const second = await vitestRun(name, projects, 2);
  const result = vitestResult(name, second.exitCode, second.report);
  const note = `second run: a worker died under ${crashed.join(', ')} in the first`;
  return { ...result, note: result.note ? `${result.note}; ${note}` : note };
}

async function e2e() {
  const report = path.join(reports, 'e2e.json');
  const exitCode = await run(process.execPath, [path.join(root, 'scripts/e2e.mjs'), '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  return playwrightResult('e2e', exitCode, readReport(report));
}

const stages = [
  ['lint', () => check('lint', bin('biome'), ['check', '.'])],
  ['typecheck', () => check('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])],
  ['unit', () => vitest('unit', ['unit', 'unit-app'])],
  ['api', () => vitest('api', ['api'])],
  [
    'api-pg',
    () =>
      process.env.TEST_DATABASE_URL
        ? vitest('api-pg', ['api-pg'])
        : Promise.resolve(skippedResult('api-pg', 'TEST_DATABASE_URL not set')),
  ],
  // Against a real Tryton server that tests/tryton starts; .ci/run installs Debian's Tryton packages.
  [
    'erp',
    () =>
      fs.existsSync('/usr/bin/trytond')
        ? vitest('erp', ['erp'])
        : Promise.resolve(skippedResult('erp', 'Tryton is not installed (README, "Test it")')),
  ],
  ['e2e', e2e],
];

// `npm test -- api erp` runs only the stages named; `npm test` runs them all.
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !stages.some(([stage]) => stage === name));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown stage ${unknown.join(', ')}; the stages are ${stages.map(([stage]) => stage).join(', ')}\n`,
  );
  process.exit(2);
}

const results = [];
const durations = [];
for (const [name, stage] of stages) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
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
