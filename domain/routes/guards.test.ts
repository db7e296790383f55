import type { ActionRight, ViewRight } from '../rights/rights';
import { defaultRoute, findRoute, resolvePath } from './defaultRoute';
import { emptyGuardContext, type GuardContext } from './guardContext';
import { routeTable } from './routeTable';

const ctx = (
  patch: Partial<Omit<GuardContext, 'viewRights' | 'actionRights' | 'enterpriseFeatures'>> & {
    view?: ViewRight[];
    action?: ActionRight[];
    enterprise?: string[];
  } = {},
): GuardContext => {
  const { view = [], action = [], enterprise = [], ...rest } = patch;
  return {
    ...emptyGuardContext,
    ...rest,
    viewRights: new Set(view),
    actionRights: new Set(action),
    enterpriseFeatures: new Set(enterprise),
  };
};

const verifier = { action: ['VerifyInvoice'] as ActionRight[], validateCompanyCount: 1 };

// Per row of spec 000 §2: the smallest context that opens it (null: open to everyone).
const opening: Record<string, Parameters<typeof ctx>[0] | null> = {
  '/dashboard': { view: ['Dashboard'] },
  '/purchase-invoices': null,
  '/purchase-invoice/:documentId?': null,
  '/sales-invoices': { usesSalesInvoices: true },
  '/sales-invoice/:documentId?': { usesSalesInvoices: true },
  '/packing-slips': { usesPackingSlips: true },
  '/packing-slip/:documentId?': { usesPackingSlips: true },
  '/payment-batches': { workflowSupportsPaymentBatches: true, view: ['PaymentLists'] },
  '/payment-batch-generate': { workflowSupportsPaymentBatches: true, view: ['PaymentLists'] },
  '/import': verifier,
  '/splitter': verifier,
  '/verify': verifier,
  '/fast-verify/:companyId?': { ...verifier, useFastVerify: true },
  '/user-settings': { view: ['MySettings'] },
  '/user-routes': null,
  '/suggestion-routes': { view: ['SuggestionRoutes'] },
  '/auto-routes': { view: ['AutoRoutes'] },
  '/verify-documents': verifier,
  '/sources': verifier,
  '/email-invoices': verifier,
  '/source-overview': { view: ['SourceOverview'] },
  '/default-texts': { view: ['DefaultTexts'] },
  '/electronic-templates': {
    view: ['ElectronicTemplates'],
    action: ['VerifyInvoice'],
    companyCount: 1,
    enterprise: ['ElectronicTemplates'],
  },
  '/posting-templates': { action: ['VerifyInvoice'], companyCount: 1 },
  '/download-archive': { view: ['DownloadArchive'] },
  '/tags': { view: ['Tags'] },
  '/users': { view: ['Users'] },
  '/companies': { view: ['Companies'] },
  '/vendors': { view: ['Vendors'] },
  '/customers': { view: ['Customers'] },
  '/period-table': { view: ['PeriodTable'] },
  '/code-lists/:companyId?': { action: ['Admin'], companyCount: 1 },
  '/mailboxes/:companyId?': { view: ['Mailboxes'] },
  '/reply-templates': { view: ['Mailboxes'] },
  '/system-log': { view: ['SystemLog'] },
  '/audit-log': { view: ['AuditLog'] },
  '/management-reports': { view: ['ManagementReports'] },
  '/reporting': { action: ['Admin'] },
  '/subscription': { action: ['Admin'] },
  '/custom-translations': { view: ['Translations'] },
  '/settings': { view: ['Settings'] },
  '/integrations': null,
  '/relation-import': { view: ['Customers'] },
  '/customize-environment': { view: ['CustomizeSettings'] },
  '/customize-environment/statuses': { view: ['Statuses'] },
  '/customize-environment/actions': { view: ['Actions'] },
  '/customize-environment/status-actions': { view: ['StatusActions'] },
  '/customize-environment/status-filters': { view: ['StatusFilters'] },
  '/customize-environment/roles': { action: ['SuperAdmin'] },
  '/customize-environment/import-environment': { action: ['SuperAdmin'] },
  '/customize-environment/delete-company': { action: ['RemoveCompanyFromWorkflow'] },
  '/customize-environment/customize-settings': { view: ['CustomizeSettings'] },
  '/customize-environment/feature-flags': { action: ['SuperAdmin'] },
  '/authentication-management': { view: ['AuthenticationManagement'] },
  '/reporting-access': { view: ['Enterprise'] },
  '/document-flow': { view: ['DocumentFlow'] },
  '/erp-action-overview': { view: ['ErpActionsOverview'] },
  '/api-key-overview': { view: ['ApiKeyOverview'] },
};

const parentOf = (path: string) => path.replace(/\/:id$/, '');

describe('route guards (spec 000 §2)', () => {
  it('covers every row of the route table', () => {
    for (const entry of routeTable) expect(opening).toHaveProperty(parentOf(entry.path));
  });

  for (const entry of routeTable) {
    const needed = opening[parentOf(entry.path)];
    if (needed === null) {
      it(`${entry.path} opens without any right`, () => {
        expect(entry.guard(ctx())).toBe(true);
      });
    } else {
      it(`${entry.path} opens with its condition and not without`, () => {
        expect(entry.guard(ctx(needed))).toBe(true);
        expect(entry.guard(ctx())).toBe(false);
      });
    }
  }

  it('verify pages also need a company the user may validate', () => {
    expect(findRoute('/verify')?.guard(ctx({ action: ['VerifyPackingSlip'], validateCompanyCount: 0 }))).toBe(
      false,
    );
    expect(findRoute('/verify')?.guard(ctx({ action: ['VerifyPackingSlip'], validateCompanyCount: 2 }))).toBe(
      true,
    );
  });

  it('the old source overviews close when the feature removes them', () => {
    expect(findRoute('/sources')?.guard(ctx({ ...verifier, removeOldSourceOverviews: true }))).toBe(false);
  });

  it('relation import opens with Vendors as well as with Customers', () => {
    expect(findRoute('/relation-import')?.guard(ctx({ view: ['Vendors'] }))).toBe(true);
  });
});

describe('default route', () => {
  const built = routeTable.map((entry) => (entry.path === '/dashboard' ? { ...entry, built: true } : entry));

  it('is /dashboard with the Dashboard view right once the dashboard is built', () => {
    expect(defaultRoute(ctx({ view: ['Dashboard'] }), built)).toBe('/dashboard');
  });

  it('is /purchase-invoices without the Dashboard view right', () => {
    expect(defaultRoute(ctx(), built)).toBe('/purchase-invoices');
  });

  it('is /purchase-invoices while the dashboard screen is not built', () => {
    const unbuilt = routeTable.map((entry) =>
      entry.path === '/dashboard' ? { ...entry, built: false } : entry,
    );
    expect(defaultRoute(ctx({ view: ['Dashboard'] }), unbuilt)).toBe('/purchase-invoices');
  });

  it('is /dashboard for a user with the Dashboard view right, the dashboard being built', () => {
    expect(defaultRoute(ctx({ view: ['Dashboard'] }))).toBe('/dashboard');
  });

  it('sends a forbidden or unknown path to the default route', () => {
    expect(resolvePath('/settings', ctx())).toBe('/purchase-invoices');
    expect(resolvePath('/no-such-page', ctx({ view: ['Settings'] }))).toBe('/purchase-invoices');
    expect(resolvePath('/settings', ctx({ view: ['Settings'] }))).toBe('/settings');
    expect(resolvePath('/users/new', ctx({ view: ['Users'] }))).toBe('/users/new');
  });
});
