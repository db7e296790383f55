import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCloseCodes, type LiveEvent, LiveServerTimeoutMs } from '../../domain/live/events';
import { AccessTokenSeconds } from '../auth/accessToken';
import { buildDocument } from '../db/seed/documentFactories';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../test/harness';
import { connect, HubClient, hubUrl } from '../test/liveClient';
import { publishLiveEvent } from './publish';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/** Publishes an event of a tenant in a committed transaction. */
const publish = (started: Started, tenantId: string, event: LiveEvent) =>
  started.database.withTenant(tenantId, (tx) => publishLiveEvent(tx, tenantId, event));

let ctx: Started;
let tenant: TestTenant;
let other: TestTenant;
const clients: HubClient[] = [];
const track = (hubClient: HubClient) => {
  clients.push(hubClient);
  return hubClient;
};

beforeAll(async () => {
  ctx = await startTestApp();
  tenant = await buildTenant(ctx.database, 'Live');
  other = await buildTenant(ctx.database, 'Elsewhere');
});

afterAll(async () => {
  for (const c of clients) c.close();
  await ctx.close();
});

describe('hub', () => {
  it('refuses a socket without a token or with a bad one', async () => {
    const url = await hubUrl(ctx.app);
    expect(await new HubClient(url).closed).toEqual({ code: LiveCloseCodes.Unauthorized });
    expect(await new HubClient(`${url}?access_token=not.a.token`).closed).toEqual({
      code: LiveCloseCodes.Unauthorized,
    });
  });

  it('answers a ping with a pong', async () => {
    const user = await tenant.user({ name: 'Pinger' });
    const hubClient = track(await connect(ctx.app, user.email));
    hubClient.send({ Type: 'Ping' });
    expect(await hubClient.next()).toEqual({ Type: 'Pong' });
  });

  it('delivers only committed events, and only to the tenant they belong to', async () => {
    const mine = await tenant.user({ name: 'Mine', MaySeeAllCompanies: true });
    const theirs = await other.user({ name: 'Theirs', MaySeeAllCompanies: true });
    const mineClient = track(await connect(ctx.app, mine.email));
    const theirClient = track(await connect(ctx.app, theirs.email));
    const rolledBack = ctx.database.withTenant(tenant.tenantId, async (tx) => {
      await publishLiveEvent(tx, tenant.tenantId, { Event: 'TagUpdated', Id: randomUUID() });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    const committed: LiveEvent = { Event: 'VendorUpdated', Id: randomUUID(), CompanyId: tenant.companyId };
    await publish(ctx, tenant.tenantId, committed);
    const marker: LiveEvent = { Event: 'TagUpdated', Id: randomUUID() };
    await publish(ctx, other.tenantId, marker);
    // Each client's first event: the rolled-back one never came, the other customer's never reached it.
    expect(await mineClient.next()).toEqual(committed);
    expect(await theirClient.next()).toEqual(marker);
  });

  it('passes a company event only to users who may see that company', async () => {
    const scoped = await tenant.user({
      name: 'Scoped',
      MaySeeAllCompanies: false,
      SeeCompanies: [tenant.companyId],
    });
    const scopedClient = track(await connect(ctx.app, scoped.email));
    await publish(ctx, tenant.tenantId, { Event: 'CompanyUpdated', CompanyId: tenant.otherCompanyId });
    const visible: LiveEvent = { Event: 'CompanyUpdated', CompanyId: tenant.companyId };
    await publish(ctx, tenant.tenantId, visible);
    expect(await scopedClient.next()).toEqual(visible);
  });

  it('passes an own-user event only to its user', async () => {
    const one = await tenant.user({ name: 'One' });
    const two = await tenant.user({ name: 'Two' });
    const twoClient = track(await connect(ctx.app, two.email));
    await publish(ctx, tenant.tenantId, { Event: 'ReportCreated', UserId: one.id, Id: randomUUID() });
    const own: LiveEvent = { Event: 'ReportCreated', UserId: two.id, Id: randomUUID() };
    await publish(ctx, tenant.tenantId, own);
    expect(await twoClient.next()).toEqual(own);
  });

  it('ends the socket of a deactivated user with Session_Invalidated_Info', async () => {
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
    const leaver = await tenant.user({ name: 'Leaver' });
    const leaverClient = track(await connect(ctx.app, leaver.email));
    const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);
    expect((await api.delete(`/api/User/${leaver.id}`)).statusCode).toBe(204);
    expect(await leaverClient.next()).toEqual({
      Event: 'SessionInvalidated',
      Message: 'Session_Invalidated_Info',
    });
    expect(await leaverClient.closed).toEqual({ code: LiveCloseCodes.SessionInvalidated });
  });

  it('ends the socket of a session that logs out elsewhere', async () => {
    const user = await tenant.user({ name: 'Leaving' });
    const { token, cookie } = await signIn(ctx.app, user.email);
    const hubClient = track(await new HubClient(`${await hubUrl(ctx.app)}?access_token=${token}`).ready());
    const logout = await ctx.app.inject({
      method: 'GET',
      url: '/auth/AuthorizedUser/Logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await hubClient.next()).toEqual({
      Event: 'SessionInvalidated',
      Message: 'Session_Invalidated_Info',
    });
    expect(await hubClient.closed).toEqual({ code: LiveCloseCodes.SessionInvalidated });
  });

  it('ignores what is no client message, and answers the next ping', async () => {
    const user = await tenant.user({ name: 'Chatty' });
    const hubClient = track(await connect(ctx.app, user.email));
    hubClient.send({ Type: 'Shout' });
    hubClient.send({ Type: 'Open', DocumentId: 'not-an-id' });
    hubClient.send({ Type: 'Ping' });
    expect(await hubClient.next()).toEqual({ Type: 'Pong' });
  });

  it('closes a socket renewed with the access token of another session', async () => {
    const user = await tenant.user({ name: 'Twotabs' });
    const hubClient = track(await connect(ctx.app, user.email));
    const { token } = await signIn(ctx.app, user.email);
    hubClient.send({ Type: 'AccessToken', AccessToken: token });
    expect(await hubClient.closed).toEqual({ code: LiveCloseCodes.Unauthorized });
  });

  it('closes a socket silent for the server time-out', async () => {
    const user = await tenant.user({ name: 'Silent' });
    const hubClient = track(await connect(ctx.app, user.email));
    ctx.app.liveHub.sweep(Date.now() + LiveServerTimeoutMs + 1);
    expect(await hubClient.closed).toEqual({ code: LiveCloseCodes.Timeout });
  });

  it('closes a socket whose access token expired unrenewed, so that the client reconnects with a fresh one', async () => {
    const user = await tenant.user({ name: 'Unrenewed' });
    const hubClient = track(await connect(ctx.app, user.email));
    ctx.app.liveHub.sweep(Date.now() + AccessTokenSeconds * 1000);
    expect(await hubClient.closed).toEqual({ code: LiveCloseCodes.TokenExpired });
  });

  it('follows a change of rights at once: a company granted is heard from then on', async () => {
    const admin = await tenant.user({ name: 'Granter', IsAdmin: true });
    const scoped = await tenant.user({
      name: 'Widened',
      MaySeeAllCompanies: false,
      SeeCompanies: [tenant.companyId],
    });
    const scopedClient = track(await connect(ctx.app, scoped.email));
    const api = client(ctx.app, (await signIn(ctx.app, admin.email)).token);
    const current = (await api.get(`/api/User/${scoped.id}`)).json();

    const widened = await api.put(`/api/User/${scoped.id}`, {
      ...current,
      SeeCompanies: [tenant.companyId, tenant.otherCompanyId],
    });

    expect(widened.statusCode, widened.body).toBe(200);
    expect(await scopedClient.next()).toEqual({
      Event: 'UserUpdated',
      UserId: scoped.id,
      ByUserId: admin.id,
    });
    const granted: LiveEvent = { Event: 'CompanyUpdated', CompanyId: tenant.otherCompanyId };
    await publish(ctx, tenant.tenantId, granted);
    expect(await scopedClient.next()).toEqual(granted);
  });

  it("tells the tenant's sockets who has a document open", async () => {
    const holder = await tenant.user({ name: 'Holder', MaySeeAllCompanies: true });
    const watcher = await tenant.user({ name: 'Watcher', MaySeeAllCompanies: true });
    const holderClient = track(await connect(ctx.app, holder.email));
    const watcherClient = track(await connect(ctx.app, watcher.email));
    const documentId = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    holderClient.send({ Type: 'Open', DocumentId: documentId });
    const opened = {
      Event: 'PresenceChanged',
      DocumentId: documentId,
      Users: [{ UserId: holder.id, Name: 'Holder' }],
    };
    expect(await watcherClient.next()).toEqual(opened);
    holderClient.send({ Type: 'Close', DocumentId: documentId });
    expect(await watcherClient.next()).toEqual({
      Event: 'PresenceChanged',
      DocumentId: documentId,
      Users: [],
    });
  });

  it('tells a socket that connects later who has what open, within the companies its user may see', async () => {
    const holder = await tenant.user({ name: 'Early', MaySeeAllCompanies: true });
    const seen = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.companyId });
    const hidden = await buildDocument(ctx.database, tenant.tenantId, { companyId: tenant.otherCompanyId });
    const holderClient = track(await connect(ctx.app, holder.email));
    holderClient.send({ Type: 'Open', DocumentId: hidden });
    holderClient.send({ Type: 'Open', DocumentId: seen });
    expect(await holderClient.next()).toMatchObject({ DocumentId: hidden });
    expect(await holderClient.next()).toMatchObject({ DocumentId: seen });

    const scoped = await tenant.user({
      name: 'Late',
      MaySeeAllCompanies: false,
      SeeCompanies: [tenant.companyId],
    });
    const lateClient = track(await connect(ctx.app, scoped.email));
    expect(await lateClient.next()).toEqual({
      Event: 'PresenceChanged',
      DocumentId: seen,
      Users: [{ UserId: holder.id, Name: 'Early' }],
    });
    // Closing the hidden one is not heard either: the next message is the pong.
    holderClient.send({ Type: 'Close', DocumentId: hidden });
    lateClient.send({ Type: 'Ping' });
    expect(await lateClient.next()).toEqual({ Type: 'Pong' });
  });

  it('ignores an open of a document the tenant does not have', async () => {
    // A tenant of its own: nothing of the tests before is open in it.
    const quiet = await buildTenant(ctx.database, 'Quiet');
    const holder = await quiet.user({ name: 'Guesser' });
    const watcher = await quiet.user({ name: 'Onlooker' });
    const foreign = await buildDocument(ctx.database, other.tenantId, { companyId: other.companyId });
    const holderClient = track(await connect(ctx.app, holder.email));
    const watcherClient = track(await connect(ctx.app, watcher.email));
    holderClient.send({ Type: 'Open', DocumentId: randomUUID() });
    holderClient.send({ Type: 'Open', DocumentId: foreign });
    holderClient.send({ Type: 'Ping' });
    expect(await holderClient.next()).toEqual({ Type: 'Pong' });
    watcherClient.send({ Type: 'Ping' });
    expect(await watcherClient.next()).toEqual({ Type: 'Pong' });
  });
});
