import { auditRows, startTestApp } from '../../test/harness';
import { act, actOk, invoiceOf, purchaseTeam, stored } from './workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('the default flow of a purchase invoice', () => {
  it('goes from imported through verified, coded, approved and checked to posted, with a history row per action', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, { status: 'Imported', documentDate: '2024-05-02' });

    expect(await actOk(apis.verifier, id, 'Verify', { NextUserId: people.handler.id })).toMatchObject({
      Status: 'In_Progress',
      CurrentUserId: people.handler.id,
      HandlerId: people.handler.id,
      LastAction: 'Verify',
    });
    expect(await actOk(apis.handler, id, 'Code', { NextUserId: people.approver2.id })).toMatchObject({
      Status: 'Pending',
      CurrentUserId: people.approver2.id,
    });
    expect(await actOk(apis.approver2, id, 'Approve')).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
      ApprovedBy: people.approver2.id,
      ApprovedByName: 'Bert Approver',
      CurrentUserId: people.handler.id,
    });
    expect(await actOk(apis.handler, id, 'CheckMasterData')).toMatchObject({ Status: 'Ready' });
    const posted = await act(apis.handler, id, 'Post');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().Document).toMatchObject({
      Status: 'Posted',
      IsPosted: true,
      IsPostedInWorkflow: true,
      LedgerEntryNumber: 2024000001,
      LastAction: 'Post',
    });
    expect(posted.json().History).toEqual([
      expect.objectContaining({
        Action: 'Post',
        Status: 'Posted',
        UserId: people.handler.id,
        UserName: 'Hank Handler',
      }),
    ]);
    expect(posted.json().LastInvoiceUpdate).toBe(posted.json().Document.LastUpdate);

    const { document, history } = await stored(ctx.database, tenant.tenantId, id);
    expect(history.map((entry) => [entry.action, entry.status, entry.userId])).toEqual([
      ['Verify', 'In_Progress', people.verifier.id],
      ['Code', 'Pending', people.handler.id],
      ['Approve', 'Signed_Off', people.approver2.id],
      ['CheckMasterData', 'Ready', people.handler.id],
      ['Post', 'Posted', people.handler.id],
    ]);
    expect(document).toMatchObject({ verifiedBy: people.verifier.id, isPostedInWorkflow: true });
    const audited = (await auditRows(ctx.database, tenant.tenantId)).filter((row) => row.entityId === id);
    expect(audited.map((row) => row.changes.Action)).toEqual([
      'Verify',
      'Code',
      'Approve',
      'CheckMasterData',
      'Post',
    ]);
  });

  it('numbers postings without gaps per company and year, and a concurrent post never repeats a number', async () => {
    const { tenant, apis } = await purchaseTeam(ctx.database, ctx.app);
    const ready = (companyId: string, documentDate: string) =>
      invoiceOf(ctx.database, tenant, { status: 'Ready', companyId, documentDate, isApproved: true });
    const a = tenant.companyId;
    const b = tenant.otherCompanyId;
    const post = async (id: string) => (await actOk(apis.handler, id, 'Post')).LedgerEntryNumber;

    expect(await post(await ready(a, '2024-01-10'))).toBe(2024000001);
    expect(await post(await ready(a, '2025-01-10'))).toBe(2025000001);
    expect(await post(await ready(b, '2024-06-30'))).toBe(2024000001);
    expect(await post(await ready(a, '2024-12-31'))).toBe(2024000002);

    // A refused post (stale copy) takes no number: the counter rolls back with it.
    const refused = await ready(a, '2024-03-03');
    const stale = await apis.handler.post('/api/Document/PostNewAction', {
      DocumentId: refused,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Post',
      LastInvoiceUpdate: '2001-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);

    const together = await Promise.all([
      ready(a, '2024-07-01'),
      ready(a, '2024-07-02'),
      ready(a, '2024-07-03'),
    ]);
    const numbers = await Promise.all(together.map(post));
    expect([...numbers].sort()).toEqual([2024000003, 2024000004, 2024000005]);
    expect(await post(refused)).toBe(2024000006);
  });
});
