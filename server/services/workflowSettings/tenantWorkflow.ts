import { eq, sql } from 'drizzle-orm';
import type { StatusAction, WorkflowDefinition } from '../../../domain/workflow/statusActions';
import { resolveStatusFilters, type StatusFilterSetting } from '../../../domain/workflow/statusFilters';
import {
  type StoredWorkflow,
  statusActionProblems,
  statusFilterSettingProblems,
  UncustomizedWorkflow,
  workflowOf,
} from '../../../domain/workflow/tenantWorkflow';
import type { Tx } from '../../db/client';
import { workflowDefinitions } from '../../db/schema/index';
import { AppError } from '../../errors';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';

/** The environment's stored workflow (row-level security picks the tenant), or the uncustomized one. */
export async function storedWorkflowOf(tx: Tx): Promise<StoredWorkflow> {
  const [row] = await tx
    .select({
      statusActions: workflowDefinitions.statusActions,
      statusFilters: workflowDefinitions.statusFilters,
      version: workflowDefinitions.version,
    })
    .from(workflowDefinitions)
    .limit(1);
  if (!row) return UncustomizedWorkflow;
  return { StatusActions: row.statusActions, StatusFilters: row.statusFilters, Version: row.version };
}

/** The workflow the engine follows in this environment. */
export async function tenantWorkflow(tx: Tx): Promise<WorkflowDefinition> {
  return workflowOf(await storedWorkflowOf(tx));
}

/** The environment's status filters, one per filter. */
export async function tenantStatusFilters(tx: Tx): Promise<StatusFilterSetting[]> {
  return resolveStatusFilters((await storedWorkflowOf(tx)).StatusFilters);
}

const staleWorkflow = () => new AppError(409, 'Workflow_Is_Updated_By_Other_User');
const invalidWorkflow = (problems: string[]) =>
  new AppError(400, 'Workflow_Invalid', [], undefined, problems);

type Part = { statusActions: StatusAction[] | null } | { statusFilters: StatusFilterSetting[] | null };

/**
 * Writes one part of the environment's workflow when `version` is still current (else 409), and
 * audits it; the version goes up by one. An environment without a row saves against version 1.
 */
async function savePart(tx: Tx, actor: Actor, version: number, part: Part, audited: Record<string, unknown>) {
  const current = await storedWorkflowOf(tx);
  if (current.Version !== version) throw staleWorkflow();
  const next = version + 1;
  const [saved] = await tx
    .insert(workflowDefinitions)
    .values({ tenantId: actor.tenantId, ...part, version: next, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: workflowDefinitions.tenantId,
      set: { ...part, version: next, updatedBy: actor.userId, updatedAt: sql`now()` },
      // Another save between the read and this write has moved the version on.
      setWhere: eq(workflowDefinitions.version, version),
    })
    .returning({ version: workflowDefinitions.version });
  if (!saved) throw staleWorkflow();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Workflow',
    entityId: actor.tenantId,
    action: 'update',
    changes: { ...audited, Version: next },
  });
}

/** Saves the environment's status-action rows, or with null goes back to the default's. */
export async function saveStatusActions(
  tx: Tx,
  actor: Actor,
  version: number,
  rows: StatusAction[] | null,
): Promise<StoredWorkflow> {
  if (rows) {
    const problems = statusActionProblems(rows);
    if (problems.length > 0) throw invalidWorkflow(problems);
  }
  const before = workflowOf(await storedWorkflowOf(tx)).StatusActions.length;
  await savePart(
    tx,
    actor,
    version,
    { statusActions: rows },
    {
      StatusActions: rows ? { from: before, to: rows.length } : 'Default',
    },
  );
  return storedWorkflowOf(tx);
}

/** Saves the environment's status filters, or with null goes back to the default's. */
export async function saveStatusFilters(
  tx: Tx,
  actor: Actor,
  version: number,
  settings: StatusFilterSetting[] | null,
): Promise<StoredWorkflow> {
  if (settings) {
    const problems = statusFilterSettingProblems(settings);
    if (problems.length > 0) throw invalidWorkflow(problems);
  }
  await savePart(
    tx,
    actor,
    version,
    { statusFilters: settings },
    {
      StatusFilters: settings ? settings.map((setting) => setting.Filter) : 'Default',
    },
  );
  return storedWorkflowOf(tx);
}
