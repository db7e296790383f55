import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  DocumentStatuses,
  type OverviewDocumentType,
  OverviewDocumentTypes,
} from '../../../domain/documents/enums';
import { stageOf } from '../../../domain/workflow/statuses';
import type { Tx } from '../../db/client';
import { companies, documents } from '../../db/schema/index';
import { notFound } from '../../errors';
import { ofCompanyInWorkflow } from '../../policies/document';
import { importRightFor } from '../import/mayImport';
import type { Actor } from '../users/actor';

/** The document types the verify screen handles. */
export type VerifyDocumentType = OverviewDocumentType;

/** The statuses in which documents wait for verification (the workflow's Verify stage). */
export const VerifyStatuses: readonly string[] = DocumentStatuses.filter(
  (status) => stageOf(status) === 'Verify',
);

const never = sql`false`;

/** The document types whose verify right the user holds (VerifyPackingSlip for packing slips, else VerifyInvoice). */
export function verifiableTypes(actor: Actor): OverviewDocumentType[] {
  return OverviewDocumentTypes.filter((type) => actor.actionRights.has(importRightFor(type)));
}

/** Whether the user may validate documents of the company (spec 001 §6: MayValidateAllCompanies or listed). */
export function mayValidateCompany(actor: Actor, companyId: string): boolean {
  return actor.user.mayValidateAllCompanies || actor.user.validateCompanies.includes(companyId);
}

const companiesWith = (flag: SQL) =>
  sql`${documents.companyId} = any(array(select ${companies.id} from ${companies} where ${flag}))`;

/** Sales invoices and packing slips only of companies that use them. */
function typeRule(documentType: OverviewDocumentType): SQL | undefined {
  if (documentType === 'SalesInvoice') return companiesWith(sql`${companies.usesSalesInvoices}`);
  if (documentType === 'PackingSlip') return companiesWith(sql`${companies.usesPackingSlips}`);
  return undefined;
}

/**
 * The documents waiting in the user's verify list (spec 001 §2, §6): of a type whose verify right they hold, of a
 * company they may validate that is still in the workflow, in the Verify stage, and not confidential unless they may
 * see confidential documents. `filter` narrows to one company or type.
 */
export function waitingForVerify(
  actor: Actor,
  filter: { companyId?: string | null; documentType?: OverviewDocumentType | null } = {},
): SQL {
  const types = verifiableTypes(actor).filter((type) => !filter.documentType || type === filter.documentType);
  if (types.length === 0) return never;
  const { user } = actor;
  const companyRule = user.mayValidateAllCompanies
    ? undefined
    : user.validateCompanies.length
      ? inArray(documents.companyId, user.validateCompanies)
      : never;
  const confidential =
    user.maySeeConfidentialDocuments || actor.actionRights.has('MaySeeConfidentialIDocuments')
      ? undefined
      : sql`not ${documents.isConfidential}`;
  const typeRules = types.map((type) => and(eq(documents.documentType, type), typeRule(type)) as SQL);
  return and(
    sql`${documents.tenantId} = ${actor.tenantId}`,
    typeRules.length === 1 ? typeRules[0] : sql`(${sql.join(typeRules, sql` or `)})`,
    inArray(documents.status, [...VerifyStatuses]),
    companyRule,
    confidential,
    ofCompanyInWorkflow,
    filter.companyId ? eq(documents.companyId, filter.companyId) : undefined,
  ) as SQL;
}

/** A document of the user's verify list, locked for the transaction when `lock`; else 404 Document_Not_Found. */
export async function requireVerifyDocument(
  tx: Tx,
  actor: Actor,
  id: string,
  options: { lock?: boolean; documentType?: OverviewDocumentType } = {},
): Promise<typeof documents.$inferSelect> {
  const query = tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), waitingForVerify(actor, { documentType: options.documentType })));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Document_Not_Found');
  return row;
}
