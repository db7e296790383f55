import { and, type SQL } from 'drizzle-orm';
import type { ParsedDocumentFilter } from '../../../domain/documents/filter';
import { visibleDocuments } from '../../policies/document';
import type { Actor } from '../users/actor';
import { filterConditions } from './filterConditions';

/** The documents of a filter the actor may see: the visibility policy and the filter's fields. */
export function filterScope(actor: Actor, filter: ParsedDocumentFilter): SQL {
  return and(visibleDocuments(actor, filter.DocumentType), filterConditions(filter, actor.userId)) as SQL;
}
