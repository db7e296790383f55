import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { EmailPart } from '../../../domain/intake/emailInvoice';
import type { ReplyLanguage, SourcePer } from '../../../domain/intake/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database, Tx } from '../../db/client';
import { blobs, emailMessages, sources } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { DuplicateEInvoiceError } from '../import/einvoice/duplicate';
import { electronicHashOf, putEInvoiceFiles } from '../import/einvoice/importEInvoice';
import type { UploadedEInvoice } from '../import/einvoice/readUpload';
import { masterDataRelations } from '../import/einvoice/relationMatch';
import { insertEInvoiceRows, type StoredEInvoice } from '../import/einvoice/storeEInvoice';
import { ImportFileError } from '../import/importError';
import { BlobWrites, type StoredBlob } from '../import/storeBlobs';
import {
  type CreatedSource,
  insertSource,
  putSourceFiles,
  queueSources,
  type SourceFileInput,
} from '../intake/createSource';

/** The hashes (sha256 hex) of files taken in from earlier processed mails of a mailbox. */
export async function earlierPartHashes(
  tx: Tx,
  mailboxId: string,
  emailMessageId: string,
  hashes: string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ sha256: blobs.sha256 })
    .from(sources)
    .innerJoin(blobs, sql`${blobs.id} = any(${sources.originalBlobIds})`)
    .innerJoin(emailMessages, eq(emailMessages.id, sources.emailMessageId))
    .where(
      and(
        eq(sources.mailboxId, mailboxId),
        ne(emailMessages.id, emailMessageId),
        eq(emailMessages.status, 'Processed'),
        inArray(blobs.sha256, hashes),
      ),
    );
  return new Set(rows.map((row) => row.sha256));
}

/** A part to take in: as a source file (grouped per SourcePer), or an e-invoice to import. */
export type IntakePart =
  | { index: number; as: 'source'; file: SourceFileInput }
  | { index: number; as: 'einvoice'; fileName: string; bytes: Uint8Array; upload: UploadedEInvoice };

/** The mail being taken in: its row, mailbox, sender and what its parts were decided to be. */
export type MailIntake = {
  tenantId: string;
  emailMessageId: string;
  mailbox: { id: string; companyId: string; documentType: OverviewDocumentType; sourcePer: SourcePer };
  senderName: string;
  senderEmail: string;
  subject: string;
  language: ReplyLanguage;
  parts: EmailPart[];
  intake: IntakePart[];
};

type Prepared =
  | { as: 'source'; part: Extract<IntakePart, { as: 'source' }>; stored: StoredBlob }
  | { as: 'einvoice'; part: Extract<IntakePart, { as: 'einvoice' }>; stored: StoredEInvoice | null };

async function putParts(
  writes: BlobWrites,
  deps: { database: Database; blobs: BlobStore },
  mail: MailIntake,
) {
  const prepared: Prepared[] = [];
  for (const part of mail.intake) {
    if (part.as === 'source') {
      const [stored] = await putSourceFiles(writes, [part.file]);
      prepared.push({ as: 'source', part, stored });
      continue;
    }
    const file = { fileName: part.fileName, bytes: part.bytes };
    const hash = electronicHashOf(part.upload.xml);
    // Too many pages and the like leave the part out; other errors retry the job.
    const stored = await putEInvoiceFiles(writes, file, part.upload, hash, deps).catch((error: unknown) => {
      if (error instanceof ImportFileError) return null;
      throw error;
    });
    prepared.push({ as: 'einvoice', part, stored });
  }
  return prepared;
}

function setOutcome(parts: EmailPart[], index: number, change: Partial<EmailPart>) {
  const part = parts.find((entry) => entry.Index === index);
  if (part) Object.assign(part, change);
}

