import type { OverviewDocumentType, StatusFilter } from '../documents/enums';
import type { DocumentFilter } from '../documents/filter';
import { StepCounts } from './counting';
import type { DashboardSubItem } from './request';
import type { DashboardStep } from './steps';

/** The overview a sub-item opens, and the filter that shows exactly its documents. */
export type OverviewLink = {
  documentType: OverviewDocumentType;
  filter: Pick<DocumentFilter, 'Status' | 'CompanyId' | 'CurrentUser' | 'ScanDateFrom'> & {
    Status: StatusFilter;
  };
};

const isOverviewType = (type: string): type is OverviewDocumentType =>
  type === 'PurchaseInvoice' || type === 'SalesInvoice' || type === 'PackingSlip';

/**
 * The overview filter of a sub-item of Post, Approve or Payable: the step's status filter, the
 * company, the user (Approve) and the window. Null for the steps no overview filter expresses
 * (Import, Classify, Validate: their own screens list them).
 */
export function overviewLinkOf(
  step: DashboardStep,
  item: DashboardSubItem,
  fromDate: string | null,
): OverviewLink | null {
  const count = StepCounts[step];
  if (count.kind !== 'documents' || !('statusFilter' in count) || !isOverviewType(item.DocumentType))
    return null;
  const filter: OverviewLink['filter'] = { Status: count.statusFilter };
  if (item.CompanyId) filter.CompanyId = item.CompanyId;
  if (count.perUser && item.UserId) filter.CurrentUser = item.UserId;
  if (fromDate) filter.ScanDateFrom = fromDate;
  return { documentType: item.DocumentType, filter };
}

/** The screens where the work of the first three steps is done, opened from their rows once built. */
export const StepScreens: Partial<Record<DashboardStep, string>> = {
  Import: '/source-overview',
  Classify: '/splitter',
  Validate: '/verify',
};
