import {
  type AutoRoute,
  type AutoRouteConditions,
  type AutoRouteFacts,
  matchAutoRoute,
  matchSuggestionRoute,
  type Route,
  reconcileRoute,
  routeChanged,
  showSuggestedRoute,
} from './routes';

describe('route reconciliation after an action (spec 001 §4)', () => {
  const suggestion = { Id: 'route-1', RouteType: 'SuggestionRoute' as const };

  it('deletes the suggested route when the route type is None and the user did not change it', () => {
    expect(reconcileRoute({ RouteType: 'None', SuggestedRoute: suggestion, UserChanged: false })).toEqual({
      operation: 'delete',
      routeId: 'route-1',
      message: 'Route_Deleted_Successfully',
    });
  });

  it('creates a route when a route type is set and nothing is suggested', () => {
    expect(reconcileRoute({ RouteType: 'SuggestionRoute', SuggestedRoute: null, UserChanged: true })).toEqual(
      {
        operation: 'create',
        message: 'Route_Created_Successfully',
      },
    );
  });

  it('creates a route when a route type is set and an auto route is suggested', () => {
    const auto = { Id: 'auto-1', RouteType: 'AutoRoute' as const };
    expect(
      reconcileRoute({ RouteType: 'SuggestionRoute', SuggestedRoute: auto, UserChanged: false }).operation,
    ).toBe('create');
  });

  it('updates the suggested route the user changed', () => {
    expect(
      reconcileRoute({ RouteType: 'SuggestionRoute', SuggestedRoute: suggestion, UserChanged: true }),
    ).toEqual({
      operation: 'update',
      routeId: 'route-1',
      message: 'Route_Updated_Successfully',
    });
  });

  it('does nothing when the user kept the suggestion, or set no route type with nothing suggested', () => {
    expect(
      reconcileRoute({ RouteType: 'SuggestionRoute', SuggestedRoute: suggestion, UserChanged: false }),
    ).toEqual({
      operation: 'none',
      message: null,
    });
    expect(reconcileRoute({ RouteType: 'None', SuggestedRoute: null, UserChanged: true }).operation).toBe(
      'none',
    );
    const none = { Id: 'route-0', RouteType: 'None' as const };
    expect(reconcileRoute({ RouteType: 'None', SuggestedRoute: none, UserChanged: false }).operation).toBe(
      'none',
    );
  });

  it("falls through to update when the route type is None but the user changed the suggestion (the spec's 'Otherwise')", () => {
    expect(
      reconcileRoute({ RouteType: 'None', SuggestedRoute: suggestion, UserChanged: true }).operation,
    ).toBe('update');
  });

  it('shows a suggested route only when its Id differs from the current route', () => {
    expect(showSuggestedRoute({ Id: 'a' }, { Id: 'b' })).toBe(true);
    expect(showSuggestedRoute({ Id: 'a' }, { Id: 'a' })).toBe(false);
    expect(showSuggestedRoute(null, { Id: 'a' })).toBe(true);
    expect(showSuggestedRoute({ Id: 'a' }, null)).toBe(false);
  });

  it("calls the route changed when its action, user or text differ from the suggestion's", () => {
    const suggested = { ActionId: 'Approve' as const, SendToUserId: 'u1', DefaultText: 'Graag akkoord' };
    expect(routeChanged(suggested, { ...suggested, DefaultText: ' Graag akkoord ' })).toBe(false);
    expect(routeChanged(suggested, { ...suggested, SendToUserId: 'u2' })).toBe(true);
    expect(routeChanged(null, suggested)).toBe(true);
  });
});

const anything: AutoRouteConditions = {
  CompanyId: null,
  RelationId: null,
  DocumentType: null,
  AmountFrom: null,
  AmountUntil: null,
  GeneralLedgerAccount: null,
  CostCenter: null,
};

const autoRoute = (Id: string, conditions: Partial<AutoRouteConditions>, IsActive = true): AutoRoute => ({
  Id,
  Name: Id,
  IsActive,
  Conditions: { ...anything, ...conditions },
  Steps: [{ Action: 'Approve', SendToUserId: `approver-of-${Id}` }],
});

const facts: AutoRouteFacts = {
  CompanyId: 'company-1',
  RelationId: 'vendor-1',
  DocumentType: 'PurchaseInvoice',
  GrossAmount: 6000,
  GeneralLedgerAccounts: ['4100', '4200'],
  CostCenters: ['NOORD'],
  IsDisabledForAutoRouter: false,
};

const matched = (routes: AutoRoute[], overrides: Partial<AutoRouteFacts> = {}) =>
  matchAutoRoute(routes, { ...facts, ...overrides })?.Id ?? null;

