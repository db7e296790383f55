import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDataDir, buildOnce, demoToken, startBenchServer } from '../server';
import type { BenchSuite } from '../suite';

const connections = 20;
const warmUpSeconds = 3;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Issue 8 §7 targets, at 20 connections on the demo data. */
const Targets = {
  getOverview: { postgres: 400, embedded: 200 },
  getOverviewP99Ms: 100,
  getCurrentUser: 5_000,
};

type Request = { path: string; method?: 'GET' | 'POST'; body?: unknown; token?: string };
type Figures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number };

async function throughput(url: string, request: Request): Promise<Figures> {
  const run = (duration: number) =>
    autocannon({
      url: `${url}${request.path}`,
      method: request.method ?? 'GET',
      connections,
      duration,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      headers: {
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
  await run(warmUpSeconds);
  const result = await run(seconds);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** CPU milliseconds a process has used (Linux), or null where /proc is not there. */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return null;
  }
}

/** Waits (up to a minute) until the server is done with start-up work such as rendering demo pages. */
async function settle(pid: number | undefined): Promise<void> {
  const started = Date.now();
  let last = cpuMsOf(pid);
  while (last !== null && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuMsOf(pid);
    if (now === null || now - last < 100) return;
    last = now;
  }
}

async function measure(url: string, pid: number | undefined) {
  await settle(pid);
  const token = await demoToken(url);
  const overview = { DocumentType: 'PurchaseInvoice', CurrentPage: 1 };
  return {
    loadAverage: Number(os.loadavg()[0]?.toFixed(2)),
    health: await throughput(url, { path: '/health' }),
    getCurrentUser: await throughput(url, { path: '/api/User/GetCurrentUser', token }),
    getOverview: await throughput(url, {
      path: '/api/Document/GetOverview',
      method: 'POST',
      body: overview,
      token,
    }),
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function verdict(measured: Measured, overviewTarget: number) {
  return {
    getOverviewRequestsPerSecond: measured.getOverview.requestsPerSecond >= overviewTarget,
    getOverviewP99: measured.getOverview.p99Ms <= Targets.getOverviewP99Ms,
    getCurrentUserRequestsPerSecond: measured.getCurrentUser.requestsPerSecond >= Targets.getCurrentUser,
  };
}

async function onEmbedded() {
  const dataDir = benchDataDir();
  try {
    const server = await startBenchServer(dataDir, 3212);
    try {
      const measured = await measure(server.url, server.process.pid);
      return { ...measured, targetsMet: verdict(measured, Targets.getOverview.embedded) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the PostgreSQL of BENCH_DATABASE_URL, or why there is none. */
async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | { skipped: string }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL at ${adminUrl}: ${(error as Error).message}` };
  }
  const name = `ledgerline_bench_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function onPostgres() {
  const database = await createBenchDatabase();
  if ('skipped' in database) return database;
  const dataDir = benchDataDir();
  try {
    const server = await startBenchServer(dataDir, 3213, { DATABASE_URL: database.url });
    try {
      const measured = await measure(server.url, server.process.pid);
      return { ...measured, targetsMet: verdict(measured, Targets.getOverview.postgres) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

/**
 * Issue 8 §7: /health, GetCurrentUser and the first purchase-invoice overview page at 20 connections
 * on the demo data, on the embedded database and on PostgreSQL (BENCH_DATABASE_URL, default the local
 * server; skipped with the reason when none answers).
 */
const suite: BenchSuite = {
  name: 'concurrent',
  default: true,
  async run() {
    await buildOnce();
    return {
      connections,
      seconds,
      targets: Targets,
      embedded: await onEmbedded(),
      postgres: await onPostgres(),
    };
  },
};

export default suite;
