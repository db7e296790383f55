import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { userGroupMembers, users } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { auditRows, buildTenant, startTestApp, type TestTenant, uniqueEmail } from '../../test/harness';
import { sendDueDigests } from './sendDueDigests';
import { outboxDeps, readOutbox } from './testMail';

const ctx = await startTestApp();
afterAll(() => ctx.close());

// Local server times far ahead, so that no digest scan of another test app running now interferes:
// 5 January 2099 is a Monday.
const at = (day: number, hour: number, minute = 0) => new Date(2099, 0, day, hour, minute);
const Monday = 5;
const Saturday = 3;
const AwayAllMonth = { FromDate: '2099-01-01', ToDate: '2099-01-31' };

async function waitingAt(tenant: TestTenant, userId: string, number: string, extra: object = {}) {
  return buildDocument(ctx.database, tenant.tenantId, {
    companyId: tenant.companyId,
    currentUserId: userId,
    status: 'Pending',
    documentNumber: number,
    relationName: 'Groothandel Jansen',
    grossAmount: 1210,
    dueDate: '2099-02-01',
    ...extra,
  });
}

async function addToGroup(tenant: TestTenant, groupId: string, memberId: string) {
  await ctx.database.withTenant(tenant.tenantId, (tx) =>
    tx.insert(userGroupMembers).values({ tenantId: tenant.tenantId, groupId, memberId }),
  );
}

const lastNotificationOf = async (tenant: TestTenant, userId: string) => {
  const [row] = await ctx.database.withTenant(tenant.tenantId, (tx) =>
    tx.select({ at: users.lastNotification }).from(users).where(eq(users.id, userId)),
  );
  return row.at;
};

