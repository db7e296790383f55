import { StepCounts } from '../../../domain/dashboard/counting';
import type {
  DashboardStepAnswer,
  DashboardSubItem,
  ParsedDashboardStepRequest,
} from '../../../domain/dashboard/request';
import { type DashboardStep, stepOrderOf } from '../../../domain/dashboard/steps';
import type { Tx } from '../../db/client';
import { notFound } from '../../errors';
import type { Actor } from '../users/actor';
import { countDocuments } from './documentCounts';
import { getDashboardLayout } from './layout';
import { requireDashboardCompanies } from './policy';
import { countSources } from './sourceCounts';

// Largest first; ties in a fixed order so the table does not reshuffle between refreshes.
const byCount = (a: DashboardSubItem, b: DashboardSubItem) =>
  b.Count - a.Count ||
  (a.CompanyId ?? '').localeCompare(b.CompanyId ?? '') ||
  a.DocumentType.localeCompare(b.DocumentType) ||
  String(a.StepStatus).localeCompare(String(b.StepStatus)) ||
  (a.UserId ?? '').localeCompare(b.UserId ?? '');

/**
 * One dashboard step (POST /Dashboard/GetDashboardStep/{step}): its place in the customer's layout
 * (404 Dashboard_Step_Not_Shown when the layout leaves it out) and its sub-items for the filters.
 */
export async function getDashboardStep(
  tx: Tx,
  actor: Actor,
  step: DashboardStep,
  request: ParsedDashboardStepRequest,
): Promise<DashboardStepAnswer> {
  const order = stepOrderOf(step, await getDashboardLayout(tx));
  if (order === null) throw notFound('Dashboard_Step_Not_Shown');
  await requireDashboardCompanies(tx, actor, request.CompanyIds);
  const count = StepCounts[step];
  const items =
    count.kind === 'sources'
      ? await countSources(tx, actor, count, request)
      : await countDocuments(tx, actor, count, request);
  return { Name: step, StepOrder: order, DashboardSubItems: items.sort(byCount) };
}
