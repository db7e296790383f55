import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type OverviewDocumentType, OverviewDocumentTypes } from '../../domain/documents/enums';
import { SearchRights } from '../../domain/entities/enums';
import { companies, documentHistory, documents } from '../db/schema/index';
import type { Actor } from '../services/users/actor';
import { visibleCompanyIds } from './company';

const never = sql`false`;

/** Rule 1: the document's company is within the user's scopes. */
function companyScope(actor: Actor): SQL | undefined {
  const visible = visibleCompanyIds(actor);
  if (visible === 'all' || actor.user.mayHandleAllCompanies) return undefined;
  return visible.size === 0 ? never : inArray(documents.companyId, [...visible]);
}

/** Rule 2: confidential documents only with MaySeeConfidentialDocuments. */
function confidentiality(actor: Actor): SQL | undefined {
  const allowed =
    actor.user.maySeeConfidentialDocuments || actor.actionRights.has('MaySeeConfidentialIDocuments');
  return allowed ? undefined : sql`not ${documents.isConfidential}`;
}

/** Documents the user handled before: approved by them or a history entry of theirs. */
export function handledBy(userId: string): SQL {
  return sql`(${documents.approvedBy} = ${userId} or exists (select 1 from ${documentHistory} where ${documentHistory.documentId} = ${documents.id} and ${documentHistory.userId} = ${userId}))`;
}

/** Rule 3: MaySeeAllDocuments or SearchRights All see every document; others what is or was theirs. */
function documentScope(actor: Actor): SQL | undefined {
  const { user } = actor;
  if (user.maySeeAllDocuments || user.searchRights >= SearchRights.All) return undefined;
  const atMe = sql`${documents.currentUserId} = ${actor.userId}`;
  if (user.searchRights < SearchRights.Before) return atMe;
  const withOrders =
    user.searchRights === SearchRights.Purchase_Orders || user.searchRights === SearchRights.Before_And_Orders
      ? sql`cardinality(${documents.purchaseOrderNumbers}) > 0`
      : undefined;
  return or(atMe, handledBy(actor.userId), withOrders);
}

/**
 * Documents of a company still in the workflow. A company removed from it (Company/RemoveFromWorkflow)
 * keeps its documents for audit and archive, but they wait for nobody: no desk, work list, count or action.
 * The removed companies are an array computed once per query, as companiesWith below.
 */
export const ofCompanyInWorkflow: SQL = sql`${documents.companyId} <> all(array(select ${companies.id} from ${companies} where ${companies.isDeleted}))`;

/** Companies flagged for a document type, as an array computed once per query (index-friendly filter). */
const companiesWith = (flag: SQL) =>
  sql`${documents.companyId} = any(array(select ${companies.id} from ${companies} where ${flag}))`;

/** Rule 4: packing slips need the PackingSlips view right; sales and packing slips a company using them. */
function typeScope(actor: Actor, documentType: OverviewDocumentType): SQL | undefined {
  if (documentType === 'PackingSlip') {
    return actor.viewRights.has('PackingSlips') ? companiesWith(sql`${companies.usesPackingSlips}`) : never;
  }
  if (documentType === 'SalesInvoice') return companiesWith(sql`${companies.usesSalesInvoices}`);
  return undefined;
}

/**
 * The ONE visibility condition of documents of a type for a user (tenant, type, scopes,
 * confidentiality, search rights, type rules). Every document query is built on it.
 */
export function visibleDocuments(actor: Actor, documentType: OverviewDocumentType): SQL {
  return and(
    sql`${documents.tenantId} = ${actor.tenantId}`,
    sql`${documents.documentType} = ${documentType}`,
    companyScope(actor),
    confidentiality(actor),
    documentScope(actor),
    typeScope(actor, documentType),
  ) as SQL;
}

/** The visibility condition over every type, for calls that name a document by id only. */
export function visibleDocumentsOfAnyType(actor: Actor): SQL {
  return or(...OverviewDocumentTypes.map((type) => visibleDocuments(actor, type))) as SQL;
}
