import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiDocument, PaymentResult, PaymentState } from '../../../domain/api/v1';
import type { Tx } from '../../db/client';
import { documentErpPostings, documents } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';
import { completeErpPosting, documentForPosting, failErpPosting } from '../erp/posting/postingOutcome';
import { emitDocumentEvents } from '../webhooks/emit';
import { apiDocument, Bookable, type DocumentLinks, requireConnectorCompany } from './apiDocuments';
import { type ApiWriter, requireApiCompany } from './pushMasterData';

// What a connector reports back from the ERP: a booking, a refusal, payment states. Each answers the webhook
// deliveries its change wrote, for the caller to send once the transaction committed.

const isUniqueViolation = (error: unknown) => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

const numberInUse = (number: number) => new AppError(409, 'Api_Ledger_Entry_Number_In_Use', [number]);

/**
 * The connector booked a waiting document under `LedgerEntryNumber`: it is in the ERP, posted, no longer waiting,
 * and on in the workflow as its Post row says (as when an adapter books it: postingOutcome.ts).
 * Confirming again with the same number changes nothing (a connector retrying after a lost answer); another number
 * for a booked document is 409 Api_Document_Already_In_Erp, a number another document of the company holds is 409
 * Api_Ledger_Entry_Number_In_Use, a document that is not waiting is 409 Api_Document_Not_Waiting_For_Erp.
 * Answers the document and the webhook deliveries the change wrote.
 */
export async function confirmPosting(
  tx: Tx,
  writer: ApiWriter & { keyPrefix: string },
  companyId: string,
  documentId: string,
  input: { LedgerEntryNumber: number; ErpReference: string; LinkToErpInvoice: string },
  links: DocumentLinks,
): Promise<{ document: ApiDocument; deliveries: string[] }> {
  await requireConnectorCompany(tx, companyId);
  // Locked: two confirmations of one document at once see each other's result.
  const before = await documentForPosting(tx, documentId);
  if (!before || before.companyId !== companyId) throw notFound('Document_Not_Found');
  const number = input.LedgerEntryNumber;
  if (before.isInErp) {
    if (before.ledgerEntryNumber !== number)
      throw new AppError(409, 'Api_Document_Already_In_Erp', [before.ledgerEntryNumber ?? '']);
    return { document: await apiDocument(tx, companyId, documentId, links), deliveries: [] };
  }
  if (!before.isWaitingForErp || !Bookable.includes(before.documentType))
    throw new AppError(409, 'Api_Document_Not_Waiting_For_Erp');
  const [taken] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        eq(documents.documentType, before.documentType),
        eq(documents.ledgerEntryNumber, number),
      ),
    );
  if (taken && taken.id !== documentId) throw numberInUse(number);
  try {
    // The same completion as an adapter's booking: recorded, in the ERP, posted, on in the workflow with its history.
    await tx.transaction((inner) =>
      completeErpPosting(
        inner,
        before,
        {
          LedgerEntryNumber: number,
          ErpInvoiceNumber: input.ErpReference,
          ErpInvoiceId: '',
          LinkToErpInvoice: input.LinkToErpInvoice,
        },
        { performedBy: null },
      ),
    );
  } catch (error) {
    // Another document took the number between the check and the write.
    if (isUniqueViolation(error)) throw numberInUse(number);
    throw error;
  }
  await audit(tx, {
    tenantId: writer.tenantId,
    userId: null,
    entity: 'Document',
    entityId: documentId,
    action: 'update',
    changes: { ConfirmedByApiKey: writer.keyPrefix, LedgerEntryNumber: number },
  });
  await publishLiveEvent(tx, writer.tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: documentId,
    CompanyId: companyId,
  });
  const deliveries = await emitDocumentEvents(tx, writer.tenantId, before);
  return { document: await apiDocument(tx, companyId, documentId, links), deliveries };
}

/**
 * Payment states from the ERP: each document of the company (by id, by the ledger entry number it was booked under,
 * or by the ERP's reference it was confirmed with) is paid or not, with its payment date when given. A document
 * not found is reported, not fatal: the others still count. Answers per item what happened and the webhook
 * deliveries the changes wrote.
 */
