import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { relationPartyOf } from '../../../domain/documents/relationParty';
import { type BlobStore, fileBlobStore } from '../../blobs/blobStore';
import { renderPdfPages } from '../../capture/pdf/index';
import { loadConfig } from '../../config';
import type { Database, Tx } from '../client';
import {
  blobs,
  documentAttachments,
  documentHistory,
  documentRecognitions,
  documents,
  invoiceLines,
  pageImages,
  sourceDocuments,
  sourceNumbers,
  sources,
  users,
} from '../schema/index';
import type { DemoEnvironment } from './demo';
import { demoDocumentRows } from './demoDocumentRows';
import { type DemoDocumentSpec, type DemoUserRole, demoDocumentSpecs } from './demoDocumentSpecs';
import { demoInvoicePdf } from './demoInvoicePdf';
import { type DemoRelationIds, demoRelationKey } from './demoMasterData';

/** How many demo documents, the moment they are dated back from, and the master data's relations they point at. */
export type DemoDocumentOptions = { count?: number; now?: Date; relationIds?: DemoRelationIds };

type StoredFile = { storageKey: string; sha256: string; size: number };
type Rendered = {
  spec: DemoDocumentSpec;
  original: StoredFile;
  page: { file: StoredFile; width: number; height: number };
  attachment: StoredFile | null;
};

const demoEmails: Record<DemoUserRole, string> = {
  admin: 'admin@demo.test',
  approver: 'approver@demo.test',
  verifier: 'verifier@demo.test',
  team: 'ap-team@demo.test',
};

// Three in flight: pdfjs draws on the main thread while sharp encodes the previous page on its own threads.
const RenderConcurrency = 3;
/** The statuses of documents that wait for their reading: imported ones, and the new purchase and sales invoices. */
const Unread = ['Imported', 'New_Purchase_Invoice', 'New_Sales_Invoice'];
const BatchSize = 50;

async function renderAll(specs: DemoDocumentSpec[], store: BlobStore, tenantId: string): Promise<Rendered[]> {
  const rendered: Rendered[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index];
      const pdf = await demoInvoicePdf(spec.printed);
      const [page] = (await renderPdfPages(pdf)).pages;
      // The attachment is the delivery note that came with the invoice.
      const slip = spec.attachment
        ? await demoInvoicePdf({
            ...spec.printed,
            kind: 'packingSlip',
            number: `PB-${spec.printed.number}`,
            dueDate: null,
          })
        : null;
      rendered[index] = {
        spec,
        original: await store.put(tenantId, pdf),
        page: { file: await store.put(tenantId, page.jpeg), width: page.width, height: page.height },
        attachment: slip ? await store.put(tenantId, slip) : null,
      };
    }
  };
  await Promise.all(Array.from({ length: RenderConcurrency }, worker));
  return rendered;
}

async function reserveSourceNumbers(tx: Tx, tenantId: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(sourceNumbers)
    .values({ tenantId, last: count })
    .onConflictDoUpdate({
      target: sourceNumbers.tenantId,
      set: { last: sql`${sourceNumbers.last} + ${count}` },
    })
    .returning({ last: sourceNumbers.last });
  return row.last - count + 1;
}

type Shared = {
  tenantId: string;
  companies: Record<DemoDocumentSpec['company'], string>;
  users: Record<DemoUserRole, string>;
  ledgerNumbers: Map<string, number>;
  relationIds: DemoRelationIds;
  now: Date;
};

