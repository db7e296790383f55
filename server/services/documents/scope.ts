import { and, type SQL } from 'drizzle-orm';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import type { StatusFilterSetting } from '../../../domain/workflow/statusFilters';
import type { Tx } from '../../db/client';
import { visibleDocuments } from '../../policies/document';
import type { Actor } from '../users/actor';
import { tenantStatusFilters } from '../workflowSettings/tenantWorkflow';
import { filterConditions } from './filterConditions';

/**
 * The documents of a filter the actor may see: the visibility policy and the filter's fields, with the
 * environment's status filters (tenantStatusFilters) where the caller has them.
 */
export function filterScope(
  actor: Actor,
  filter: ParsedDocumentFilter,
  statusFilters?: readonly StatusFilterSetting[],
): SQL {
  return and(
    visibleDocuments(actor, filter.DocumentType),
    filterConditions(filter, actor.userId, statusFilters),
  ) as SQL;
}

/** filterScope with the environment's status filters, read only when the filter names a status filter. */
export async function tenantFilterScope(tx: Tx, actor: Actor, filter: ParsedDocumentFilter): Promise<SQL> {
  return filterScope(actor, filter, filter.Status ? await tenantStatusFilters(tx) : undefined);
}
