// `npm run bench [-- suite…]`: runs the benchmark suites and prints one JSON report (also kept in bench/out/).
import fs from 'node:fs';
import path from 'node:path';
import type { BenchSuite } from './suite';

const suitesDir = path.join(import.meta.dirname, 'suites');

async function loadSuites(): Promise<BenchSuite[]> {
  const files = fs
    .readdirSync(suitesDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const loaded = await Promise.all(files.map((file) => import(path.join(suitesDir, file))));
  return loaded.map((module) => module.default as BenchSuite).sort((a, b) => a.name.localeCompare(b.name));
}

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const suites = await loadSuites();
const unknown = asked.filter((name) => !suites.some((suite) => suite.name === name));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown suite(s): ${unknown.join(', ')}; known: ${suites.map((s) => s.name).join(', ')}\n`,
  );
  process.exit(2);
}
const selected =
  asked.length > 0 ? suites.filter((suite) => asked.includes(suite.name)) : suites.filter((s) => s.default);

const report: Record<string, unknown> = {
  machine: {
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    date: new Date().toISOString(),
  },
};
for (const suite of selected) {
  process.stderr.write(`bench: ${suite.name}…\n`);
  const started = performance.now();
  report[suite.name] = {
    ...(await suite.run()),
    suiteSeconds: Math.round(performance.now() - started) / 1000,
  };
}
const json = JSON.stringify(report, null, 2);
fs.mkdirSync(path.join(import.meta.dirname, 'out'), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, 'out', 'report.json'), `${json}\n`);
process.stdout.write(`${json}\n`);
process.exit(0);
