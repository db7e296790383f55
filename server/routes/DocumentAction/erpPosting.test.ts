import { and, asc, eq } from 'drizzle-orm';
import { ErpActionMaxAttempts } from '../../../domain/erp/actions';
import { companies, documentErpPostings, documents, erpActions } from '../../db/schema/index';
import { createErpAction, sendErpAction } from '../../services/erp/actions/queueErpAction';
import { sweepErpActions } from '../../services/erp/actions/sweep';
import { signedInClient, startTestApp, type TestTenant, uniqueEmail } from '../../test/harness';
import {
  codedInvoice,
  connectCompany,
  deliveredEvents,
  erpActionOf,
  erpActionsOfDocument,
  listeningWebhook,
  runNextAttempt,
  UnreachableErp,
} from './erpPostingFixture';
import { act, actionsFor, actOk, purchaseTeam, stored } from './workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

let reference = 0;
const nextNumber = () => `ERP-API-${Date.now()}-${++reference}`;

/** A purchase team whose company A posts through Tryton, which is down, and a Ready coded invoice of it. */
async function postingThroughDownErp(adapter = 'Tryton') {
  const team = await purchaseTeam(ctx.database, ctx.app);
  await connectCompany(ctx.database, team.tenant.tenantId, team.tenant.companyId, UnreachableErp, adapter);
  const id = await codedInvoice(ctx.app, ctx.database, team.tenant, { documentNumber: nextNumber() });
  return { ...team, id };
}

/** The ERP actions of a company, oldest first. */
const companyActions = (tenantId: string, companyId: string) =>
  ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(erpActions)
      .where(eq(erpActions.companyId, companyId))
      .orderBy(asc(erpActions.createdAt)),
  );

/** A document whose posting through the down ERP failed for good: in Error, its PostDocument action Failed. */
async function failedPosting() {
  const team = await postingThroughDownErp();
  await actOk(team.apis.handler, team.id, 'Post');
  const [failed] = await erpActionsOfDocument(ctx.database, team.tenant.tenantId, team.id);
  await exhaust(team.tenant.tenantId, failed.id);
  return { ...team, failed };
}

/** Someone who sees the ERP action overview of every company of the tenant, signed in. */
async function overviewOf(tenant: TestTenant) {
  const overseer = await tenant.user({
    name: 'Olga Overview',
    Email: uniqueEmail('olga'),
    MaySeeAllCompanies: true,
    UserViewRights: ['ErpActionsOverview'],
  });
  return signedInClient(ctx.app, overseer.email);
}

/** Attempts until the action has none left: Failed. */
async function exhaust(tenantId: string, actionId: string) {
  let action = await erpActionOf(ctx.database, tenantId, actionId);
  while (action.state === 'Queued') action = await runNextAttempt(ctx.app, ctx.database, tenantId, actionId);
  return action;
}

