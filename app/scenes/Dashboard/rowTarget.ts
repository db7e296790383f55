import { overviewLinkOf, StepScreens } from '../../../domain/dashboard/links';
import type { DashboardSubItem } from '../../../domain/dashboard/request';
import type { DashboardStep } from '../../../domain/dashboard/steps';
import { findRoute } from '../../../domain/routes/defaultRoute';
import type { GuardContext } from '../../../domain/routes/guardContext';
import { DocumentTypeLooks } from '../Documents/documentTypes';
import { saveFilter, savePage } from '../Documents/overviewState';

/** Where a row of a step's table leads, and what to store before going there. */
export type RowTarget = { to: string; prepare?: () => void };

/**
 * Post, Approve and Payable rows open their overview with the row's filter (stored as the overview's
 * own filter, first page); Import, Classify and Validate rows their work screen once it is built.
 */
export function rowTarget(
  step: DashboardStep,
  item: DashboardSubItem,
  fromDate: string | null,
  guard: GuardContext,
): RowTarget | null {
  const link = overviewLinkOf(step, item, fromDate);
  if (link) {
    return {
      to: DocumentTypeLooks[link.documentType].overviewPath,
      prepare: () => {
        saveFilter(link.documentType, link.filter);
        savePage(link.documentType, 1);
      },
    };
  }
  const screen = StepScreens[step];
  const route = screen ? findRoute(screen) : undefined;
  return screen && route?.built && route.guard(guard) ? { to: screen } : null;
}