async function insertBatch(tx: Tx, shared: Shared, batch: Rendered[]): Promise<void> {
  const { tenantId } = shared;
  const firstNumber = await reserveSourceNumbers(tx, tenantId, batch.length);
  const rows = batch.map((item, index) => {
    const { spec } = item;
    const ids = {
      original: randomUUID(),
      page: randomUUID(),
      source: randomUUID(),
      sourceDocument: randomUUID(),
    };
    const ledgerKey = `${spec.company}:${spec.documentType}`;
    const ledgerEntryNumber = spec.posted ? (shared.ledgerNumbers.get(ledgerKey) ?? 24000000) + 1 : null;
    if (ledgerEntryNumber) shared.ledgerNumbers.set(ledgerKey, ledgerEntryNumber);
    const fileName = `${spec.printed.number || 'scan'}.pdf`;
    const companyId = shared.companies[spec.company];
    const kind = relationPartyOf(spec.documentType);
    const parts = demoDocumentRows(spec, {
      tenantId,
      companyId,
      relationId: shared.relationIds.get(demoRelationKey(companyId, kind, spec.relation.code)) ?? null,
      users: shared.users,
      sourceDocumentId: ids.sourceDocument,
      ledgerEntryNumber,
      now: shared.now,
    });
    return { item, ids, fileName, parts, sourceNumber: firstNumber + index };
  });
  await tx.insert(blobs).values(
    rows.flatMap(({ item, ids }) => [
      { id: ids.original, tenantId, ...item.original, contentType: 'application/pdf' },
      { id: ids.page, tenantId, ...item.page.file, contentType: 'image/jpeg' },
    ]),
  );
  await tx.insert(sources).values(
    rows.map(({ item, ids, fileName, parts, sourceNumber }) => ({
      id: ids.source,
      tenantId,
      sourceNumber,
      companyId: shared.companies[item.spec.company],
      status: 'Converted',
      statusInWorkflow: 'Validated',
      originalType: parts.document.sourceType,
      documentType: item.spec.documentType,
      senderEmail:
        parts.document.sourceType === 'Email'
          ? `facturen@${item.spec.relation.code.toLowerCase()}.example`
          : '',
      subject: parts.document.sourceType === 'Email' ? `Factuur ${item.spec.printed.number}` : '',
      originalBlobIds: [ids.original],
      originalFileNames: [fileName],
    })),
  );
  await tx.insert(sourceDocuments).values(
    rows.map(({ ids, fileName }) => ({
      id: ids.sourceDocument,
      tenantId,
      sourceId: ids.source,
      originalBlobId: ids.original,
      originalFileName: fileName,
      pageCount: 1,
    })),
  );
  await tx.insert(pageImages).values(
    rows.map(({ item, ids }) => ({
      tenantId,
      sourceDocumentId: ids.sourceDocument,
      pageNumber: 1,
      blobId: ids.page,
      width: item.page.width,
      height: item.page.height,
    })),
  );
  await tx.insert(documents).values(rows.map(({ parts }) => parts.document));
  // The documents not read yet wait for recognition, as an upload's would: the start-up requeue reads them. The
  // demo's new purchase and sales invoices stand for e-invoices but carry no XML: their printed page is read instead,
  // so that verify lights up where each value was found (on a sales invoice, the customer's address).
  const unread = rows.flatMap(({ item, parts }) =>
    Unread.includes(item.spec.status) && parts.document.id
      ? [{ tenantId, documentId: parts.document.id, status: 'Pending' }]
      : [],
  );
  if (unread.length > 0) await tx.insert(documentRecognitions).values(unread);
  await tx.insert(invoiceLines).values(rows.flatMap(({ parts }) => parts.lines));
  await tx.insert(documentHistory).values(rows.flatMap(({ parts }) => parts.history));
  for (const { item, parts } of rows) {
    if (!item.attachment || !parts.document.id) continue;
    const blobId = randomUUID();
    await tx
      .insert(blobs)
      .values({ id: blobId, tenantId, ...item.attachment, contentType: 'application/pdf' });
    await tx.insert(documentAttachments).values({
      tenantId,
      documentId: parts.document.id,
      blobId,
      fileName: `Pakbon ${item.spec.printed.number}.pdf`,
      contentType: 'application/pdf',
      size: item.attachment.size,
      createdBy: shared.users.verifier,
    });
  }
}

/**
 * Gives the demo customer "Demo Holding" `count` (default 300) documents over the three types with
 * lines, history, attachments and real page images: each document's own invoice PDF, rendered by the
 * import's page renderer. Returns how many documents were created.
 */
export async function seedDemoDocuments(
  database: Database,
  store: BlobStore,
  environment: Pick<DemoEnvironment, 'holdingId' | 'companies'>,
  options: DemoDocumentOptions = {},
): Promise<number> {
  const count = options.count ?? 300;
  if (count === 0) return 0;
  const tenantId = environment.holdingId;
  const now = options.now ?? new Date();
  const userRows = await database.withTenant(tenantId, (tx) =>
    tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.tenantId, tenantId)),
  );
  const userId = (role: DemoUserRole) => {
    const row = userRows.find((user) => user.email === demoEmails[role]);
    if (!row) throw new Error(`demo user ${demoEmails[role]} is missing`);
    return row.id;
  };
  // Oldest first, so ledger entry numbers rise with the date.
  const specs = demoDocumentSpecs(count, now).sort((a, b) => b.ageDays - a.ageDays);
  const rendered = await renderAll(specs, store, tenantId);
  const shared: Shared = {
    tenantId,
    companies: {
      foods: environment.companies.foods,
      logistics: environment.companies.logistics,
      services: environment.companies.services,
    },
    users: {
      admin: userId('admin'),
      approver: userId('approver'),
      verifier: userId('verifier'),
      team: userId('team'),
    },
    ledgerNumbers: new Map(),
    relationIds: options.relationIds ?? new Map(),
    now,
  };
  for (let start = 0; start < rendered.length; start += BatchSize) {
    await database.withTenant(tenantId, (tx) =>
      insertBatch(tx, shared, rendered.slice(start, start + BatchSize)),
    );
  }
  return rendered.length;
}

/**
 * Where `npm start` puts demo documents: the server's blob store (DATA_DIR/blobs), and how many
 * (LEDGERLINE_DEMO_DOCUMENTS, default 300).
 */
export function demoDocumentSettings(env: NodeJS.ProcessEnv = process.env): {
  store: BlobStore;
  count: number;
} {
  const count = Number(env.LEDGERLINE_DEMO_DOCUMENTS ?? 300);
  return {
    store: fileBlobStore(path.join(loadConfig(env).dataDir, 'blobs')),
    count: Number.isInteger(count) && count >= 0 ? count : 300,
  };
}