async function insertIntake(tx: Tx, mail: MailIntake, prepared: Prepared[]) {
  const parts = mail.parts.map((part) => ({ ...part }));
  const origin = {
    originalType: 'Email' as const,
    senderName: mail.senderName,
    senderEmail: mail.senderEmail,
    subject: mail.subject,
    mailboxId: mail.mailbox.id,
    emailMessageId: mail.emailMessageId,
  };
  const sourceIds: string[] = [];
  const renderIds: string[] = [];
  const sourceParts = prepared.flatMap((entry) => (entry.as === 'source' ? [entry] : []));
  const groups =
    mail.mailbox.sourcePer === 'Mail' && sourceParts.length > 0
      ? [sourceParts]
      : sourceParts.map((entry) => [entry]);
  for (const group of groups) {
    const files = group.map((entry) => entry.part.file);
    const created: CreatedSource = await insertSource(
      tx,
      {
        ...origin,
        tenantId: mail.tenantId,
        companyId: mail.mailbox.companyId,
        documentType: mail.mailbox.documentType,
        deliveryType: 'EmailPDF',
        createdBy: null,
        files,
      },
      group.map((entry) => entry.stored),
    );
    sourceIds.push(created.Id);
    for (const entry of group)
      setOutcome(parts, entry.part.index, { SourceId: created.Id, SourceNumber: created.SourceNumber });
  }
  for (const entry of prepared) {
    if (entry.as !== 'einvoice') continue;
    const { documentType } = mail.mailbox;
    if (!entry.stored || (documentType !== 'PurchaseInvoice' && documentType !== 'SalesInvoice')) {
      setOutcome(parts, entry.part.index, { Outcome: 'Unreadable' });
      continue;
    }
    try {
      const imported = await insertEInvoiceRows(
        tx,
        { tenantId: mail.tenantId, userId: null },
        { companyId: mail.mailbox.companyId, documentType },
        entry.stored,
        masterDataRelations,
        { ...origin, deliveryType: 'EmailEDI' },
      );
      const [document] = imported.documents;
      renderIds.push(...imported.sourceDocumentIds);
      setOutcome(parts, entry.part.index, {
        DocumentId: document.Id,
        SourceId: document.SourceId,
        SourceNumber: document.SourceNumber,
      });
    } catch (error) {
      // The same invoice reached the customer before (upload, another mailbox): nothing new.
      if (!(error instanceof DuplicateEInvoiceError)) throw error;
      setOutcome(parts, entry.part.index, { Outcome: 'NotAccepted' });
    }
  }
  const [updated] = await tx
    .update(emailMessages)
    .set({ status: 'Processed', parts, language: mail.language, processedAt: new Date().toISOString() })
    .where(and(eq(emailMessages.id, mail.emailMessageId), eq(emailMessages.status, 'Received')))
    .returning({ id: emailMessages.id });
  // Another worker took this mail in meanwhile: roll back, it holds the result.
  if (!updated) throw new Error('process-mail: the mail was processed meanwhile');
  return { parts, sourceIds, renderIds };
}

/**
 * Takes a mail in: its files to the blob store, then in one transaction its sources, its e-invoice
 * documents and the mail's Processed row; after the commit the sources and pages are queued.
 */
export async function takeInMail(
  deps: { database: Database; blobs: BlobStore; jobs: JobQueue },
  mail: MailIntake,
): Promise<EmailPart[]> {
  const writes = new BlobWrites(deps.blobs, mail.tenantId);
  let result: Awaited<ReturnType<typeof insertIntake>>;
  try {
    const prepared = await putParts(writes, deps, mail);
    result = await deps.database.withTenant(mail.tenantId, (tx) => insertIntake(tx, mail, prepared));
  } catch (error) {
    await writes.undo(deps.database);
    throw error;
  }
  // Committed: a lost send is made good by the start-up sweep of New sources and unrendered pages.
  for (const sourceId of result.sourceIds)
    await queueSources(deps.jobs, mail.tenantId, [sourceId]).catch(() => undefined);
  for (const sourceDocumentId of result.renderIds)
    await deps.jobs
      .send('render-pages', { tenantId: mail.tenantId, sourceDocumentId })
      .catch(() => undefined);
  return result.parts;
}
