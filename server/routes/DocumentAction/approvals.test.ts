import { startTestApp } from '../../test/harness';
import { act, actionsFor, actOk, invoiceOf, purchaseTeam, stored } from './workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

const atApproval = (userId: string, verifiedBy: string, extra: Record<string, unknown> = {}) => ({
  status: 'Pending',
  currentUserId: userId,
  verifiedBy,
  lastAction: 'Code',
  ...extra,
});

describe('approvals', () => {
  it('routes an invoice over 5,000 EUR to two approvers: the first (limit 2,500) cannot finish it, the second signs it off', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, {
      status: 'Imported',
      grossAmount: 6200,
      // What the company's auto route gives a verified invoice over 5,000 EUR.
      workflowState: {
        RouteSteps: [
          { Action: 'Approve', SendToUserId: people.approver1.id },
          { Action: 'SignOff', SendToUserId: people.approver2.id },
        ],
      },
    });
    await actOk(apis.verifier, id, 'Verify', { NextUserId: people.handler.id });
    expect(await actOk(apis.handler, id, 'Code')).toMatchObject({
      Status: 'Pending',
      CurrentUserId: people.approver1.id,
    });

    const information = await apis.approver1.get(
      `/api/DocumentAction/GetActionInformation/?actionId=Approve&documentId=${id}&documentType=PurchaseInvoice`,
    );
    expect(information.statusCode, information.body).toBe(200);
    expect(information.json()).toMatchObject({
      SuggestedAction: 'Approve',
      SuggestedUserId: people.approver2.id,
      SuggestedRemark: '',
      ApprovalAmount: 6200,
      Route: null,
    });
    expect(information.json().UserIds).toContainEqual({
      Id: people.approver2.id,
      Name: 'Bert Approver',
      IsGroup: false,
    });
    expect(information.json().UserIds).toContainEqual({
      Id: people.absent.id,
      Name: 'Abel Absent (Rita Replacement)',
      IsGroup: false,
    });

    expect(await actOk(apis.approver1, id, 'Approve')).toMatchObject({
      Status: 'Pending',
      IsApproved: false,
      CurrentUserId: people.approver2.id,
    });
    expect(await actOk(apis.approver2, id, 'SignOff')).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
      ApprovedBy: people.approver2.id,
      CurrentUserId: people.handler.id,
    });
    const { history } = await stored(ctx.database, tenant.tenantId, id);
    expect(history.map((entry) => [entry.action, entry.userId])).toEqual([
      ['Verify', people.verifier.id],
      ['Code', people.handler.id],
      ['Approve', people.approver1.id],
      ['SignOff', people.approver2.id],
    ]);
  });

  it("refuses the verifier's own approval (Approval_Four_Eyes)", async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, atApproval(people.verifier.id, people.verifier.id));
    const refused = await act(apis.verifier, id, 'Approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Approval_Four_Eyes%%Approve');
    expect((await stored(ctx.database, tenant.tenantId, id)).history).toEqual([]);
  });

  it('refuses a second approval of the same user in one chain (Approval_Already_Given)', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(
      ctx.database,
      tenant,
      atApproval(people.approver1.id, people.verifier.id, {
        grossAmount: 6000,
        workflowState: { Approvals: [{ UserId: people.approver1.id, Action: 'Approve', Amount: 6000 }] },
      }),
    );
    const refused = await act(apis.approver1, id, 'Approve', { NextUserId: people.approver2.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('Approval_Already_Given%%Approve');
  });

  it('asks the approver past their limit to name the next approver when no route step is left', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(
      ctx.database,
      tenant,
      atApproval(people.approver1.id, people.verifier.id, { grossAmount: 6000 }),
    );
    const refused = await act(apis.approver1, id, 'Approve');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Message).toBe('Approval_Needs_Next_Approver%%Approve');
    expect(await actOk(apis.approver1, id, 'Approve', { NextUserId: people.approver2.id })).toMatchObject({
      Status: 'Pending',
      CurrentUserId: people.approver2.id,
    });
  });

  it("lets the replacement act on an absent approver's document, on their behalf", async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, atApproval(people.absent.id, people.verifier.id));
    expect((await actionsFor(apis.replacement, id)).Actions.map((a) => a.Action)).toContain('Approve');
    expect(await actOk(apis.replacement, id, 'Approve')).toMatchObject({
      Status: 'Signed_Off',
      IsApproved: true,
    });
    const { history, document } = await stored(ctx.database, tenant.tenantId, id);
    expect(history).toMatchObject([{ action: 'Approve', userId: people.replacement.id }]);
    expect(document.approvedBy).toBe(people.replacement.id);
  });

  it('undoes the last action of its own performer only', async () => {
    const { tenant, people, apis } = await purchaseTeam(ctx.database, ctx.app);
    const id = await invoiceOf(ctx.database, tenant, atApproval(people.approver2.id, people.verifier.id));
    await actOk(apis.approver2, id, 'Approve');
    const other = await act(apis.handler, id, 'UndoLastAction');
    expect(other.json().Message).toBe('Undo_Not_Allowed%%UndoLastAction');
    expect(await actOk(apis.approver2, id, 'UndoLastAction')).toMatchObject({
      Status: 'Pending',
      IsApproved: false,
      CurrentUserId: people.approver2.id,
    });
  });
});