describe('Post for a company that posts through its ERP', () => {
  it('queues a PostDocument action and leaves the document Ready, waiting for the ERP, with nothing else to do', async () => {
    const { tenant, apis, id } = await postingThroughDownErp();
    const posted = await act(apis.handler, id, 'Post');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().Document).toMatchObject({
      Status: 'Ready',
      IsWaitingForErp: true,
      IsPosted: false,
      IsInErp: false,
      LedgerEntryNumber: null,
    });
    // The post is written when the ERP has booked it, not before.
    expect(posted.json().History).toEqual([]);

    const [action] = await erpActionsOfDocument(ctx.database, tenant.tenantId, id);
    expect(action).toMatchObject({
      action: 'PostDocument',
      companyId: tenant.companyId,
      documentId: id,
      state: 'Queued',
      input: { FromStatus: 'Ready' },
    });
    // Its job ran once at once: the ERP is down, so it waits for its next attempt.
    expect(action.attempts).toBe(1);
    expect(action.error).toContain('cannot be reached');
    expect(action.nextAttemptAt).not.toBeNull();

    const { document } = await stored(ctx.database, tenant.tenantId, id);
    expect(document).toMatchObject({
      status: 'Ready',
      isWaitingForErp: true,
      isPosted: false,
      ledgerEntryNumber: null,
    });
    expect((await actionsFor(apis.handler, id)).Actions).toEqual([]);
    const again = await act(apis.handler, id, 'Post');
    expect(again.statusCode).toBe(409);
    expect(again.json().Message ?? again.body).toContain('Document_Is_Waiting_For_Erp');
  });

  it('puts the document in Error with the ERP message once the attempts ran out, and Retry posts it again', async () => {
    const { tenant, apis, id } = await postingThroughDownErp();
    await actOk(apis.handler, id, 'Post');
    const [queued] = await erpActionsOfDocument(ctx.database, tenant.tenantId, id);
    const failed = await exhaust(tenant.tenantId, queued.id);
    expect(failed).toMatchObject({ state: 'Failed', attempts: ErpActionMaxAttempts });

    const { document, history } = await stored(ctx.database, tenant.tenantId, id);
    expect(document).toMatchObject({
      status: 'Error',
      isWaitingForErp: false,
      isPosted: false,
      isInErp: false,
      lastAction: 'Post',
      ledgerEntryNumber: null,
      errorMessage: failed.error,
    });
    expect(document.errorMessage).toContain('Tryton at http://127.0.0.1:1 cannot be reached');
    expect(history.at(-1)).toMatchObject({
      action: 'Post',
      status: 'Error',
      userId: null,
      remark: failed.error,
    });
    const offered = (await actionsFor(apis.handler, id)).Actions.map((action) => action.Action);
    expect(offered).toEqual(expect.arrayContaining(['Retry', 'MarkPosted', 'SendBack']));

    // The workflow's way: Retry (back to Ready), then Post again: a second action for the same document.
    expect(await actOk(apis.handler, id, 'Retry')).toMatchObject({ Status: 'Ready', IsWaitingForErp: false });
    expect(await actOk(apis.handler, id, 'Post')).toMatchObject({ Status: 'Ready', IsWaitingForErp: true });
    const actions = await erpActionsOfDocument(ctx.database, tenant.tenantId, id);
    expect(actions.map((action) => [action.action, action.state])).toEqual([
      ['PostDocument', 'Failed'],
      ['PostDocument', 'Queued'],
    ]);
  });

  it('retries a failed posting from the ERP action overview: waiting again, and in Error again when it fails', async () => {
    const { tenant, apis, id, failed: queued } = await failedPosting();
    const retried = await (await overviewOf(tenant)).post(`/api/Erp/RetryAction/${queued.id}`);
    expect(retried.statusCode, retried.body).toBe(200);
    // The retry ran at once and met the ERP down again: Queued for its next attempt, the document waiting.
    expect(await erpActionOf(ctx.database, tenant.tenantId, queued.id)).toMatchObject({
      state: 'Queued',
      attempts: 1,
    });
    expect((await stored(ctx.database, tenant.tenantId, id)).document).toMatchObject({
      status: 'Error',
      isWaitingForErp: true,
    });
    expect((await actionsFor(apis.handler, id)).Actions).toEqual([]);

    await exhaust(tenant.tenantId, queued.id);
    const { document, history } = await stored(ctx.database, tenant.tenantId, id);
    expect(document).toMatchObject({ status: 'Error', isWaitingForErp: false });
    expect(history.filter((entry) => entry.status === 'Error')).toHaveLength(2);
  });

  it('fails at once, saying why, when the document cannot be posted as it is', async () => {
    const team = await purchaseTeam(ctx.database, ctx.app);
    await connectCompany(ctx.database, team.tenant.tenantId, team.tenant.companyId, UnreachableErp);
    const id = await codedInvoice(ctx.app, ctx.database, team.tenant, {
      documentNumber: nextNumber(),
      relationCode: '',
    });
    await actOk(team.apis.handler, id, 'Post');
    const [action] = await erpActionsOfDocument(ctx.database, team.tenant.tenantId, id);
    // Refused before the ERP was asked: no attempt wasted on waiting.
    expect(action).toMatchObject({ state: 'Failed', attempts: 1, error: 'Erp_Posting_No_Relation_Code' });
    expect((await stored(ctx.database, team.tenant.tenantId, id)).document).toMatchObject({
      status: 'Error',
      isWaitingForErp: false,
      errorMessage: 'Erp_Posting_No_Relation_Code',
    });
  });

  it('numbers it in Ledgerline for an adapter Ledgerline has no connection for yet, queuing nothing', async () => {
    const { tenant, apis, id } = await postingThroughDownErp('ExactOnline');
    await actOk(apis.handler, id, 'Post');
    expect(await erpActionsOfDocument(ctx.database, tenant.tenantId, id)).toEqual([]);
    expect((await stored(ctx.database, tenant.tenantId, id)).document).toMatchObject({
      isPosted: true,
      isWaitingForErp: false,
      ledgerEntryNumber: expect.any(Number),
    });
  });

  it('queues one action per document for a bulk Post, and refuses documents already waiting', async () => {
    const { tenant, apis, id } = await postingThroughDownErp();
    const other = await codedInvoice(ctx.app, ctx.database, tenant, { documentNumber: nextNumber() });
    const bulk = await apis.handler.post('/api/Document/PostNewActions', {
      DocumentIds: [id, other],
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Post',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    for (const document of bulk.json().Documents) expect(document).toMatchObject({ IsWaitingForErp: true });
    for (const documentId of [id, other])
      expect((await erpActionsOfDocument(ctx.database, tenant.tenantId, documentId)).length).toBe(1);

    const again = await apis.handler.post('/api/Document/PostNewActions', {
      DocumentIds: [id],
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Post',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Errors).toEqual({ [id]: 'Document_Is_Waiting_For_Erp' });
  });

  it('keeps posting at once with its own numbering for a Manual company', async () => {
    const team = await purchaseTeam(ctx.database, ctx.app);
    const id = await codedInvoice(ctx.app, ctx.database, team.tenant, { documentNumber: nextNumber() });
    expect(await actOk(team.apis.handler, id, 'Post')).toMatchObject({
      Status: 'Posted',
      IsPosted: true,
      IsWaitingForErp: false,
      LedgerEntryNumber: 2026000001,
    });
    expect(await erpActionsOfDocument(ctx.database, team.tenant.tenantId, id)).toEqual([]);
  });
});

describe('a failed ERP posting', () => {
  it('tells listening webhooks that the document went to Error, and that its retry waits for the ERP again', async () => {
    const { tenant, apis, id } = await postingThroughDownErp();
    const hook = await listeningWebhook(ctx.database, tenant.tenantId, [
      'document.status_changed',
      'document.waiting_for_erp',
    ]);
    await actOk(apis.handler, id, 'Post');
    const [queued] = await erpActionsOfDocument(ctx.database, tenant.tenantId, id);
    await exhaust(tenant.tenantId, queued.id);
    const retried = await (await overviewOf(tenant)).post(`/api/Erp/RetryAction/${queued.id}`);
    expect(retried.statusCode, retried.body).toBe(200);

    expect(await deliveredEvents(ctx.database, tenant.tenantId, hook)).toEqual([
      { event: 'document.waiting_for_erp', document: expect.objectContaining({ Id: id, Status: 'Ready' }) },
      {
        event: 'document.status_changed',
        document: expect.objectContaining({
          Status: 'Error',
          PreviousStatus: 'Ready',
          IsWaitingForErp: false,
        }),
      },
      {
        event: 'document.waiting_for_erp',
        document: expect.objectContaining({ Status: 'Error', IsWaitingForErp: true }),
      },
    ]);
  });

  it('is not retried from the overview while a newer posting of the document is queued', async () => {
    const { tenant, apis, id, failed: old } = await failedPosting();
    await actOk(apis.handler, id, 'Retry');
    await actOk(apis.handler, id, 'Post');

    const retried = await (await overviewOf(tenant)).post(`/api/Erp/RetryAction/${old.id}`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().Message).toBe('Erp_Action_Retry_Posting_Open');
    expect(await erpActionOf(ctx.database, tenant.tenantId, old.id)).toMatchObject({ state: 'Failed' });
  });

  it('is not retried from the overview once the document is posted', async () => {
    const { tenant, apis, id, failed: old } = await failedPosting();
    const marked = await actOk(apis.handler, id, 'MarkPosted', { Remark: 'Booked by hand in the ERP' });
    expect(marked).toMatchObject({ IsPosted: true });

    const retried = await (await overviewOf(tenant)).post(`/api/Erp/RetryAction/${old.id}`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().Message).toBe('Erp_Action_Retry_Document_Posted');
    expect(await erpActionOf(ctx.database, tenant.tenantId, old.id)).toMatchObject({ state: 'Failed' });
  });

  it("is not retried from the overview once the workflow's own Retry moved the document on", async () => {
    const { tenant, apis, id, failed: old } = await failedPosting();
    expect(await actOk(apis.handler, id, 'Retry')).toMatchObject({ Status: 'Ready', IsWaitingForErp: false });

    const retried = await (await overviewOf(tenant)).post(`/api/Erp/RetryAction/${old.id}`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().Message).toBe('Erp_Posting_Not_Waiting');
    expect(await erpActionOf(ctx.database, tenant.tenantId, old.id)).toMatchObject({ state: 'Failed' });
    expect((await stored(ctx.database, tenant.tenantId, id)).document).toMatchObject({
      status: 'Ready',
      isWaitingForErp: false,
    });
  });

  it('that the sweep fails as interrupted puts the document in Error as the runner does, webhooks told', async () => {
    const { tenant, apis, id } = await postingThroughDownErp();
    const hook = await listeningWebhook(ctx.database, tenant.tenantId, ['document.status_changed']);
    await actOk(apis.handler, id, 'Post');
    const [action] = await erpActionsOfDocument(ctx.database, tenant.tenantId, id);
    // Its worker died on its last attempt two hours ago.
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(erpActions)
        .set({
          state: 'Running',
          attempts: ErpActionMaxAttempts,
          startedAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
        })
        .where(eq(erpActions.id, action.id)),
    );

    const swept = await sweepErpActions(
      { database: ctx.database, jobs: ctx.app.deps.jobs },
      { tenantId: tenant.tenantId },
    );
    expect(swept).toMatchObject({ interrupted: 1, restarted: 0 });
    expect(await erpActionOf(ctx.database, tenant.tenantId, action.id)).toMatchObject({
      state: 'Failed',
      error: 'Erp_Action_Interrupted',
      finishedAt: expect.any(String),
    });
    const { document, history } = await stored(ctx.database, tenant.tenantId, id);
    expect(document).toMatchObject({
      status: 'Error',
      isWaitingForErp: false,
      errorMessage: 'Erp_Action_Interrupted',
    });
    expect(history.at(-1)).toMatchObject({
      action: 'Post',
      status: 'Error',
      remark: 'Erp_Action_Interrupted',
    });
    expect(await deliveredEvents(ctx.database, tenant.tenantId, hook)).toEqual([
      { event: 'document.status_changed', document: expect.objectContaining({ Id: id, Status: 'Error' }) },
    ]);
  });
});

describe('ReadPaymentStates', () => {
  it('is queued with the scheduled synchronisation while the ERP has booked invoices not known to be paid', async () => {
    const team = await purchaseTeam(ctx.database, ctx.app);
    const { tenantId, companyId } = team.tenant;
    await connectCompany(ctx.database, tenantId, companyId, UnreachableErp);
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.update(companies).set({ erpSyncEveryMinutes: 60 }).where(eq(companies.id, companyId)),
    );
    const readings = async () =>
      (await companyActions(tenantId, companyId)).filter((action) => action.action === 'ReadPaymentStates');

    // Nothing booked yet: the synchronisation alone.
    await sweepErpActions({ database: ctx.database, jobs: ctx.app.deps.jobs }, { tenantId });
    expect((await companyActions(tenantId, companyId)).map((action) => action.action)).toEqual(['UpdateAll']);
    expect(await readings()).toEqual([]);

    const id = await codedInvoice(ctx.app, ctx.database, team.tenant, { documentNumber: nextNumber() });
    await ctx.database.withTenant(tenantId, async (tx) => {
      await tx
        .update(documents)
        .set({ status: 'Posted', isInErp: true, isPosted: true })
        .where(eq(documents.id, id));
      await tx
        .insert(documentErpPostings)
        .values({ tenantId, documentId: id, postingKey: id, erpInvoiceId: '42' });
    });
    // The synchronisation that met the ERP down gave up; the next one is due an hour later.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx.update(erpActions).set({ state: 'Failed' }).where(eq(erpActions.companyId, companyId)),
    );
    const later = new Date(Date.now() + 61 * 60_000);
    await sweepErpActions({ database: ctx.database, jobs: ctx.app.deps.jobs }, { tenantId, now: later });
    // Tried at once against the ERP that is down: waiting for its next attempt.
    expect(await readings()).toEqual([expect.objectContaining({ state: 'Queued', attempts: 1 })]);

    // The next synchronisation does not queue a second reading while the first is still open.
    await ctx.database.withTenant(tenantId, (tx) =>
      tx
        .update(erpActions)
        .set({ state: 'Failed' })
        .where(and(eq(erpActions.companyId, companyId), eq(erpActions.action, 'UpdateAll'))),
    );
    const evenLater = new Date(later.getTime() + 61 * 60_000);
    await sweepErpActions({ database: ctx.database, jobs: ctx.app.deps.jobs }, { tenantId, now: evenLater });
    expect((await companyActions(tenantId, companyId)).map((action) => action.action)).toEqual([
      'UpdateAll',
      'UpdateAll',
      'ReadPaymentStates',
      'UpdateAll',
    ]);
  });

  it('asks the ERP nothing when the company has no booked, unpaid invoice', async () => {
    const team = await purchaseTeam(ctx.database, ctx.app);
    await connectCompany(ctx.database, team.tenant.tenantId, team.tenant.companyId, UnreachableErp);
    const actionId = await ctx.database.withTenant(team.tenant.tenantId, (tx) =>
      createErpAction(tx, {
        tenantId: team.tenant.tenantId,
        companyId: team.tenant.companyId,
        action: 'ReadPaymentStates',
      }),
    );
    await sendErpAction(ctx.app.deps.jobs, team.tenant.tenantId, actionId);
    expect(await erpActionOf(ctx.database, team.tenant.tenantId, actionId)).toMatchObject({
      state: 'Succeeded',
      result: { Checked: 0, Paid: 0 },
    });
  });
});
