import type { StatusFilter } from './enums';

/**
 * Status filters that list documents as a record — done, or whatever their state — rather than work
 * waiting for someone. A company removed from the workflow keeps its documents in these lists, for audit
 * and archive; every other filter lists work, and a removed company's documents wait for nobody.
 */
export const RecordStatusFilters: readonly StatusFilter[] = [
  'None',
  'Posted',
  'All_Posted',
  'Archived',
  'Approved',
  'Signed',
  'Scanned',
  'Invoices_Actioned_By_User',
];

/** True when the filter lists work waiting for someone: Todo, Ongoing, Approve, To_Post, Blocked … */
export const listsWork = (filter: StatusFilter): boolean => !RecordStatusFilters.includes(filter);
