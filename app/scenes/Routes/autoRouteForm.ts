import type { RouteStep } from '../../../domain/workflow';
import type { AutoRouteInput } from '../../api/routes';

/** A new auto route: active, no conditions, one approval step to be filled in. */
export const newAutoRoute = (): AutoRouteInput => ({
  Name: '',
  IsActive: true,
  Conditions: {
    CompanyId: null,
    RelationId: null,
    DocumentType: 'PurchaseInvoice',
    AmountFrom: null,
    AmountUntil: null,
    GeneralLedgerAccount: null,
    CostCenter: null,
  },
  Steps: [{ Action: 'Approve', SendToUserId: '' }],
});

/** The steps with the one at `index` moved by `by` places (out-of-range moves change nothing). */
export function moveStep(steps: readonly RouteStep[], index: number, by: -1 | 1): RouteStep[] {
  const target = index + by;
  if (target < 0 || target >= steps.length) return [...steps];
  const moved = [...steps];
  const [step] = moved.splice(index, 1);
  if (step) moved.splice(target, 0, step);
  return moved;
}
