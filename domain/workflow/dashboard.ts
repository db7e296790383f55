/**
 * The dashboard's steps, layouts, refresh lock and 13-month window (spec 001 §4, §9) live in
 * domain/dashboard; the workflow re-exports them so the workflow model is complete in one place.
 */

export type { DashboardLayout, DashboardStep } from '../dashboard/steps';
export {
  DashboardLayoutNotLoaded,
  DashboardLayouts,
  DashboardSteps,
  LayoutSteps,
  stepsOfLayout,
} from '../dashboard/steps';
export { DashboardRefreshLockMs, dashboardFromDate, RecentWindowMonths } from '../dashboard/window';
