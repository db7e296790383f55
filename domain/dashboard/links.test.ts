import { overviewLinkOf } from './links';
import type { DashboardSubItem } from './request';

const item = (overrides: Partial<DashboardSubItem>): DashboardSubItem => ({
  StepStatus: 'To_Post',
  CompanyId: 'company-1',
  UserId: null,
  DocumentType: 'PurchaseInvoice',
  Count: 3,
  ...overrides,
});

describe('the overview a sub-item opens', () => {
  it("opens Post rows as the type's overview with To_Post, the company and the window", () => {
    expect(overviewLinkOf('Post', item({ DocumentType: 'SalesInvoice' }), '2024-05-15')).toEqual({
      documentType: 'SalesInvoice',
      filter: { Status: 'To_Post', CompanyId: 'company-1', ScanDateFrom: '2024-05-15' },
    });
  });

  it('opens Approve rows with the user whose desk the documents are on', () => {
    const row = item({ StepStatus: 'Pending_Approval', UserId: 'user-1' });
    expect(overviewLinkOf('Approve', row, null)).toEqual({
      documentType: 'PurchaseInvoice',
      filter: { Status: 'Pending_Approval', CompanyId: 'company-1', CurrentUser: 'user-1' },
    });
  });

  it('opens Payable rows with the Payable filter', () => {
    expect(overviewLinkOf('Payable', item({ StepStatus: 'Payable' }), null)?.filter).toEqual({
      Status: 'Payable',
      CompanyId: 'company-1',
    });
  });

  it('has no overview for Import, Classify and Validate: no status filter shows exactly them', () => {
    expect(overviewLinkOf('Import', item({ StepStatus: 'New' }), null)).toBeNull();
    expect(overviewLinkOf('Classify', item({ StepStatus: 'Converted' }), null)).toBeNull();
    expect(overviewLinkOf('Validate', item({ StepStatus: 'Imported' }), null)).toBeNull();
  });
});
