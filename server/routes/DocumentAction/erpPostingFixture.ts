import { asc, eq } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/api/webhooks';
import type { LedgerlineApp } from '../../app';
import type { Database } from '../../db/client';
import {
  companies,
  documentErpPostings,
  erpActions,
  webhookDeliveries,
  webhooks,
} from '../../db/schema/index';
import type { TestTenant } from '../../test/harness';
import { invoiceOf } from './workflowFixture';

/** Where a test company's ERP is: the company's DatabaseServerUrl, ErpVariable1/2 and ErpPassword. */
export type TestErpConnection = { url: string; database: string; login: string; password: string };

/** Nothing listens on port 1: the adapter answers Unavailable, as a real ERP that is down does. */
export const UnreachableErp: TestErpConnection = {
  url: 'http://127.0.0.1:1',
  database: 'ledgerline',
  login: 'admin',
  password: 'admin',
};

/** Points a company at an ERP through its adapter (Tryton unless told) and connection fields. */
export async function connectCompany(
  database: Database,
  tenantId: string,
  companyId: string,
  connection: TestErpConnection,
  adapter = 'Tryton',
): Promise<void> {
  await database.withTenant(tenantId, (tx) =>
    tx
      .update(companies)
      .set({
        erpAdapter: adapter,
        erpFeatureSetId: null,
        databaseServerUrl: connection.url,
        erpVariable1: connection.database,
        erpVariable2: connection.login,
        erpPassword: connection.password,
        erpLoginStatus: 'LoginOk',
      })
      .where(eq(companies.id, companyId)),
  );
}

/** A PDF that is only a PDF to the eye of an ERP's attachment store: its bytes must arrive unchanged. */
export const originalPdf = (reference: string) => ({
  fileName: `${reference}.pdf`,
  bytes: new TextEncoder().encode(`%PDF-1.4\n% Ledgerline test original ${reference}\n%%EOF\n`),
});

export type CodedInvoiceOptions = {
  relationCode?: string;
  documentNumber: string;
  vatCode?: string;
  ledgerCodes?: [string, string];
  invoiceType?: 'Debit' | 'Credit';
  /** 2026-03-02 unless told (an ERP books in its open fiscal years: give today). */
  documentDate?: string;
  status?: string;
  currentUserId?: string | null;
};

/**
 * A purchase invoice of company A, approved and Ready to post (or in the status given): two coding lines (100.00 and 50.00 net at 21% VAT,
 * 181.50 gross), its relation and its original PDF.
 */
export function codedInvoice(
  app: LedgerlineApp,
  database: Database,
  tenant: TestTenant,
  options: CodedInvoiceOptions,
) {
  const [first, second] = options.ledgerCodes ?? ['4100', '4200'];
  const vatCode = options.vatCode ?? '21';
  return invoiceOf(database, tenant, {
    status: options.status ?? 'Ready',
    isApproved: (options.status ?? 'Ready') === 'Ready',
    currentUserId: options.currentUserId ?? null,
    relationCode: options.relationCode ?? '2',
    relationName: 'Supplier',
    documentNumber: options.documentNumber,
    documentDate: options.documentDate ?? '2026-03-02',
    dueDate: '2026-04-01',
    invoiceType: options.invoiceType ?? 'Debit',
    description: `Office supplies ${options.documentNumber}`,
    netAmount: 150,
    vatAmount: 31.5,
    grossAmount: 181.5,
    blobs: app.deps.blobs,
    original: originalPdf(options.documentNumber),
    lines: [
      {
        description: 'Paper',
        generalLedgerAccount: first,
        vatCode,
        vatPercentage: 21,
        netAmount: 100,
        vatAmount: 21,
        quantity: 4,
        unitPrice: 25,
      },
      {
        description: 'Toner',
        generalLedgerAccount: second,
        vatCode,
        vatPercentage: 21,
        netAmount: 50,
        vatAmount: 10.5,
        quantity: 1,
        unitPrice: 50,
      },
    ],
  });
}

/** The ERP actions of a document, oldest first. */
export function erpActionsOfDocument(database: Database, tenantId: string, documentId: string) {
  return database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(erpActions)
      .where(eq(erpActions.documentId, documentId))
      .orderBy(asc(erpActions.createdAt)),
  );
}

/** One ERP action. */
export async function erpActionOf(database: Database, tenantId: string, id: string) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx.select().from(erpActions).where(eq(erpActions.id, id)),
  );
  return row;
}

/** What document_erp_postings recorded for a document. */
export async function postingRecordOf(database: Database, tenantId: string, documentId: string) {
  const [row] = await database.withTenant(tenantId, (tx) =>
    tx.select().from(documentErpPostings).where(eq(documentErpPostings.documentId, documentId)),
  );
  return row ?? null;
}

/**
 * The next attempt of a Queued action, now rather than after its back-off: the test's queue runs a job when it is
 * sent, and one held back until later not at all (server/jobs/jobs.ts).
 */
export async function runNextAttempt(app: LedgerlineApp, database: Database, tenantId: string, id: string) {
  await database.withTenant(tenantId, (tx) =>
    tx
      .update(erpActions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(erpActions.id, id)),
  );
  await app.deps.jobs.send('erp-action', { tenantId, actionId: id });
  return erpActionOf(database, tenantId, id);
}

/** An active webhook of the customer listening to these events; nothing answers at its address. */
export async function listeningWebhook(database: Database, tenantId: string, events: WebhookEvent[]) {
  const [hook] = await database.withTenant(tenantId, (tx) =>
    tx
      .insert(webhooks)
      .values({ tenantId, url: 'http://127.0.0.1:1/hook', secret: 'whsec_test', events })
      .returning({ id: webhooks.id }),
  );
  return hook.id;
}

/** The events a webhook was given (its delivery rows), in the order they were written, with their documents. */
export async function deliveredEvents(database: Database, tenantId: string, webhookId: string) {
  const rows = await database.withTenant(tenantId, (tx) =>
    tx
      .select({ event: webhookDeliveries.event, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhookId))
      .orderBy(asc(webhookDeliveries.createdAt)),
  );
  return rows.map((row) => ({ event: row.event, document: row.payload.Document as Record<string, unknown> }));
}
