import { startTestApp } from '../../test/harness';
import { invoiceOf, purchaseTeam, stored } from './workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('bulk actions from the overview (PostNewActions)', () => {
  it('approves every selected document in one call', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const pending = { status: 'Pending', currentUserId: people.approver2.id, verifiedBy: people.verifier.id };
    const ids = [
      await invoiceOf(ctx.database, tenant, pending),
      await invoiceOf(ctx.database, tenant, pending),
    ];
    const response = await apis.approver2.post('/api/Document/PostNewActions', {
      DocumentIds: ids,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Documents).toMatchObject([
      { Id: ids[0], Status: 'Signed_Off', IsApproved: true },
      { Id: ids[1], Status: 'Signed_Off', IsApproved: true },
    ]);
    for (const id of ids) expect((await stored(ctx.database, tenant.tenantId, id)).history).toHaveLength(1);
  });

  it('changes nothing when one selected document may not take the action, and names it', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const pending = { status: 'Pending', currentUserId: people.approver2.id, verifiedBy: people.verifier.id };
    const allowed = [
      await invoiceOf(ctx.database, tenant, pending),
      await invoiceOf(ctx.database, tenant, pending),
    ];
    const forbidden = await invoiceOf(ctx.database, tenant, { ...pending, verifiedBy: people.approver2.id });
    const response = await apis.approver2.post('/api/Document/PostNewActions', {
      DocumentIds: [...allowed, forbidden],
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      Message: 'Bulk_Action_Not_Allowed',
      Errors: { [forbidden]: 'Approval_Four_Eyes' },
    });
    for (const id of [...allowed, forbidden]) {
      const { document, history } = await stored(ctx.database, tenant.tenantId, id);
      expect(document).toMatchObject({ status: 'Pending', isApproved: false });
      expect(history).toEqual([]);
    }
  });

  it('checks access over all ids first: one invisible document fails the whole call with 404', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const pending = { status: 'Pending', currentUserId: people.approver2.id, verifiedBy: people.verifier.id };
    const mine = await invoiceOf(ctx.database, tenant, pending);
    const unseen = await invoiceOf(ctx.database, tenant, { ...pending, companyId: tenant.otherCompanyId });
    const response = await apis.approver2.post('/api/Document/PostNewActions', {
      DocumentIds: [mine, unseen],
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().Errors).toEqual({ [unseen]: 'Document_Not_Found' });
    expect((await stored(ctx.database, tenant.tenantId, mine)).history).toEqual([]);
  });

  it('takes at most 500 documents', async () => {
    const { apis } = await purchaseTeam(ctx.database, ctx.app);
    const ids = Array.from(
      { length: 501 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    );
    const response = await apis.approver2.post('/api/Document/PostNewActions', {
      DocumentIds: ids,
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Approve',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ DocumentIds: 'Validation_List_Maximum_Length%%500' });
  });
});