describe('scheduled digests', () => {
  it('mails each due user what waits on their desk and their groups’ desks, per company, in their language', async () => {
    const tenant = await buildTenant(ctx.database, 'Digest');
    const anna = await tenant.user({
      name: 'Anna',
      FirstName: 'Anna',
      Locale: 'en-US',
      NotificationFrequency: 'Daily',
    });
    const group = await tenant.user({ name: 'Crediteuren', IsGroup: true });
    await addToGroup(tenant, group.id, anna.id);
    const first = await waitingAt(tenant, anna.id, 'F-001');
    const other = await waitingAt(tenant, anna.id, 'F-002', {
      companyId: tenant.otherCompanyId,
      dueDate: null,
    });
    const shared = await waitingAt(tenant, group.id, 'F-003', { documentType: 'SalesInvoice' });
    await waitingAt(tenant, anna.id, 'POSTED', { isPosted: true });
    await waitingAt(tenant, anna.id, 'ARCHIVED', { status: 'Archived' });

    const deps = outboxDeps(ctx.database);
    expect(await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] })).toBe(1);

    const [mail] = await readOutbox(deps.outbox);
    expect(mail.to).toBe(anna.email.toLowerCase());
    expect(mail.from).toBe('no-reply@ledgerline.local');
    expect(mail.subject).toBe('3 documents are waiting for you in Ledgerline');
    expect(mail.text).toContain('Hello Anna,');
    expect(mail.text).toContain(
      'Digest Company A\n- F-001 · Groothandel Jansen · €1,210.00 · 02/01/2099 · Pending',
    );
    expect(mail.text).toContain(`https://ledgerline.test/purchase-invoice/${first}`);
    expect(mail.text).toContain(`https://ledgerline.test/sales-invoice/${shared}`);
    expect(mail.text).toContain('Digest Company B\n- F-002');
    expect(mail.text).not.toContain('POSTED');
    expect(mail.text).not.toContain('ARCHIVED');
    expect(mail.text).toContain('‘Daily’');
    expect(mail.html).toContain(`<a href="https://ledgerline.test/purchase-invoice/${other}">F-002</a>`);
    expect(await lastNotificationOf(tenant, anna.id)).not.toBeNull();
    expect(await auditRows(ctx.database, tenant.tenantId)).toContainEqual(
      expect.objectContaining({ entity: 'User', entityId: anna.id, action: 'update', userId: null }),
    );
  });

  it('sends a second run nothing, and the next day’s digest the next day', async () => {
    const tenant = await buildTenant(ctx.database, 'Twice');
    const bert = await tenant.user({ name: 'Bert', NotificationFrequency: 'Daily' });
    await waitingAt(tenant, bert.id, 'F-010');
    const deps = outboxDeps(ctx.database);
    const run = (now: Date) => sendDueDigests(deps, { now, tenantIds: [tenant.tenantId] });

    expect(await run(at(Monday, 7, 5))).toBe(1);
    expect(await run(at(Monday, 7, 10))).toBe(0);
    expect(await run(at(Monday, 18))).toBe(0);
    expect(await run(at(Monday + 1, 7))).toBe(1);
    expect(await readOutbox(deps.outbox)).toHaveLength(2);
  });

  it('writes in Dutch for a Dutch user', async () => {
    const tenant = await buildTenant(ctx.database, 'Dutch');
    const joke = await tenant.user({
      name: 'Joke de Vries',
      Email: uniqueEmail('joke'),
      FirstName: 'Joke',
      Locale: 'nl-NL',
    });
    await waitingAt(tenant, joke.id, 'F-020');
    const deps = outboxDeps(ctx.database);
    await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] });
    const [mail] = await readOutbox(deps.outbox);
    expect(mail.subject).toBe('Er wacht 1 document op u in Ledgerline');
    expect(mail.text).toContain('Beste Joke,');
    expect(mail.text).toContain('F-020 · Groothandel Jansen · € 1.210,00 · 01-02-2099 · In afwachting');
    expect(mail.text).toContain('‘Dagelijks’');
  });

  it('sends nothing to Never and Direct users, to users with nothing waiting, or to inactive users', async () => {
    const tenant = await buildTenant(ctx.database, 'Quiet');
    const never = await tenant.user({ name: 'Never', NotificationFrequency: 'Never' });
    const direct = await tenant.user({ name: 'Direct', NotificationFrequency: 'Direct' });
    const inactive = await tenant.user({ name: 'Gone', IsActive: false });
    await tenant.user({ name: 'Idle', NotificationFrequency: 'Daily' });
    for (const user of [never, direct, inactive])
      await waitingAt(tenant, user.id, `F-${user.id.slice(0, 4)}`);
    const deps = outboxDeps(ctx.database);
    expect(await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] })).toBe(0);
    expect(await readOutbox(deps.outbox)).toEqual([]);
  });

  it('keeps Workdays digests for Monday to Friday and Weekly ones for Monday', async () => {
    const tenant = await buildTenant(ctx.database, 'Week');
    const workdays = await tenant.user({ name: 'Workdays', NotificationFrequency: 'Workdays' });
    const weekly = await tenant.user({ name: 'Weekly', NotificationFrequency: 'Weekly' });
    await waitingAt(tenant, workdays.id, 'F-030');
    await waitingAt(tenant, weekly.id, 'F-031');
    const deps = outboxDeps(ctx.database);
    const run = (now: Date) => sendDueDigests(deps, { now, tenantIds: [tenant.tenantId] });

    expect(await run(at(Saturday - 1, 7, 5))).toBe(2);
    expect(await run(at(Saturday, 7, 5))).toBe(0);
    expect(await run(at(Saturday + 1, 7, 5))).toBe(0);
    expect(await run(at(Monday, 7, 5))).toBe(2);
    expect(await run(at(Monday + 1, 7, 5))).toBe(1);
    expect((await readOutbox(deps.outbox)).map((mail) => mail.to).sort()).toEqual(
      [workdays, weekly, workdays, weekly, workdays].map((user) => user.email.toLowerCase()).sort(),
    );
  });

  it('sends an absent user nothing, and their replacement the absent user’s documents with their own', async () => {
    const tenant = await buildTenant(ctx.database, 'Absence');
    const rob = await tenant.user({ name: 'Rob', NotificationFrequency: 'Daily' });
    const dirk = await tenant.user({
      name: 'Dirk',
      Absence: { ...AwayAllMonth, ReplacedByUserId: rob.id },
    });
    await waitingAt(tenant, rob.id, 'ROB-1');
    const dirks = await waitingAt(tenant, dirk.id, 'DIRK-1');
    const deps = outboxDeps(ctx.database);

    expect(await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] })).toBe(1);
    const [mail] = await readOutbox(deps.outbox);
    expect(mail.to).toBe(rob.email.toLowerCase());
    expect(mail.subject).toBe('Er wachten 2 documenten op u in Ledgerline');
    expect(mail.text).toContain('ROB-1');
    expect(mail.text).toContain(`DIRK-1 · Groothandel Jansen`);
    expect(mail.text).toContain(`/purchase-invoice/${dirks}`);
    expect(await lastNotificationOf(tenant, dirk.id)).toBeNull();
  });

  it('keeps mailing an absent user who asked for it (KeepSendingNotifications)', async () => {
    const tenant = await buildTenant(ctx.database, 'Keep');
    const erik = await tenant.user({
      name: 'Erik',
      Absence: { ...AwayAllMonth, KeepSendingNotifications: true },
    });
    await waitingAt(tenant, erik.id, 'ERIK-1');
    const deps = outboxDeps(ctx.database);
    expect(await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] })).toBe(1);
    expect((await readOutbox(deps.outbox)).map((mail) => mail.to)).toEqual([erik.email.toLowerCase()]);
  });

  it('stops giving the replacement the absent user’s documents once the absence is over', async () => {
    const tenant = await buildTenant(ctx.database, 'Back');
    const rob = await tenant.user({ name: 'Rob' });
    const dirk = await tenant.user({
      name: 'Dirk',
      NotificationFrequency: 'Never',
      Absence: { FromDate: '2098-12-01', ToDate: '2098-12-31', ReplacedByUserId: rob.id },
    });
    await waitingAt(tenant, rob.id, 'ROB-2');
    await waitingAt(tenant, dirk.id, 'DIRK-2');
    const deps = outboxDeps(ctx.database);
    await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] });
    const [mail] = await readOutbox(deps.outbox);
    expect(mail.text).toContain('ROB-2');
    expect(mail.text).not.toContain('DIRK-2');
  });

  it('escapes what documents say in the HTML body', async () => {
    const tenant = await buildTenant(ctx.database, 'Escape');
    const fay = await tenant.user({ name: 'Fay' });
    await waitingAt(tenant, fay.id, '<b>F-1</b>', { relationName: '<script>alert(1)</script> & Zn' });
    const deps = outboxDeps(ctx.database);
    await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] });
    const [mail] = await readOutbox(deps.outbox);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Zn');
    expect(mail.html).toContain('&lt;b&gt;F-1&lt;/b&gt;');
  });

  it('writes each message whole under DATA_DIR/outbox, leaving no temporary file', async () => {
    const tenant = await buildTenant(ctx.database, 'Files');
    const gert = await tenant.user({ name: 'Gert' });
    await waitingAt(tenant, gert.id, 'F-040');
    const deps = outboxDeps(ctx.database);
    await sendDueDigests(deps, { now: at(Monday, 7, 5), tenantIds: [tenant.tenantId] });
    const files = fs.readdirSync(deps.outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f-]{36}\.eml$/);
    const raw = fs.readFileSync(`${deps.outbox}/${files[0]}`, 'latin1');
    expect(raw).toMatch(/^[\s\S]*\r\nSubject: [^\r\n]+\r\n/);
    expect(raw).toContain('Content-Type: multipart/alternative');
  });
});
