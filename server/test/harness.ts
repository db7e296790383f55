import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type LedgerlineApp } from '../app';
import type { BlobStore } from '../blobs/blobStore';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { auditLog } from '../db/schema/index';
import { buildCompany, buildCustomer, buildUser, type UserOptions } from '../db/seed/factories';

export const TestPassword = 'correct-horse-battery';

/**
 * How a test app differs: the durable job queue instead of jobs run when sent, another blob store, and e-mail
 * notifications (off by default: a durable queue's digest scan looks at every tenant of a shared database).
 */
export type TestAppOptions = {
  jobQueue?: boolean;
  blobs?: BlobStore;
  notifications?: boolean;
  /** Starts the SMTP receiver on a free loopback port (`smtpPort`). */
  smtp?: boolean;
};

/** One app over one database for a test file: in-memory PGlite, or PostgreSQL in the api-pg project. */
export async function startTestApp(options: TestAppOptions = {}): Promise<{
  app: LedgerlineApp;
  database: Database;
  dataDir: string;
  /** The SMTP receiver's port with `smtp: true`, else null. */
  smtpPort: number | null;
  close(): Promise<void>;
}> {
  const url = process.env.LEDGERLINE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const database = await openDatabase({ url, poolSize: 4 });
  if (!url) await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LEDGERLINE_DEMO: '0', DATA_DIR: dataDir }),
    appDir: '/nonexistent',
  };
  // Its own queue schema on the shared PostgreSQL: no other test run's worker takes its jobs.
  const jobSchema = `pgboss_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const jobQueue = options.jobQueue ? { schema: jobSchema, pollingIntervalSeconds: 0.5 } : undefined;
  const app = await buildApp({
    config,
    database,
    blobs: options.blobs,
    jobQueue,
    notifications: options.notifications ?? false,
    smtp: options.smtp ? { port: 0, host: '127.0.0.1' } : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    smtpPort: app.intake.smtpPort,
    async close() {
      await app.close();
      if (options.jobQueue) await database.db.execute(sql.raw(`drop schema if exists ${jobSchema} cascade`));
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A unique e-mail address: login identities are global, and tests share a PostgreSQL database. */
export const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@test.example`;

export type TestTenant = {
  tenantId: string;
  companyId: string;
  otherCompanyId: string;
  /** Adds a user to this tenant and returns its id and e-mail. */
  user(options: Partial<UserOptions> & { name: string }): Promise<{ id: string; email: string }>;
};

/** A fresh customer with two companies, so that every test owns its data. */
export async function buildTenant(database: Database, name = 'Tenant'): Promise<TestTenant> {
  const tenantId = await buildCustomer(database, { name: `${name} ${randomUUID().slice(0, 6)}` });
  const companyId = await buildCompany(database, tenantId, { Name: `${name} Company A` });
  const otherCompanyId = await buildCompany(database, tenantId, { Name: `${name} Company B` });
  return {
    tenantId,
    companyId,
    otherCompanyId,
    async user(options) {
      const email = options.Email ?? uniqueEmail(options.name);
      const id = await buildUser(database, tenantId, {
        Name: options.name,
        ...options,
        Email: email,
        password: options.password ?? TestPassword,
      });
      return { id, email };
    },
  };
}

/** Signs in through the real login call; returns the access token and the refresh cookie. */
export async function signIn(
  app: LedgerlineApp,
  email: string,
  customerId?: string,
): Promise<{ token: string; cookie: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/auth/AuthorizedUser/Login',
    payload: { Email: email, Password: TestPassword, CustomerId: customerId },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const cookie = refreshCookieOf(login);
  const access = await app.inject({
    method: 'GET',
    url: '/auth/AuthorizedUser/RefreshAccessToken',
    headers: { cookie },
  });
  return { token: access.json().Token, cookie };
}

/** The `name=value` of the refresh credential cookie a response set. */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'll_refresh');
  if (!cookie) throw new Error('no refresh cookie');
  return `ll_refresh=${cookie.value}`;
}

/** An authenticated request helper for one access token. */
export function client(app: LedgerlineApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload ?? {}),
    put: (url: string, payload?: unknown) => call('PUT', url, payload ?? {}),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Signs a user in and returns the request helper for their access token. */
export async function signedInClient(app: LedgerlineApp, email: string, customerId?: string) {
  return client(app, (await signIn(app, email, customerId)).token);
}

/** Calls Login with a password; the raw answer, for tests of who may (no longer) sign in. */
export function login(app: LedgerlineApp, email: string, password = TestPassword) {
  return app.inject({
    method: 'POST',
    url: '/auth/AuthorizedUser/Login',
    payload: { Email: email, Password: password },
  });
}

/** The audit rows of a tenant in the order they were written, read through the tenant's own context. */
export function auditRows(database: Database, tenantId: string) {
  return database.withTenant(tenantId, (tx) => tx.select().from(auditLog).orderBy(asc(auditLog.id)));
}
