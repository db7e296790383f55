import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCloseCodes } from '../../domain/live/events';
import { buildDocument } from '../db/seed/documentFactories';
import { actOk, invoiceOf, purchaseTeam } from '../routes/DocumentAction/workflowFixture';
import { buildTenant, client, signIn, startTestApp } from '../test/harness';
import { connect, type HubClient } from '../test/liveClient';
import { publishLiveEvent } from './publish';

type Started = Awaited<ReturnType<typeof startTestApp>>;

// Two server instances on one PostgreSQL database, as behind a load balancer: only PostgreSQL can be shared.
describe.runIf(process.env.LEDGERLINE_TEST_DB === 'postgres')('live events across instances', () => {
  let a: Started;
  let b: Started;
  const clients: HubClient[] = [];
  const track = (hubClient: HubClient) => {
    clients.push(hubClient);
    return hubClient;
  };

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.close();
    await b?.close();
  });

  it('an action through instance A reaches a colleague connected to B, and no other customer', async () => {
    const team = await purchaseTeam(a.database, a.app);
    const other = await buildTenant(a.database, 'Other');
    const outsider = await other.user({ name: 'Outsider', MaySeeAllCompanies: true });
    const colleague = track(await connect(b.app, team.people.approver2.email));
    const outsiderClient = track(await connect(b.app, outsider.email));
    const id = await invoiceOf(a.database, team.tenant, {
      status: 'Pending',
      currentUserId: team.people.approver1.id,
      verifiedBy: team.people.verifier.id,
    });

    await actOk(team.apis.approver1, id, 'AddRemark', { Remark: 'Even kijken' });

    expect(await colleague.next()).toEqual({
      Event: 'ActionPerformed',
      DocumentId: id,
      CompanyId: team.tenant.companyId,
      ByUserId: team.people.approver1.id,
    });
    // The outsider's first event is their own customer's, published after the action committed.
    const marker = { Event: 'TagUpdated', Id: randomUUID() } as const;
    await a.database.withTenant(other.tenantId, (tx) => publishLiveEvent(tx, other.tenantId, marker));
    expect(await outsiderClient.next()).toEqual(marker);
  });

  it('a user deactivated through A loses their socket on B with Session_Invalidated_Info', async () => {
    const tenant = await buildTenant(a.database, 'Deactivation');
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true });
    const leaver = await tenant.user({ name: 'Leaver' });
    const leaverClient = track(await connect(b.app, leaver.email));
    const api = client(a.app, (await signIn(a.app, admin.email)).token);

    expect((await api.delete(`/api/User/${leaver.id}`)).statusCode).toBe(204);

    expect(await leaverClient.next()).toEqual({
      Event: 'SessionInvalidated',
      Message: 'Session_Invalidated_Info',
    });
    expect(await leaverClient.closed).toEqual({ code: LiveCloseCodes.SessionInvalidated });
  });

  // Last: it stops instance A's hub.
  it('who has a document open on A is shown to a colleague on B, until A stops', async () => {
    const tenant = await buildTenant(a.database, 'Presence');
    const holder = await tenant.user({ name: 'Holder', MaySeeAllCompanies: true });
    const watcher = await tenant.user({ name: 'Watcher', MaySeeAllCompanies: true });
    const holderClient = track(await connect(a.app, holder.email));
    const watcherClient = track(await connect(b.app, watcher.email));
    const documentId = await buildDocument(a.database, tenant.tenantId, { companyId: tenant.companyId });

    holderClient.send({ Type: 'Open', DocumentId: documentId });

    expect(await watcherClient.next()).toEqual({
      Event: 'PresenceChanged',
      DocumentId: documentId,
      Users: [{ UserId: holder.id, Name: 'Holder' }],
    });

    await a.app.liveHub.stop();

    expect(await watcherClient.next()).toEqual({
      Event: 'PresenceChanged',
      DocumentId: documentId,
      Users: [],
    });
  });
});
