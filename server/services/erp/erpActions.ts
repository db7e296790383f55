import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ErpAdapter, LogisticsAdapter } from '../../../domain/entities/enums';
import { type ErpActionKind, erpActionMessageKey } from '../../../domain/erp/actions';
import type { ErpActionPage, ErpActionsQuery, ErpActionView } from '../../../domain/erp/actionView';
import type { CompanyUpdateJob } from '../../../domain/erp/enums';
import { companyUpdateJobsOf } from '../../../domain/erp/sync';
import type { Tx } from '../../db/client';
import { companies, documents, erpActions } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { companyPolicy, visibleCompanyIds } from '../../policies/company';
import { presentErpAction } from '../../presenters/erpAction';
import type { Actor } from '../users/actor';
import { markWaitingForLoginCheck } from './actions/checkLogin';
import { createErpAction } from './actions/queueErpAction';
import type { ErpActionRow } from './actions/types';
import { expectsPosting } from './posting/postingOutcome';

/** What asking for an action did: the action's id, and whether it is new (its job still to be sent after commit). */
export type AskedAction = { id: string; isNew: boolean };

/**
 * POST /Erp/CreateAction and /Erp/CreateSyncAllAction: queues a company update job the company's adapters offer
 * (or a login check). `full` reads everything instead of what changed since the last synchronisation. The same
 * job still open for the company is answered instead of a second one. A login check puts the company in
 * WaitingForLoginCheck.
 */
export async function askCompanyAction(
  tx: Tx,
  actor: Actor,
  companyId: string,
  action: CompanyUpdateJob,
  options: { full: boolean },
): Promise<AskedAction> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company || company.isDeleted) throw notFound('Company_Not_Found');
  if (!companyPolicy.read(actor, companyId)) throw forbidden();
  const offered = companyUpdateJobsOf({
    ErpAdapter: company.erpAdapter as ErpAdapter,
    ErpFeatureSetId: company.erpFeatureSetId,
    LogisticsAdapter: company.logisticsAdapter as LogisticsAdapter,
    LogisticsFeatureSetId: company.logisticsFeatureSetId,
  });
  if (!offered.includes(action)) throw badRequest('Erp_Action_Not_Offered', [action, company.erpAdapter]);
  const [open] = await tx
    .select({ id: erpActions.id })
    .from(erpActions)
    .where(
      and(
        eq(erpActions.companyId, companyId),
        eq(erpActions.action, action),
        inArray(erpActions.state, ['Queued', 'Running']),
      ),
    )
    .limit(1);
  if (open) return { id: open.id, isNew: false };
  const id = await createErpAction(tx, {
    tenantId: actor.tenantId,
    companyId,
    action,
    input: options.full ? { Full: true } : {},
    createdBy: actor.userId,
  });
  if (action === 'CheckLogin') await markWaitingForLoginCheck(tx, companyId);
  return { id, isNew: true };
}

const companyName = companies.displayName;

/** The action with this id if the actor may see its company; another customer's or an unseen company's is 404. */
async function loadVisible(tx: Tx, actor: Actor, id: string) {
  const [found] = await tx
    .select({ action: erpActions, name: companies.name, displayName: companyName })
    .from(erpActions)
    .innerJoin(companies, eq(companies.id, erpActions.companyId))
    .where(eq(erpActions.id, id));
  if (!found || !companyPolicy.read(actor, found.action.companyId)) throw notFound('Erp_Action_Not_Found');
  return found;
}

/** GET /Erp/GetErpAction/{id}. */
export async function getErpAction(tx: Tx, actor: Actor, id: string): Promise<ErpActionView> {
  const found = await loadVisible(tx, actor, id);
  return presentErpAction(found.action, found.displayName || found.name);
}

