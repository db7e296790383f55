import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A real Tryton server for the ERP tests, from Debian's packages (`.ci/run` installs them). The first run builds a
 * template database (modules activated, company and master data made by setup_company.py: about a minute); every
 * run after clones it (a second) and starts `trytond` on a free port. Tryton keeps its data in PostgreSQL
 * (TRYTON_POSTGRES_URL, default the local server with trust authentication).
 */
const run = promisify(execFile);
const here = import.meta.dirname;
const Trytond = '/usr/bin/trytond';
const TrytondAdmin = '/usr/bin/trytond-admin';
const Python = '/usr/bin/python3';
const Modules = [
  'account',
  'account_invoice',
  'party',
  'bank',
  'purchase',
  'account_payment_sepa',
  'account_eu',
  'analytic_account',
  'analytic_invoice',
  'analytic_purchase',
];
export const TrytonLogin = 'admin';
export const TrytonPassword = 'admin';

/** The ids setup_company.py made (see that script). */
export type TrytonSetupIds = {
  company: number;
  currency: number;
  accounts: Record<
    'payable' | 'receivable' | 'expense' | 'office' | 'travel' | 'revenue' | 'tax' | 'cash',
    number
  >;
  taxes: Record<'vat21_purchase' | 'vat9_purchase' | 'vat21_sale', number>;
  paymentTerm: number;
  analytic: Record<string, number>;
  supplier: number;
  customer: number;
  bankAccount: number;
  product: number;
  productGoods: number;
  purchase: number;
  paymentMethod: number;
};

export type TrytonServer = {
  url: string;
  database: string;
  ids: TrytonSetupIds;
  stop(): Promise<void>;
};

export const trytonInstalled = (): boolean => existsSync(Trytond) && existsSync(TrytondAdmin);

const postgresUrl = () => process.env.TRYTON_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${postgresUrl().replace(/\/?$/, '/')}postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseExists = (name: string) =>
  admin(
    async (client) =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const dropDatabase = (name: string) =>
  admin((client) => client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
const analyze = async (name: string) => {
  const client = new pg.Client({ connectionString: `${postgresUrl().replace(/\/?$/, '/')}${name}` });
  await client.connect();
  // This PostgreSQL runs without autovacuum: stale statistics make trytond's catalogue queries crawl.
  await client.query('ANALYZE').finally(() => client.end());
};

function configFile(dir: string, port: number): string {
  const file = path.join(dir, 'trytond.conf');
  writeFileSync(
    file,
    [
      '[database]',
      `uri = ${postgresUrl()}`,
      `path = ${path.join(dir, 'data')}`,
      '[web]',
      `listen = 127.0.0.1:${port}`,
      '[cache]',
      'clean_timeout = 0',
      '[session]',
      'timeout = 3600',
      '',
    ].join('\n'),
  );
  return file;
}

function templateName(): string {
  const hash = createHash('sha1')
    .update(readFileSync(path.join(here, 'setup_company.py')))
    .update(Modules.join(','))
    .update(readFileSync(Trytond))
    .digest('hex')
    .slice(0, 10);
  return `ledgerline_tryton_tpl_${hash}`;
}

/** Builds the template database once (under a temporary name, renamed when whole, so a killed run leaves none). */
async function ensureTemplate(): Promise<string> {
  const template = templateName();
  if (await databaseExists(template)) return template;
  const building = `${template}_${randomBytes(3).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ledgerline-tryton-build-'));
  const conf = configFile(dir, 0);
  const passFile = path.join(dir, 'admin.pass');
  writeFileSync(passFile, TrytonPassword, { mode: 0o600 });
  const env = { ...process.env, TRYTONPASSFILE: passFile };
  try {
    await admin((client) =>
      client.query(`CREATE DATABASE ${quote(building)} ENCODING 'UTF8' TEMPLATE template0`),
    );
    await analyze(building);
    await run(TrytondAdmin, ['-c', conf, '-d', building, '--all', '--email', 'admin@example.com'], { env });
    await analyze(building);
    await run(TrytondAdmin, ['-c', conf, '-d', building, '-u', ...Modules, '--activate-dependencies'], {
      env,
    });
    await analyze(building);
    const idsFile = path.join(dir, 'ids.json');
    await run(Python, [path.join(here, 'setup_company.py'), building, conf, idsFile], { env });
    await analyze(building);
    await admin(async (client) => {
      await client.query(
        `COMMENT ON DATABASE ${quote(building)} IS ${pgString(readFileSync(idsFile, 'utf8'))}`,
      );
      await client.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(template)}`);
    });
    return template;
  } catch (error) {
    await dropDatabase(building).catch(() => {});
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pgString = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function templateIds(template: string): Promise<TrytonSetupIds> {
  const comment = await admin(async (client) => {
    const result = await client.query(
      'SELECT shobj_description(oid, $2) AS ids FROM pg_database WHERE datname = $1',
      [template, 'pg_database'],
    );
    return result.rows[0]?.ids as string | undefined;
  });
  if (!comment) throw new Error(`Tryton template ${template} has no set-up ids`);
  return JSON.parse(comment) as TrytonSetupIds;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`trytond exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 0, method: 'common.server.version', params: [] }),
      });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`trytond did not answer within a minute:\n${log()}`);
}

/** Clones the template into a database of its own and starts trytond on it. */
export async function startTrytonServer(): Promise<TrytonServer> {
  const template = await ensureTemplate();
  const ids = await templateIds(template);
  const database = `ledgerline_tryton_${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${quote(database)} TEMPLATE ${quote(template)}`));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ledgerline-tryton-'));
  const port = await freePort();
  const conf = configFile(dir, port);
  let output = '';
  const child = spawn(Trytond, ['-c', conf, '-d', database], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await dropDatabase(database).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database, ids, stop };
}
