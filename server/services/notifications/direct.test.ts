import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { documents, userGroupMembers } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { outboxDirOf } from '../../integrations/mail/mailSender';
import { buildTenant, startTestApp, type TestTenant } from '../../test/harness';
import { type DocumentAssigned, listenForAssignments, notifyDocumentAssigned } from './assignments';
import { notifyDirect } from './notifyDirect';
import { outboxDeps, readOutbox } from './testMail';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const onPostgres = process.env.LEDGERLINE_TEST_DB === 'postgres';
const today = new Date();
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const awayNow = { FromDate: isoDay(-2), ToDate: isoDay(2) };

async function landOn(tenant: TestTenant, userId: string, number: string) {
  return buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    currentUserId: userId,
    status: 'Pending',
    documentNumber: number,
    relationName: 'Groothandel Jansen',
    grossAmount: 99.95,
  });
}

const assignment = (tenant: TestTenant, documentId: string, userId: string): DocumentAssigned => ({
  tenantId: tenant.tenantId,
  documentId,
  userId,
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Direct notifications', () => {
  it('mails a Direct user the document that landed on their desk, with what else waits', async () => {
    const tenant = await buildTenant(ctx.database, 'Direct');
    const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
    await landOn(tenant, dora.id, 'D-0');
    const arrived = await landOn(tenant, dora.id, 'D-1');
    const deps = outboxDeps(ctx.database);

    expect(await notifyDirect(deps, assignment(tenant, arrived, dora.id), today)).toBe(1);
    const [mail] = await readOutbox(deps.outbox);
    expect(mail.to).toBe(dora.email.toLowerCase());
    expect(mail.subject).toBe('Nieuw in Ledgerline: inkoopfactuur D-1 van Groothandel Jansen');
    expect(mail.text).toContain('Deze 2 documenten wachten op uw actie:');
    expect(mail.text).toContain('D-1 · Groothandel Jansen · € 99,95 · In afwachting (nieuw)');
    expect(mail.text).toContain('D-0 · Groothandel Jansen');
    expect(mail.html).toContain(`https://ledgerline.test/purchase-invoice/${arrived}`);
  });

  it('sends a second job for the same arrival nothing, and a later arrival its own mail', async () => {
    const tenant = await buildTenant(ctx.database, 'Again');
    const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
    const first = await landOn(tenant, dora.id, 'D-2');
    const deps = outboxDeps(ctx.database);
    expect(await notifyDirect(deps, assignment(tenant, first, dora.id))).toBe(1);
    expect(await notifyDirect(deps, assignment(tenant, first, dora.id))).toBe(0);
    const later = await landOn(tenant, dora.id, 'D-3');
    expect(await notifyDirect(deps, assignment(tenant, later, dora.id))).toBe(1);
    expect(await readOutbox(deps.outbox)).toHaveLength(2);
  });

  it('sends one mail for documents assigned together (a bulk action)', async () => {
    const tenant = await buildTenant(ctx.database, 'Bulk');
    const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
    const ids = [await landOn(tenant, dora.id, 'B-1'), await landOn(tenant, dora.id, 'B-2')];
    // One transaction gives both the same LastUpdate, as a bulk assignment does.
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ lastUpdate: new Date().toISOString() }).where(inArray(documents.id, ids)),
    );
    const deps = outboxDeps(ctx.database);
    const sent = [];
    for (const id of ids) sent.push(await notifyDirect(deps, assignment(tenant, id, dora.id)));
    expect(sent).toEqual([1, 0]);
  });

  it('sends nothing when the document moved on before the job ran, or for users not on Direct', async () => {
    const tenant = await buildTenant(ctx.database, 'Moved');
    const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
    const daily = await tenant.user({ name: 'Daily', NotificationFrequency: 'Daily' });
    const moved = await landOn(tenant, dora.id, 'M-1');
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.update(documents).set({ currentUserId: daily.id }).where(eq(documents.id, moved)),
    );
    const deps = outboxDeps(ctx.database);
    expect(await notifyDirect(deps, assignment(tenant, moved, dora.id))).toBe(0);
    expect(await notifyDirect(deps, assignment(tenant, moved, daily.id))).toBe(0);
    expect(await readOutbox(deps.outbox)).toEqual([]);
  });

  it('tells each member on Direct when a group gets the document', async () => {
    const tenant = await buildTenant(ctx.database, 'Group');
    const group = await tenant.user({ name: 'Crediteuren', IsGroup: true });
    const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
    const emma = await tenant.user({ name: 'Emma', NotificationFrequency: 'Direct', Locale: 'en-US' });
    const fred = await tenant.user({ name: 'Fred', NotificationFrequency: 'Daily' });
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx.insert(userGroupMembers).values(
        [dora, emma, fred].map((member) => ({
          tenantId: tenant.tenantId,
          groupId: group.id,
          memberId: member.id,
        })),
      ),
    );
    const shared = await landOn(tenant, group.id, 'G-1');
    const deps = outboxDeps(ctx.database);
    expect(await notifyDirect(deps, assignment(tenant, shared, group.id))).toBe(2);
    const mails = await readOutbox(deps.outbox);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [dora.email, emma.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(mails.map((mail) => mail.subject)).toContain(
      'New in Ledgerline: purchase invoice G-1 from Groothandel Jansen',
    );
  });

  it('tells the replacement of an absent assignee, and the assignee only when they keep receiving', async () => {
    const tenant = await buildTenant(ctx.database, 'Away');
    const rob = await tenant.user({ name: 'Rob', NotificationFrequency: 'Direct' });
    const dirk = await tenant.user({
      name: 'Dirk',
      NotificationFrequency: 'Direct',
      Absence: { ...awayNow, ReplacedByUserId: rob.id },
    });
    const erik = await tenant.user({
      name: 'Erik',
      NotificationFrequency: 'Direct',
      Absence: { ...awayNow, ReplacedByUserId: rob.id, KeepSendingNotifications: true },
    });
    const dirks = await landOn(tenant, dirk.id, 'A-1');
    const deps = outboxDeps(ctx.database);
    expect(await notifyDirect(deps, assignment(tenant, dirks, dirk.id))).toBe(1);
    expect((await readOutbox(deps.outbox)).map((mail) => mail.to)).toEqual([rob.email.toLowerCase()]);

    const eriks = await landOn(tenant, erik.id, 'A-2');
    expect(await notifyDirect(deps, assignment(tenant, eriks, erik.id))).toBe(2);
    const mails = await readOutbox(deps.outbox);
    expect(
      mails
        .filter((mail) => mail.subject.includes('A-2'))
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([erik.email, rob.email].map((e) => e.toLowerCase()).sort());
  });
});

