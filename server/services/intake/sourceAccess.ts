import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { sources, users } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { visibleCompanyIds } from '../../policies/company';
import { importRightFor } from '../import/mayImport';
import type { Actor } from '../users/actor';

/** A block older than this is stale: the holder left without unblocking, and another user may take over. */
export const BlockTimeoutMs = 30 * 60 * 1000;

/** Which sources a user sees: companies ('all' or a set; sources without company always) and document types. */
export type SourceScope = { companies: 'all' | Set<string>; documentTypes: OverviewDocumentType[] };

/**
 * The splitter's scope: sources of companies the user may validate, of the document types whose
 * verify right they hold (VerifyPackingSlip for packing slips, VerifyInvoice for invoices).
 */
export function splitterScope(actor: Actor): SourceScope {
  const { user } = actor;
  return {
    companies: user.mayValidateAllCompanies ? 'all' : new Set(user.validateCompanies),
    documentTypes: OverviewDocumentTypes.filter((type) => actor.actionRights.has(importRightFor(type))),
  };
}

/**
 * The source overviews' scope: with the SourceOverview right every source of the companies the user
 * sees; otherwise (the scan-page right) the splitter's scope.
 */
export function overviewScope(actor: Actor): SourceScope {
  const splitter = splitterScope(actor);
  if (!actor.viewRights.has('SourceOverview')) return splitter;
  const visible = visibleCompanyIds(actor);
  const companies =
    visible === 'all' || splitter.companies === 'all' ? 'all' : new Set([...visible, ...splitter.companies]);
  return { companies, documentTypes: [...OverviewDocumentTypes] };
}

/** The condition selecting the sources in a scope. */
export function inScope(scope: SourceScope): SQL {
  const types = scope.documentTypes.length ? scope.documentTypes : ['-'];
  const companies =
    scope.companies === 'all'
      ? undefined
      : scope.companies.size === 0
        ? isNull(sources.companyId)
        : or(isNull(sources.companyId), inArray(sources.companyId, [...scope.companies]));
  return and(inArray(sources.documentType, types), companies) as SQL;
}

/** A source in the scope, locked for the transaction when `lock`; 404 Source_Not_Found otherwise. */
export async function loadSource(tx: Tx, scope: SourceScope, id: string, lock = false) {
  const query = tx
    .select()
    .from(sources)
    .where(and(eq(sources.id, id), inScope(scope)));
  const [source] = lock ? await query.for('update') : await query;
  if (!source) throw notFound('Source_Not_Found');
  return source;
}

type Held = Pick<typeof sources.$inferSelect, 'isBlocked' | 'currentUserId' | 'blockedAt'>;

/** Whether another user holds the source: blocked by them less than BlockTimeoutMs ago. */
export function heldByOther(source: Held, actor: Actor, now = Date.now()): boolean {
  if (!source.isBlocked || !source.currentUserId || source.currentUserId === actor.userId) return false;
  return source.blockedAt !== null && now - new Date(source.blockedAt).getTime() < BlockTimeoutMs;
}

/** 423 Source_Blocked_By_Other_User%%<name> when another user holds the source. */
export async function assertNotHeldByOther(tx: Tx, source: Held, actor: Actor): Promise<void> {
  if (!heldByOther(source, actor) || !source.currentUserId) return;
  const [holder] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, source.currentUserId));
  throw new AppError(423, 'Source_Blocked_By_Other_User', [holder?.name ?? '']);
}

/** 409 Document_Is_Updated_By_Other_User when the source changed since the client loaded it. */
export function assertUnchanged(source: { updatedAt: string }, lastUpdate: string): void {
  if (new Date(source.updatedAt).toISOString() !== lastUpdate)
    throw new AppError(409, 'Document_Is_Updated_By_Other_User');
}
