import { and, asc, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { defaultReplyTemplates } from '../../../domain/intake/replyTemplate';
import { localPartFor } from '../../services/mail/mailboxes';
import type { Database } from '../client';
import { companies, customers, mailboxes, replyTemplates } from '../schema/index';
import type { DemoEnvironment } from './demo';

const typeLabels: Record<OverviewDocumentType, string> = {
  PurchaseInvoice: 'purchase invoices',
  SalesInvoice: 'sales invoices',
  PackingSlip: 'packing slips',
};

/** The document types a company uses: purchase invoices always, sales invoices and packing slips when on. */
function typesOf(company: typeof companies.$inferSelect): OverviewDocumentType[] {
  return [
    'PurchaseInvoice',
    ...(company.usesSalesInvoices ? (['SalesInvoice'] as const) : []),
    ...(company.usesPackingSlips ? (['PackingSlip'] as const) : []),
  ];
}

/**
 * A mailbox per demo company and document type it uses (`demo-foods.purchase`) and the default reply
 * templates per demo customer. An address another customer holds already is left out.
 */
export async function seedDemoMailboxes(database: Database, environment: DemoEnvironment): Promise<void> {
  for (const tenantId of [environment.holdingId, environment.secondId])
    await database.withTenant(tenantId, async (tx) => {
      const rows = await tx.select().from(companies).where(eq(companies.isDeleted, false));
      for (const company of rows)
        for (const documentType of typesOf(company))
          await tx
            .insert(mailboxes)
            .values({
              tenantId,
              companyId: company.id,
              documentType,
              localPart: localPartFor(company.displayName || company.name, documentType),
            })
            .onConflictDoNothing({ target: mailboxes.localPart });
      await tx.insert(replyTemplates).values(
        defaultReplyTemplates().map((template) => ({
          tenantId,
          situation: template.Situation,
          language: template.Language,
          subject: template.Subject,
          body: template.Body,
        })),
      );
    });
}

/** The demo mailboxes for the start banner: address local part, company and what it takes. */
export async function listDemoMailboxes(
  database: Database,
): Promise<Array<{ localPart: string; description: string }>> {
  const rows = await database.withService((tx) =>
    tx
      .select({
        localPart: mailboxes.localPart,
        documentType: mailboxes.documentType,
        companyName: companies.name,
        displayName: companies.displayName,
      })
      .from(mailboxes)
      .innerJoin(companies, eq(companies.id, mailboxes.companyId))
      .innerJoin(customers, eq(customers.id, mailboxes.tenantId))
      .where(and(eq(customers.isDemo, true), eq(mailboxes.isDeleted, false), eq(mailboxes.isActive, true)))
      .orderBy(asc(mailboxes.localPart)),
  );
  return rows.map((row) => ({
    localPart: row.localPart,
    description: `${row.displayName || row.companyName} — ${typeLabels[row.documentType as OverviewDocumentType] ?? row.documentType}`,
  }));
}