describe('notifyDocumentAssigned', () => {
  // A user on Daily: another test app listening on the same PostgreSQL has nothing to send for it.
  it('announces the assignment when the workflow transaction commits, never when it rolls back', async () => {
    const tenant = await buildTenant(ctx.database, 'Announce');
    const fred = await tenant.user({ name: 'Fred', NotificationFrequency: 'Daily' });
    const kept = await landOn(tenant, fred.id, 'N-1');
    const undone = await landOn(tenant, fred.id, 'N-2');
    const heard: DocumentAssigned[] = [];
    const stop = await listenForAssignments(ctx.database, (announced) => heard.push(announced));
    try {
      await ctx.database
        .withTenant(tenant.tenantId, async (tx) => {
          await notifyDocumentAssigned(tx, assignment(tenant, undone, fred.id));
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await ctx.database.withTenant(tenant.tenantId, async (tx) => {
        await notifyDocumentAssigned(tx, assignment(tenant, kept, fred.id));
        expect(heard.filter((a) => a.tenantId === tenant.tenantId)).toEqual([]);
      });
      const mine = () => Promise.resolve(heard.filter((a) => a.tenantId === tenant.tenantId));
      expect(await until(mine, (found) => found.length > 0)).toEqual([assignment(tenant, kept, fred.id)]);
    } finally {
      await stop();
    }
  });

  it('refuses an assignment that is not three ids', async () => {
    await expect(
      ctx.database.withoutTenant((tx) =>
        notifyDocumentAssigned(tx, { tenantId: 'x', documentId: 'y', userId: 'z' } as DocumentAssigned),
      ),
    ).rejects.toThrow();
  });

  // On a shared PostgreSQL every test run's queue hears the channel, so the whole path is proven on
  // the embedded database, which is this file's own.
  it.skipIf(onPostgres)(
    'queues notify-direct for a committed assignment and writes the mail to the outbox',
    async () => {
      const durable = await startTestApp({ jobQueue: true, notifications: true });
      try {
        const tenant = await buildTenant(durable.database, 'Queued');
        const dora = await tenant.user({ name: 'Dora', NotificationFrequency: 'Direct' });
        const documentId = await buildDocument(durable.database, tenant.tenantId, {
          companyId: tenant.companyId,
          currentUserId: dora.id,
          documentNumber: 'Q-1',
        });
        await durable.database.withTenant(tenant.tenantId, (tx) =>
          notifyDocumentAssigned(tx, { tenantId: tenant.tenantId, documentId, userId: dora.id }),
        );
        const outbox = outboxDirOf({ dataDir: durable.dataDir });
        const mails = await until(
          () => readOutbox(outbox),
          (found) => found.length > 0,
        );
        expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
          [dora.email.toLowerCase(), 'Nieuw in Ledgerline: inkoopfactuur Q-1'],
        ]);
        expect(path.dirname(outbox)).toBe(durable.dataDir);
      } finally {
        await durable.close();
      }
    },
  );
});
