import {
  buildTenant,
  login,
  refreshCookieOf,
  signedInClient,
  startTestApp,
  TestPassword,
  uniqueEmail,
} from '../../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const base = '/auth/AuthorizedUser';

/** Demo Holding with its own user Bert, and Second Demo BV whose administrator adds users. */
async function twoCustomers() {
  const holding = await buildTenant(ctx.database, 'Holding');
  const second = await buildTenant(ctx.database, 'Second');
  const holdingAdmin = await holding.user({ name: 'Hanna', IsAdmin: true, UserViewRights: ['Users'] });
  const bert = await holding.user({ name: 'Bert' });
  const secondAdmin = await second.user({ name: 'Sam', IsAdmin: true, UserViewRights: ['Users'] });
  return {
    holding,
    second,
    bert,
    holdingApi: await signedInClient(ctx.app, holdingAdmin.email),
    secondApi: await signedInClient(ctx.app, secondAdmin.email),
  };
}

/** What an administrator can compare between two answers: everything but the row's own identity. */
function comparable(body: Record<string, unknown>) {
  const { Id, Email, DateCreated, ...rest } = body;
  return rest;
}

async function signInCookie(email: string) {
  return refreshCookieOf(await login(ctx.app, email));
}

describe('adding an e-mail address that already has a login', () => {
  it('answers exactly as for a new address, with and without a password', async () => {
    const { holding, bert, secondApi } = await twoCustomers();
    const berta = await holding.user({ name: 'Berta' });
    for (const [email, Password] of [
      [bert.email, undefined],
      [berta.email, 'a-new-password-1'],
    ]) {
      const fresh = await secondApi.post('/api/User', { Name: 'B', Email: uniqueEmail('fresh'), Password });
      const existing = await secondApi.post('/api/User', { Name: 'B', Email: email, Password });
      expect(existing.statusCode).toBe(201);
      expect(fresh.statusCode).toBe(201);
      expect(comparable(existing.json())).toEqual(comparable(fresh.json()));
      expect(Object.keys(existing.json())).toEqual(Object.keys(fresh.json()));
    }
  });

  it('only invites: the login keeps its password and customers until its owner accepts', async () => {
    const { holding, bert, holdingApi, secondApi } = await twoCustomers();
    await secondApi.post('/api/User', { Name: 'Bert', Email: bert.email, Password: 'taken-over-1' });
    expect((await login(ctx.app, bert.email, 'taken-over-1')).statusCode).toBe(401);
    const signedIn = await login(ctx.app, bert.email);
    expect(signedIn.json().Customers.map((c: { CustomerId: string }) => c.CustomerId)).toEqual([
      holding.tenantId,
    ]);

    // Demo Holding still manages Bert's login.
    const detail = (await holdingApi.get(`/api/User/${bert.id}`)).json();
    const reset = await holdingApi.put(`/api/User/${bert.id}`, { ...detail, Password: 'reset-by-holding-1' });
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.app, bert.email, 'reset-by-holding-1')).statusCode).toBe(200);
  });

  it('becomes a customer choice once the owner accepts the invitation after signing in', async () => {
    const { holding, second, bert, secondApi } = await twoCustomers();
    await secondApi.post('/api/User', { Name: 'Bert', Email: bert.email });
    const cookie = await signInCookie(bert.email);
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      ctx.app.inject({ method, url: `${base}/${url}`, headers: { cookie }, payload: payload as never });

    // The menu offers the customer choice, where the invitation waits.
    const session = (await call('GET', 'RefreshAccessToken')).json();
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/User/GetCurrentUser',
      headers: { authorization: `Bearer ${session.Token}` },
    });
    expect(current.json().IsInMultipleEnvironments).toBe(true);
    const invitations = await call('GET', 'Invitations');
    expect(invitations.json()).toEqual([{ CustomerId: second.tenantId, CustomerName: expect.any(String) }]);
    const accepted = await call('POST', 'AcceptInvitation', { CustomerId: second.tenantId });
    expect(accepted.statusCode).toBe(200);
    expect(
      accepted
        .json()
        .map((c: { CustomerId: string }) => c.CustomerId)
        .sort(),
    ).toEqual([holding.tenantId, second.tenantId].sort());
    expect((await call('GET', 'Invitations')).json()).toEqual([]);
    const again = await call('POST', 'AcceptInvitation', { CustomerId: second.tenantId });
    expect(again.statusCode).toBe(404);

    const inSecond = await ctx.app.inject({
      method: 'POST',
      url: `${base}/Login`,
      payload: { Email: bert.email, Password: TestPassword, CustomerId: second.tenantId },
    });
    expect(inSecond.json().CustomerId).toBe(second.tenantId);
  });
});
