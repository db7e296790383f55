import { type AnyColumn, and, count, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { RemovedFromWorkflow, RemoveFromWorkflowImpact } from '../../../domain/entities/companyRemoval';
import type { Tx } from '../../db/client';
import { companies, documentLocks, documents, users } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { companyPolicy } from '../../policies/company';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';

type CompanyRow = { id: string; name: string; isDeleted: boolean };

/**
 * The company, if one of the customer's (row-level security hides the others: 404 Company_Not_Found)
 * that the actor sees (else 403) and still in the workflow (else 409); `lock` holds its row until commit.
 */
async function companyInWorkflow(tx: Tx, actor: Actor, id: string, lock: boolean): Promise<CompanyRow> {
  const query = tx
    .select({ id: companies.id, name: companies.name, isDeleted: companies.isDeleted })
    .from(companies)
    .where(eq(companies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Company_Not_Found');
  if (!companyPolicy.read(actor, id)) throw forbidden();
  if (row.isDeleted) throw new AppError(409, 'Company_Already_Removed_From_Workflow');
  return row;
}

/** Documents still in the workflow: not posted and not archived (the overview's Ongoing). */
const open = sql`(not ${documents.isPosted} and ${documents.status} <> 'Archived')`;

async function impactOf(tx: Tx, company: CompanyRow): Promise<RemoveFromWorkflowImpact> {
  const [documentCounts] = await tx
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
    })
    .from(documents)
    .where(eq(documents.companyId, company.id));
  const named = (column: AnyColumn) => sql`${company.id}::uuid = any(${column})`;
  const [userCount] = await tx
    .select({ users: count() })
    .from(users)
    .where(
      and(
        not(users.isDeleted),
        or(
          named(users.seeCompanies),
          named(users.validateCompanies),
          named(users.handleCompanies),
          named(users.approveCompanies),
          named(users.signCompanies),
        ),
      ),
    );
  return {
    CompanyId: company.id,
    Name: company.name,
    OpenDocuments: documentCounts.open,
    Documents: documentCounts.all,
    Users: userCount.users,
  };
}

/** Company/RemoveFromWorkflow/{id}/Impact: what removing the company would touch. */
export async function removalImpact(tx: Tx, actor: Actor, id: string): Promise<RemoveFromWorkflowImpact> {
  return impactOf(tx, await companyInWorkflow(tx, actor, id, false));
}

/**
 * Company/RemoveFromWorkflow/{id}: once the name typed matches exactly, marks the company deleted and
 * releases its documents' workflow locks, with an audit row, in the caller's transaction. Nothing is
 * deleted: documents, history and master data stay for audit and archive; its documents leave every work
 * list, count and action (policies/document.ts ofCompanyInWorkflow, removeFromWorkflowGuard.ts).
 */
export async function removeFromWorkflow(
  tx: Tx,
  actor: Actor,
  id: string,
  confirmName: string,
): Promise<RemovedFromWorkflow> {
  const company = await companyInWorkflow(tx, actor, id, true);
  if (confirmName !== company.name) throw badRequest('Company_Confirm_Name_Mismatch');
  const impact = await impactOf(tx, company);
  await tx
    .update(companies)
    .set({ isDeleted: true, updatedAt: new Date().toISOString() })
    .where(eq(companies.id, id));
  const released = await tx
    .delete(documentLocks)
    .where(
      inArray(
        documentLocks.documentId,
        tx.select({ id: documents.id }).from(documents).where(eq(documents.companyId, id)),
      ),
    )
    .returning({ documentId: documentLocks.documentId });
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Company',
    entityId: id,
    action: 'delete',
    changes: {
      IsDeleted: { from: false, to: true },
      RemovedFromWorkflow: true,
      OpenDocuments: impact.OpenDocuments,
      ReleasedLocks: released.length,
    },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'CompanyUpdated',
    CompanyId: id,
    ByUserId: actor.userId,
  });
  return { ...impact, ReleasedLocks: released.length };
}