export async function pushPaymentStates(
  tx: Tx,
  writer: ApiWriter & { keyPrefix: string },
  companyId: string,
  items: z.output<typeof PaymentState>[],
): Promise<{ results: PaymentResult[]; deliveries: string[] }> {
  await requireApiCompany(tx, companyId);
  const ids = items.flatMap((item) => (item.DocumentId ? [item.DocumentId] : []));
  const numbers = items.flatMap((item) => (item.LedgerEntryNumber ? [item.LedgerEntryNumber] : []));
  const references = items.flatMap((item) => (item.ErpReference ? [item.ErpReference] : []));
  const found = await tx
    .select({ document: documents, reference: documentErpPostings.erpInvoiceNumber })
    .from(documents)
    .leftJoin(documentErpPostings, eq(documentErpPostings.documentId, documents.id))
    .where(
      and(
        eq(documents.companyId, companyId),
        inArray(documents.documentType, Bookable),
        or(
          ids.length ? inArray(documents.id, ids) : sql`false`,
          numbers.length ? inArray(documents.ledgerEntryNumber, numbers) : sql`false`,
          references.length ? inArray(documentErpPostings.erpInvoiceNumber, references) : sql`false`,
        ),
      ),
    );
  const byId = new Map(found.map((row) => [row.document.id, row.document]));
  const byNumber = new Map(
    found.map((row) => [`${row.document.documentType}:${row.document.ledgerEntryNumber}`, row.document]),
  );
  const byReference = new Map(
    found.flatMap((row) =>
      row.reference ? [[`${row.document.documentType}:${row.reference}`, row.document] as const] : [],
    ),
  );
  const lookUp = (item: z.output<typeof PaymentState>) =>
    item.DocumentId
      ? byId.get(item.DocumentId)
      : item.ErpReference
        ? byReference.get(`${item.DocumentType}:${item.ErpReference}`)
        : byNumber.get(`${item.DocumentType}:${item.LedgerEntryNumber}`);
  const results: PaymentResult[] = [];
  const deliveries: string[] = [];
  for (const [index, item] of items.entries()) {
    const latest = lookUp(item);
    // The same document named twice in one push: the second sees the first's change.
    const document = latest ? (byId.get(latest.id) ?? latest) : undefined;
    if (!document) {
      results.push({ Index: index, DocumentId: item.DocumentId ?? null, Result: 'NotFound' });
      continue;
    }
    const paymentDate = item.PaymentDate === undefined ? document.paymentDate : item.PaymentDate;
    if (document.isPaid === item.IsPaid && document.paymentDate === paymentDate) {
      results.push({ Index: index, DocumentId: document.id, Result: 'Unchanged' });
      continue;
    }
    await tx
      .update(documents)
      .set({
        isPaid: item.IsPaid,
        paymentDate,
        lastUpdate: sql`greatest(clock_timestamp(), ${documents.lastUpdate} + interval '1 millisecond')`,
      })
      .where(eq(documents.id, document.id));
    await audit(tx, {
      tenantId: writer.tenantId,
      userId: null,
      entity: 'Document',
      entityId: document.id,
      action: 'update',
      changes: {
        IsPaid: { from: document.isPaid, to: item.IsPaid },
        PaymentDate: { from: document.paymentDate, to: paymentDate },
        ApiKey: writer.keyPrefix,
      },
    });
    await publishLiveEvent(tx, writer.tenantId, {
      Event: 'DocumentUpdated',
      DocumentId: document.id,
      CompanyId: document.companyId,
    });
    deliveries.push(...(await emitDocumentEvents(tx, writer.tenantId, document)));
    byId.set(document.id, { ...document, isPaid: item.IsPaid, paymentDate });
    results.push({ Index: index, DocumentId: document.id, Result: 'Updated' });
  }
  return { results, deliveries };
}

/**
 * The connector could not book a waiting document: it goes to Error with the ERP's message, as a refused adapter
 * posting does, and a user retries it from there. A document booked meanwhile is 409 Api_Document_Already_In_Erp.
 */
export async function reportPostingFailure(
  tx: Tx,
  writer: ApiWriter & { keyPrefix: string },
  companyId: string,
  documentId: string,
  message: string,
  links: DocumentLinks,
): Promise<{ document: ApiDocument; deliveries: string[] }> {
  await requireConnectorCompany(tx, companyId);
  const before = await documentForPosting(tx, documentId);
  if (!before || before.companyId !== companyId) throw notFound('Document_Not_Found');
  if (before.isInErp)
    throw new AppError(409, 'Api_Document_Already_In_Erp', [before.ledgerEntryNumber ?? '']);
  if (!before.isWaitingForErp) throw new AppError(409, 'Api_Document_Not_Waiting_For_Erp');
  await failErpPosting(tx, before, message);
  await audit(tx, {
    tenantId: writer.tenantId,
    userId: null,
    entity: 'Document',
    entityId: documentId,
    action: 'update',
    changes: { RejectedByApiKey: writer.keyPrefix },
  });
  await publishLiveEvent(tx, writer.tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: documentId,
    CompanyId: companyId,
  });
  const deliveries = await emitDocumentEvents(tx, writer.tenantId, before);
  return { document: await apiDocument(tx, companyId, documentId, links), deliveries };
}
