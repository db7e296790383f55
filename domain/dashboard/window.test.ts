import {
  DashboardRefreshLockMs,
  dashboardFromDate,
  dashboardRequest,
  NoDashboardPreferences,
  refreshAllowed,
} from './window';

describe('the refresh lock', () => {
  it('lets the first refresh through, and ignores further refreshes for 3 seconds', () => {
    expect(DashboardRefreshLockMs).toBe(3000);
    expect(refreshAllowed(null, 1_000)).toBe(true);
    expect(refreshAllowed(10_000, 10_001)).toBe(false);
    expect(refreshAllowed(10_000, 12_999)).toBe(false);
    expect(refreshAllowed(10_000, 13_000)).toBe(true);
  });
});

describe('the date window', () => {
  it('starts 13 months back while old documents are hidden', () => {
    expect(dashboardFromDate('2025-06-15', false)).toBe('2024-05-15');
    // The day is clamped to the shorter month.
    expect(dashboardFromDate('2025-03-31', false)).toBe('2024-02-29');
  });

  it('has no start when old documents are shown', () => {
    expect(dashboardFromDate('2025-06-15', true)).toBeNull();
  });
});

describe('the filters a step is asked with', () => {
  const available = {
    companyIds: ['a', 'b', 'c'],
    documentTypes: ['PurchaseInvoice', 'SalesInvoice'] as const,
  };
  const today = '2025-06-15';

  it('asks without company or type filter when nothing is deselected', () => {
    expect(
      dashboardRequest(
        NoDashboardPreferences,
        { ...available, documentTypes: [...available.documentTypes] },
        today,
      ),
    ).toEqual({
      CompanyIds: [],
      DocumentTypes: [],
      FromDate: '2024-05-15',
    });
  });

  it('names the companies and types still selected once one is deselected', () => {
    const preferences = {
      deselectedCompanies: ['b', 'gone'],
      deselectedTypes: ['SalesInvoice' as const],
      showOldDocuments: true,
    };
    expect(
      dashboardRequest(preferences, { ...available, documentTypes: [...available.documentTypes] }, today),
    ).toEqual({
      CompanyIds: ['a', 'c'],
      DocumentTypes: ['PurchaseInvoice'],
      FromDate: null,
    });
  });

  it('asks nothing when every company or every type is deselected', () => {
    const types = [...available.documentTypes];
    expect(
      dashboardRequest(
        { ...NoDashboardPreferences, deselectedCompanies: ['a', 'b', 'c'] },
        { ...available, documentTypes: types },
        today,
      ),
    ).toBeNull();
    expect(
      dashboardRequest(
        { ...NoDashboardPreferences, deselectedTypes: types },
        { ...available, documentTypes: types },
        today,
      ),
    ).toBeNull();
  });
});
