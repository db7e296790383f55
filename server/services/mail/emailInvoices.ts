import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { EmailStatus } from '../../../domain/intake/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Tx } from '../../db/client';
import { blobs, emailMessages, mailboxes } from '../../db/schema/index';
import { notFound } from '../../errors';
import { visibleCompanyIds } from '../../policies/company';
import type { Actor } from '../users/actor';

/** Query of GET /EmailInvoice (currentPage counts from 1). */
export type EmailInvoiceQuery = {
  companyId?: string;
  mailboxId?: string;
  status?: EmailStatus;
  search?: string;
  currentPage: number;
  pageSize: number;
};

const selection = {
  message: emailMessages,
  mailbox: {
    companyId: mailboxes.companyId,
    documentType: mailboxes.documentType,
    localPart: mailboxes.localPart,
    isDeleted: mailboxes.isDeleted,
  },
};

function visibleTo(actor: Actor): SQL | undefined {
  const visible = visibleCompanyIds(actor);
  return visible === 'all'
    ? undefined
    : inArray(mailboxes.companyId, [...visible, '00000000-0000-0000-0000-000000000000']);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of received mail, newest first, of the companies the actor sees. */
export async function listEmailInvoices(tx: Tx, actor: Actor, query: EmailInvoiceQuery) {
  const search = query.search?.trim();
  const where = and(
    visibleTo(actor),
    query.companyId ? eq(mailboxes.companyId, query.companyId) : undefined,
    query.mailboxId ? eq(emailMessages.mailboxId, query.mailboxId) : undefined,
    query.status ? eq(emailMessages.status, query.status) : undefined,
    search
      ? or(
          ilike(emailMessages.fromAddress, `%${escapeLike(search)}%`),
          ilike(emailMessages.fromName, `%${escapeLike(search)}%`),
          ilike(emailMessages.subject, `%${escapeLike(search)}%`),
        )
      : undefined,
  );
  const [total] = await tx
    .select({ n: count() })
    .from(emailMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, emailMessages.mailboxId))
    .where(where);
  const rows = await tx
    .select(selection)
    .from(emailMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, emailMessages.mailboxId))
    .where(where)
    .orderBy(desc(emailMessages.receivedAt), desc(emailMessages.id))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize);
  return { rows, totalCount: total.n };
}

/** One received mail of a company the actor sees, or 404 Email_Invoice_Not_Found. */
export async function loadEmailInvoice(tx: Tx, actor: Actor, id: string) {
  const [row] = await tx
    .select(selection)
    .from(emailMessages)
    .innerJoin(mailboxes, eq(mailboxes.id, emailMessages.mailboxId))
    .where(and(eq(emailMessages.id, id), visibleTo(actor)));
  if (!row) throw notFound('Email_Invoice_Not_Found');
  return row;
}

/** The raw mail as received (the original), or 404 when it is not stored. */
export async function rawEmail(tx: Tx, store: BlobStore, actor: Actor, id: string): Promise<Buffer> {
  const { message } = await loadEmailInvoice(tx, actor, id);
  if (!message.rawBlobId) throw notFound('Email_Invoice_Not_Found');
  const [blob] = await tx.select().from(blobs).where(eq(blobs.id, message.rawBlobId));
  if (!blob) throw notFound('Email_Invoice_Not_Found');
  return store.get(blob.storageKey);
}