/** GET /Erp/Actions: the actions of the companies the actor sees, filtered, newest first, a page at a time. */
export async function listErpActions(tx: Tx, actor: Actor, query: ErpActionsQuery): Promise<ErpActionPage> {
  const visible = visibleCompanyIds(actor);
  if (visible !== 'all' && visible.size === 0) return { Items: [], Count: 0 };
  const filters: (SQL | undefined)[] = [
    query.companyId ? eq(erpActions.companyId, query.companyId) : undefined,
    query.state ? eq(erpActions.state, query.state) : undefined,
    query.action ? eq(erpActions.action, query.action) : undefined,
    visible === 'all' ? undefined : inArray(erpActions.companyId, [...visible]),
  ];
  const where = and(...filters);
  const [{ total }] = await tx.select({ total: count() }).from(erpActions).where(where);
  const rows = await tx
    .select({ action: erpActions, name: companies.name, displayName: companyName })
    .from(erpActions)
    .innerJoin(companies, eq(companies.id, erpActions.companyId))
    .where(where)
    .orderBy(desc(erpActions.createdAt), desc(erpActions.id))
    .offset(query.skip)
    .limit(query.take);
  return {
    Items: rows.map((row) => presentErpAction(row.action, row.displayName || row.name)),
    Count: total,
  };
}

/**
 * A failed posting is retried only while its document still wants it: not once the document is posted (in the ERP
 * or marked posted), nor while another posting of it (the workflow's Retry and Post) is queued or running, nor once
 * the workflow moved it on from the failed Post (its own Retry, a send-back): the action would only fail when run.
 */
async function requirePostingRetryable(tx: Tx, action: ErpActionRow): Promise<void> {
  if (!action.documentId) return;
  const [document] = await tx
    .select({
      isPosted: documents.isPosted,
      isInErp: documents.isInErp,
      isWaitingForErp: documents.isWaitingForErp,
      status: documents.status,
      lastAction: documents.lastAction,
    })
    .from(documents)
    .where(eq(documents.id, action.documentId));
  if (document?.isPosted || document?.isInErp) throw new AppError(409, 'Erp_Action_Retry_Document_Posted');
  const [open] = await tx
    .select({ id: erpActions.id })
    .from(erpActions)
    .where(
      and(
        eq(erpActions.documentId, action.documentId),
        eq(erpActions.action, 'PostDocument'),
        inArray(erpActions.state, ['Queued', 'Running']),
        ne(erpActions.id, action.id),
      ),
    )
    .limit(1);
  if (open) throw new AppError(409, 'Erp_Action_Retry_Posting_Open');
  if (document && !expectsPosting(document)) throw new AppError(409, 'Erp_Posting_Not_Waiting');
}

/**
 * POST /Erp/RetryAction/{id}: a Failed action is Queued again with its attempts reset (its job is sent after
 * commit). Only a failed one: a queued or running action is still on its way, a succeeded one is done; a posting
 * only while its document still waits for it.
 */
export async function retryErpAction(tx: Tx, actor: Actor, id: string): Promise<ErpActionView> {
  const found = await loadVisible(tx, actor, id);
  if (found.action.state !== 'Failed') throw new AppError(409, 'Erp_Action_Not_Failed');
  if (found.action.action === 'PostDocument') await requirePostingRetryable(tx, found.action);
  const now = new Date().toISOString();
  const [row] = await tx
    .update(erpActions)
    .set({
      state: 'Queued',
      attempts: 0,
      error: '',
      messageKey: erpActionMessageKey(found.action.action as ErpActionKind, 'Queued'),
      nextAttemptAt: null,
      startedAt: null,
      finishedAt: null,
      updatedAt: now,
    })
    .where(and(eq(erpActions.id, id), eq(erpActions.state, 'Failed')))
    .returning();
  if (!row) throw new AppError(409, 'Erp_Action_Not_Failed');
  if (row.action === 'CheckLogin') await markWaitingForLoginCheck(tx, row.companyId);
  return presentErpAction(row, found.displayName || found.name);
}
