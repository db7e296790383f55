import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { buildApp, type LedgerlineApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { mailboxes, sourcePages, sources } from '../../server/db/schema/index';
import { buildCompany, buildCustomer } from '../../server/db/seed/factories';
import { createSource } from '../../server/services/intake/createSource';
import { scanWithSeparators, textPagesPdf } from '../../server/services/intake/sampleScans';
import type { BenchSuite } from '../suite';

const Mails = 200;
const MailTargetSeconds = 60;
const ScanTargetSeconds = 20;
const MailDomain = 'bench.ledgerline.localhost';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count()` reaches `wanted`; the time it took in seconds, or throws after `limitSeconds`. */
async function timeUntil(
  count: () => Promise<number>,
  wanted: number,
  started: number,
  limitSeconds: number,
) {
  for (;;) {
    const reached = await count();
    const seconds = (performance.now() - started) / 1000;
    if (reached >= wanted) return seconds;
    if (seconds > limitSeconds) throw new Error(`only ${reached} of ${wanted} after ${limitSeconds} s`);
    await sleep(200);
  }
}

async function classified(database: Database, tenantId: string): Promise<number> {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(sources)
      .where(and(eq(sources.tenantId, tenantId), eq(sources.status, 'Classified'))),
  );
  return row.count;
}

/** 200 mails with a 2-page PDF each over SMTP on loopback, 4 connections: until every source is Classified. */
async function mailIntake(app: LedgerlineApp, database: Database, tenantId: string, companyId: string) {
  await database.withTenant(tenantId, (tx) =>
    tx
      .insert(mailboxes)
      .values({ tenantId, companyId, documentType: 'PurchaseInvoice', localPart: 'bench.purchase' }),
  );
  // Each mail its own invoice: the same attachment twice would be refused as a duplicate.
  const pdfs = await Promise.all(
    Array.from({ length: Mails }, async (_, index) =>
      Buffer.from(
        await textPagesPdf([
          `Factuur 2026-${index + 1} Pagina 1 van 2 Totaal ${100 + index},00`,
          'Pagina 2 van 2 Voorwaarden',
        ]),
      ),
    ),
  );
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: app.intake.smtpPort ?? 0,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 4,
  });
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < Mails) {
      const index = next++;
      await transport.sendMail({
        from: 'Supplier <invoices@supplier.example>',
        to: `bench.purchase@${MailDomain}`,
        subject: `Invoice ${index}`,
        messageId: `<bench-${index}-${Date.now()}@supplier.example>`,
        text: 'Please find our invoice attached.',
        attachments: [
          { filename: `invoice-${index}.pdf`, content: pdfs[index], contentType: 'application/pdf' },
        ],
      });
    }
  };
  await Promise.all([sender(), sender(), sender(), sender()]);
  const deliveredSeconds = (performance.now() - started) / 1000;
  transport.close();
  const seconds = await timeUntil(() => classified(database, tenantId), Mails, started, 600);
  return {
    mails: Mails,
    pagesPerMail: 2,
    deliveredSeconds: Math.round(deliveredSeconds * 10) / 10,
    allClassifiedSeconds: Math.round(seconds * 10) / 10,
    targetSeconds: MailTargetSeconds,
    withinTarget: seconds <= MailTargetSeconds,
  };
}

/** A 100-page scan: 20 documents of 4 pages (the last 5) with 19 separator sheets, through the pipeline. */
async function scanSplit(app: LedgerlineApp, database: Database, tenantId: string, companyId: string) {
  const counts = [...Array.from({ length: 19 }, () => 4), 5];
  const bytes = await scanWithSeparators(counts);
  const started = performance.now();
  const source = await createSource(
    { database, blobs: app.deps.blobs, jobs: app.deps.jobs },
    {
      tenantId,
      companyId,
      documentType: 'PurchaseInvoice',
      originalType: 'Scan',
      deliveryType: 'Papier',
      createdBy: null,
      files: [{ fileName: 'batch.pdf', bytes, kind: 'pdf', contentType: 'application/pdf' }],
    },
  );
  const done = async () => {
    const [row] = await database.withTenant(tenantId, (tx) =>
      tx.select({ status: sources.status }).from(sources).where(eq(sources.id, source.Id)),
    );
    return row?.status === 'Classified' ? 1 : 0;
  };
  const seconds = await timeUntil(done, 1, started, 300);
  const proposed = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ documentIndex: sourcePages.documentIndex, isDeleted: sourcePages.isDeleted })
      .from(sourcePages)
      .where(eq(sourcePages.sourceId, source.Id)),
  );
  const kept = proposed.filter((page) => !page.isDeleted);
  return {
    pages: proposed.length,
    separatorSheets: proposed.length - kept.length,
    documentsProposed: new Set(kept.map((page) => page.documentIndex)).size,
    documentsExpected: counts.length,
    splitSeconds: Math.round(seconds * 10) / 10,
    targetSeconds: ScanTargetSeconds,
    withinTarget: seconds <= ScanTargetSeconds && new Set(kept.map((page) => page.documentIndex)).size === 20,
  };
}

/**
 * Issue 12 figures on the embedded database with the durable job queue and the SMTP receiver, as `npm start`
 * runs them: 200 mails with a 2-page PDF each delivered over SMTP on loopback, timed until every source is
 * Classified (target ≤ 60 s on 2 cores), and a 100-page scan with separator sheets split (target ≤ 20 s).
 */
const suite: BenchSuite = {
  name: 'intake',
  default: false,
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-bench-intake-'));
    const database = await openDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      const config = {
        ...loadConfig({
          NODE_ENV: 'production',
          LEDGERLINE_DEMO: '0',
          DATA_DIR: dataDir,
          MAIL_DOMAIN: MailDomain,
        }),
        appDir: '/nonexistent',
      };
      const app = await buildApp({
        config,
        database,
        notifications: false,
        jobQueue: {},
        smtp: { port: 0, host: '127.0.0.1' },
      });
      try {
        const tenantId = await buildCustomer(database, { name: 'Intake bench' });
        const companyId = await buildCompany(database, tenantId, { Name: 'Bench BV' });
        return {
          cpus: os.cpus().length,
          database: 'embedded',
          mail: await mailIntake(app, database, tenantId, companyId),
          scan: await scanSplit(app, database, tenantId, companyId),
        };
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

export default suite;
