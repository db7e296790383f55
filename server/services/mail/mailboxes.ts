import { and, asc, count, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { MailboxInput } from '../../../domain/intake/mailbox';
import { defaultReplyTemplates } from '../../../domain/intake/replyTemplate';
import type { Database, Tx } from '../../db/client';
import { companies, mailboxes, replyTemplates } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { companyPolicy } from '../../policies/company';
import { audit, changedFields } from '../audit/audit';
import type { Actor } from '../users/actor';
import { updatedByOtherUser } from '../workflow/refusal';

type MailboxRow = typeof mailboxes.$inferSelect;

const addressTaken = () => new AppError(409, 'Mailbox_Address_Taken');

/** The mailboxes the actor sees, of one company or all, by company and type. */
export async function listMailboxes(tx: Tx, actor: Actor, companyId?: string): Promise<MailboxRow[]> {
  const rows = await tx
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.isDeleted, false), companyId ? eq(mailboxes.companyId, companyId) : undefined))
    .orderBy(asc(mailboxes.companyId), asc(mailboxes.documentType), asc(mailboxes.localPart));
  return rows.filter((row) => companyPolicy.read(actor, row.companyId));
}

/** One mailbox of a company the actor sees, or 404 Mailbox_Not_Found. */
export async function loadMailbox(tx: Tx, actor: Actor, id: string): Promise<MailboxRow> {
  const [row] = await tx
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.id, id), eq(mailboxes.isDeleted, false)));
  if (!row || !companyPolicy.read(actor, row.companyId)) throw notFound('Mailbox_Not_Found');
  return row;
}

async function loadCompany(tx: Tx, actor: Actor, companyId: string) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false)));
  if (!company || !companyPolicy.read(actor, companyId)) throw notFound('Company_Not_Found');
  return company;
}

/** A free local part for a company and type: the company's name as a slug and the type (`demo-foods.purchase`). */
export async function suggestLocalPart(
  database: Database,
  actor: Actor,
  companyId: string,
  documentType: OverviewDocumentType,
): Promise<string> {
  const company = await database.withTenant(actor.tenantId, (tx) => loadCompany(tx, actor, companyId));
  const base = localPartFor(company.displayName || company.name, documentType);
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await localPartOwner(database, candidate))) return candidate;
  }
  return `${base}.${companyId.slice(0, 8)}`;
}

const typeWords: Record<OverviewDocumentType, string> = {
  PurchaseInvoice: 'purchase',
  SalesInvoice: 'sales',
  PackingSlip: 'packingslips',
};

/** The local part for a company name and document type: `Demo Foods BV` → `demo-foods.purchase`. */
export function localPartFor(companyName: string, documentType: OverviewDocumentType): string {
  const slug =
    companyName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\b(b\.?v\.?|n\.?v\.?|bv|nv)\s*$/, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'company';
  return `${slug}.${typeWords[documentType]}`;
}

/** The mailbox holding a local part in any customer (addresses are unique over all of them). */
async function localPartOwner(database: Database, localPart: string) {
  const [row] = await database.withService((tx) =>
    tx.select({ id: mailboxes.id }).from(mailboxes).where(eq(mailboxes.localPart, localPart)),
  );
  return row ?? null;
}

const columnsOf = (input: MailboxInput) => ({
  companyId: input.CompanyId,
  documentType: input.DocumentType,
  localPart: input.LocalPart.toLowerCase(),
  isActive: input.IsActive,
  maxMessageBytes: input.MaxMessageBytes,
  allowedSenders: input.AllowedSenders.map((sender) => sender.trim().toLowerCase()).filter(Boolean),
  acceptPdf: input.AcceptPdf,
  acceptImages: input.AcceptImages,
  acceptEInvoices: input.AcceptEInvoices,
  bodyAsDocument: input.BodyAsDocument,
  sourcePer: input.SourcePer,
  replyLanguage: input.ReplyLanguage,
  sendReplies: input.SendReplies,
});

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || isUniqueViolation((error as { cause?: unknown }).cause));

/** Adds the general default reply templates when the customer has none yet (its first mailbox). */
async function ensureDefaultTemplates(tx: Tx, tenantId: string): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(replyTemplates);
  if (row.n > 0) return;
  await tx.insert(replyTemplates).values(
    defaultReplyTemplates().map((template) => ({
      tenantId,
      mailboxId: null,
      situation: template.Situation,
      language: template.Language,
      subject: template.Subject,
      body: template.Body,
    })),
  );
}

/**
 * Creates a mailbox (no Id) or changes one. The address is unique over all customers (409
 * Mailbox_Address_Taken); a stale LastUpdate gives 409 Document_Is_Updated_By_Other_User.
 */
export async function saveMailbox(
  database: Database,
  actor: Actor,
  input: MailboxInput,
): Promise<MailboxRow> {
  const values = columnsOf(input);
  const owner = await localPartOwner(database, values.localPart);
  if (owner && owner.id !== input.Id) throw addressTaken();
  try {
    return await database.withTenant(actor.tenantId, async (tx) => {
      await loadCompany(tx, actor, input.CompanyId);
      if (!input.Id) {
        const [row] = await tx
          .insert(mailboxes)
          .values({ tenantId: actor.tenantId, ...values })
          .returning();
        await ensureDefaultTemplates(tx, actor.tenantId);
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          entity: 'Mailbox',
          entityId: row.id,
          action: 'create',
          changes: { LocalPart: row.localPart, CompanyId: row.companyId, DocumentType: row.documentType },
        });
        await publishLiveEvent(tx, actor.tenantId, {
          Event: 'MailboxUpdated',
          Id: row.id,
          CompanyId: row.companyId,
          ByUserId: actor.userId,
        });
        return row;
      }
      const before = await loadMailbox(tx, actor, input.Id);
      if (input.LastUpdate && new Date(before.updatedAt).toISOString() !== input.LastUpdate)
        throw updatedByOtherUser();
      const [row] = await tx
        .update(mailboxes)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where(eq(mailboxes.id, before.id))
        .returning();
      await audit(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        entity: 'Mailbox',
        entityId: row.id,
        action: 'update',
        changes: changedFields(before, row, []),
      });
      await publishLiveEvent(tx, actor.tenantId, {
        Event: 'MailboxUpdated',
        Id: row.id,
        CompanyId: row.companyId,
        ByUserId: actor.userId,
      });
      return row;
    });
  } catch (error) {
    // Two customers claiming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw addressTaken();
    throw error;
  }
}

/** Deletes a mailbox: its mail stays, its address is given up (mail to it is refused from now on). */
export async function deleteMailbox(tx: Tx, actor: Actor, id: string): Promise<void> {
  const before = await loadMailbox(tx, actor, id);
  await tx
    .update(mailboxes)
    .set({
      isDeleted: true,
      isActive: false,
      localPart: `${before.id}.deleted`,
      updatedAt: new Date().toISOString(),
    })
    .where(eq(mailboxes.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Mailbox',
    entityId: id,
    action: 'delete',
    changes: { LocalPart: before.localPart },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'MailboxUpdated',
    Id: id,
    CompanyId: before.companyId,
    ByUserId: actor.userId,
  });
}
