import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { LiveEvent } from '../../domain/live/events';
import type { LedgerlineApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { publishLiveEvent } from '../../server/live/publish';
import { buildTenant, signIn } from '../../server/test/harness';
import { hubUrl } from '../../server/test/liveClient';
import { benchDatabaseUrl, ensureBenchDatabase } from '../documents/database';
import { benchApp } from '../documents/measure';
import { percentiles } from '../documents/stats';
import type { BenchSuite } from '../suite';

const Clients = Number(process.env.BENCH_LIVE_CLIENTS ?? 500);
const Users = 10;
const Events = Number(process.env.BENCH_LIVE_EVENTS ?? 50);
/** Issue 16: commit to delivery p95 ≤ 100 ms with 500 clients over two instances. */
const TargetP95Ms = 100;

type Instance = { app: LedgerlineApp; database: Database; dataDir: string };

async function startInstance(url: string, migrate: boolean): Promise<Instance> {
  const database = await openDatabase({ url, poolSize: 4 });
  if (migrate) await migrateDatabase(database);
  const { app, dataDir } = await benchApp(database);
  return { app, database, dataDir };
}

/** Opens a socket and resolves once the hub has taken it (it answers a ping only then). */
function openSocket(url: string, onEvent: (event: LiveEvent, at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ Type: 'Ping' })));
    socket.addEventListener('error', () => reject(new Error('socket failed')));
    socket.addEventListener('message', (message) => {
      const at = performance.now();
      const parsed = JSON.parse(String(message.data)) as LiveEvent | { Type: 'Pong' };
      if ('Type' in parsed) resolve(socket);
      else onEvent(parsed, at);
    });
  });
}

function heapUsed(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/**
 * Issue 16: `Clients` sockets spread over two instances on one PostgreSQL database (BENCH_DATABASE_URL, default
 * ledgerline_bench); `Events` events published one after another on instance A's database. The latency of each
 * delivery runs from the start of the publishing transaction (an upper bound of commit to delivery). Client and
 * server ends share this process, so the heap per connection counts both (an upper bound of the server's share).
 */
const suite: BenchSuite = {
  name: 'live',
  default: false,
  async run() {
    const url = benchDatabaseUrl();
    await ensureBenchDatabase(url);
    const a = await startInstance(url, true);
    const b = await startInstance(url, false);
    const sockets: WebSocket[] = [];
    try {
      const tenant = await buildTenant(a.database, 'LiveBench');
      const tokens: string[] = [];
      for (let n = 0; n < Users; n++) {
        const user = await tenant.user({ name: `Live${n}`, MaySeeAllCompanies: true });
        tokens.push((await signIn(a.app, user.email)).token);
      }
      const urls = [await hubUrl(a.app), await hubUrl(b.app)];
      const latencies: number[] = [];
      const waiting = new Map<string, { started: number; left: number; done: () => void }>();
      const heard = (event: LiveEvent, at: number) => {
        const pending = event.DocumentId ? waiting.get(event.DocumentId) : undefined;
        if (!pending) return;
        latencies.push(at - pending.started);
        if (--pending.left === 0) pending.done();
      };
      const heapBefore = heapUsed();
      for (let n = 0; n < Clients; n++)
        sockets.push(await openSocket(`${urls[n % 2]}?access_token=${tokens[n % Users]}`, heard));
      const heapPerConnection = Math.round((heapUsed() - heapBefore) / Clients);

      for (let n = 0; n < Events; n++) {
        const event: LiveEvent = {
          Event: 'DocumentUpdated',
          DocumentId: randomUUID(),
          CompanyId: tenant.companyId,
        };
        const delivered = new Promise<void>((done) => {
          waiting.set(event.DocumentId ?? '', { started: performance.now(), left: Clients, done });
        });
        await a.database.withTenant(tenant.tenantId, (tx) => publishLiveEvent(tx, tenant.tenantId, event));
        await delivered;
      }
      const latencyMs = percentiles(latencies);
      return {
        clients: Clients,
        instances: 2,
        events: Events,
        deliveries: latencies.length,
        commitToDeliveryMs: latencyMs,
        heapBytesPerConnection: heapPerConnection,
        targetsMet: { commitToDeliveryP95: latencyMs.p95 <= TargetP95Ms },
      };
    } finally {
      for (const socket of sockets) socket.close();
      for (const instance of [a, b]) {
        await instance.app.close();
        await instance.database.close();
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
    }
  },
};

export default suite;
