import {
  DashboardLayoutNotLoaded,
  DashboardRefreshLockMs,
  dashboardFromDate,
  RecentWindowMonths,
  stepsOfLayout,
} from './dashboard';

describe('dashboard steps (spec 001 §4)', () => {
  it.each([
    [0, ['Post', 'Approve', 'Payable']],
    [1, ['Approve', 'Post', 'Payable']],
    [2, ['Post']],
    [3, ['Post', 'Payable']],
    [4, ['Approve', 'Payable']],
    [5, ['Payable']],
  ])('shows Import, Classify, Validate and then for layout %i %j', (layout, added) => {
    expect(stepsOfLayout(layout)).toEqual(['Import', 'Classify', 'Validate', ...added]);
  });

  it('shows only the first three while the layout is not loaded (6)', () => {
    expect(DashboardLayoutNotLoaded).toBe(6);
    expect(stepsOfLayout(6)).toEqual(['Import', 'Classify', 'Validate']);
  });

  it('ignores refreshes for 3000 ms and looks 13 months back when old documents are hidden', () => {
    expect(DashboardRefreshLockMs).toBe(3000);
    expect(RecentWindowMonths).toBe(13);
    expect(dashboardFromDate('2026-03-15', false)).toBe('2025-02-15');
    expect(dashboardFromDate('2026-03-15', true)).toBeNull();
  });
});
