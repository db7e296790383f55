import type { Route } from '../../../../domain/workflow';
import { json } from '../../../test/fetchStub';
import { reconcileAfterAction, rememberOf } from './routeReconcile';

const performed = {
  DocumentId: 'd1',
  DocumentType: 'PurchaseInvoice' as const,
  NextAction: 'Approve' as const,
  NextUserId: 'u-anna',
  Remark: 'Akkoord',
  HasVendor: true,
};

const suggested: Route = {
  Id: 'r1',
  RouteType: 'SuggestionRoute',
  ActionId: 'Approve',
  CurrentUserId: null,
  SendToUserId: 'u-anna',
  DefaultText: 'Akkoord',
  RouteOption: 'None',
  LastAction: '',
  Status: null,
  IsUserRoute: true,
  CompanyId: 'c1',
  RelationId: 'v1',
};

/** Stubs fetch with answers by path prefix, keeping each call's method and body. */
function stubApi(answers: Array<[prefix: string, status: number, body: unknown]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.find(([prefix]) => String(input).startsWith(prefix));
    return answer ? json(answer[1], answer[2]) : json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const calls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.map(([path, init]) => [
    init?.method,
    String(path),
    init?.body ? JSON.parse(String(init.body)) : undefined,
  ]);

describe('route reconciliation after an action', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('preselects the kind of the suggested route, None without one', () => {
    expect(rememberOf(null)).toBe('None');
    expect(rememberOf(suggested)).toBe('UserRoute');
    expect(rememberOf({ RouteType: 'SuggestionRouteAllVendors', IsUserRoute: false })).toBe(
      'SuggestionRouteAllVendors',
    );
  });

  it('does nothing with None and no suggested route', async () => {
    const fetch = stubApi([]);
    await reconcileAfterAction(performed, 'None', null);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('creates a user route for the vendor when the user remembers it as their own', async () => {
    const fetch = stubApi([['/api/Route/CreateRouteFromInvoiceAction', 200, suggested]]);
    await reconcileAfterAction(performed, 'UserRoute', null);
    expect(calls(fetch)).toEqual([
      [
        'POST',
        '/api/Route/CreateRouteFromInvoiceAction',
        {
          DocumentId: 'd1',
          DocumentType: 'PurchaseInvoice',
          NextAction: 'Approve',
          NextUserId: 'u-anna',
          Remark: 'Akkoord',
          RouteType: 'SuggestionRoute',
          IsUserRoute: true,
        },
      ],
    ]);
  });

  it('updates the suggested route when the user sent the document elsewhere', async () => {
    const fetch = stubApi([['/api/Route/UpdateRouteFromInvoiceAction', 200, suggested]]);
    await reconcileAfterAction({ ...performed, NextUserId: 'u-piet' }, 'UserRoute', suggested);
    expect(calls(fetch)[0]).toEqual([
      'PUT',
      '/api/Route/UpdateRouteFromInvoiceAction',
      expect.objectContaining({ RouteId: 'r1', RouteOption: 'None', NextUserId: 'u-piet' }),
    ]);
  });

  it('deletes the suggested route the user followed but no longer wants remembered', async () => {
    const fetch = stubApi([['/api/Route/r1', 204, {}]]);
    await reconcileAfterAction(performed, 'None', suggested);
    expect(calls(fetch)).toEqual([['DELETE', '/api/Route/r1', undefined]]);
  });

  it('leaves a followed suggestion alone when its kind stays chosen', async () => {
    const fetch = stubApi([]);
    await reconcileAfterAction(performed, 'UserRoute', suggested);
    expect(fetch).not.toHaveBeenCalled();
  });
});