describe('auto routes', () => {
  it('apply when every condition set holds: company, vendor, document type, amount, ledger account, cost centre', () => {
    const all = autoRoute('all', {
      CompanyId: 'company-1',
      RelationId: 'vendor-1',
      DocumentType: 'PurchaseInvoice',
      AmountFrom: 5000,
      AmountUntil: 10000,
      GeneralLedgerAccount: '4200',
      CostCenter: 'NOORD',
    });
    expect(matched([all])).toBe('all');
    expect(matched([all], { CompanyId: 'company-2' })).toBeNull();
    expect(matched([all], { RelationId: null })).toBeNull();
    expect(matched([all], { DocumentType: 'SalesInvoice' })).toBeNull();
    expect(matched([all], { GrossAmount: 4999.99 })).toBeNull();
    expect(matched([all], { GeneralLedgerAccounts: ['4100'] })).toBeNull();
    expect(matched([all], { CostCenters: [] })).toBeNull();
  });

  it('include both ends of the amount range and read the gross amount without its sign', () => {
    const range = autoRoute('range', { AmountFrom: 5000, AmountUntil: 6000 });
    expect(matched([range], { GrossAmount: 5000 })).toBe('range');
    expect(matched([range], { GrossAmount: 6000 })).toBe('range');
    expect(matched([range], { GrossAmount: -5500 })).toBe('range');
    expect(matched([range], { GrossAmount: 6000.01 })).toBeNull();
  });

  it('let the most specific route win: the most conditions set', () => {
    const company = autoRoute('company', { CompanyId: 'company-1' });
    const vendor = autoRoute('vendor', { CompanyId: 'company-1', RelationId: 'vendor-1' });
    expect(matched([company, vendor])).toBe('vendor');
    expect(matched([vendor, company])).toBe('vendor');
  });

  it('on a tie, the narrower amount range, then the earlier route', () => {
    const wide = autoRoute('wide', { AmountFrom: 0, AmountUntil: 100000 });
    const narrow = autoRoute('narrow', { AmountFrom: 5000, AmountUntil: 10000 });
    expect(matched([wide, narrow])).toBe('narrow');
    const first = autoRoute('first', { CompanyId: 'company-1' });
    const second = autoRoute('second', { RelationId: 'vendor-1' });
    expect(matched([first, second])).toBe('first');
  });

  it('skip inactive routes and documents disabled for the auto router', () => {
    expect(matched([autoRoute('off', {}, false)])).toBeNull();
    expect(matched([autoRoute('on', {})], { IsDisabledForAutoRouter: true })).toBeNull();
  });
});

const route = (Id: string, overrides: Partial<Route>): Route => ({
  Id,
  RouteType: 'SuggestionRouteAllVendors',
  ActionId: 'Approve',
  CurrentUserId: null,
  SendToUserId: 'approver',
  DefaultText: '',
  RouteOption: 'None',
  LastAction: '',
  Status: null,
  IsUserRoute: false,
  CompanyId: null,
  RelationId: null,
  ...overrides,
});

describe('suggestion routes', () => {
  const context = {
    CompanyId: 'company-1',
    RelationId: 'vendor-1',
    Status: 'In_Progress' as const,
    CurrentUserId: 'handler',
    LastAction: 'Verify',
  };

  it("prefer a route for the document's vendor to one for all vendors", () => {
    const allVendors = route('all', {});
    const vendor = route('vendor', { RouteType: 'SuggestionRoute', RelationId: 'vendor-1' });
    const otherVendor = route('other', { RouteType: 'SuggestionRoute', RelationId: 'vendor-2' });
    expect(matchSuggestionRoute([allVendors, otherVendor, vendor], context)?.Id).toBe('vendor');
    expect(matchSuggestionRoute([allVendors, otherVendor], context)?.Id).toBe('all');
  });

  it("prefer the user's own route to a shared one", () => {
    const shared = route('shared', {});
    const own = route('own', { IsUserRoute: true, CurrentUserId: 'handler' });
    expect(matchSuggestionRoute([shared, own], context)?.Id).toBe('own');
  });

  it('fit only their company, status, user and last action when they name them', () => {
    expect(matchSuggestionRoute([route('c', { CompanyId: 'company-2' })], context)).toBeNull();
    expect(matchSuggestionRoute([route('s', { Status: 'Pending' })], context)).toBeNull();
    expect(matchSuggestionRoute([route('u', { CurrentUserId: 'someone-else' })], context)).toBeNull();
    expect(matchSuggestionRoute([route('l', { LastAction: 'Code' })], context)).toBeNull();
    expect(matchSuggestionRoute([route('auto', { RouteType: 'AutoRoute' })], context)).toBeNull();
  });
});
