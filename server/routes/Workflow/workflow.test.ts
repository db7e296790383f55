import { DefaultWorkflow } from '../../../domain/workflow/defaultWorkflow';
import type { StatusAction } from '../../../domain/workflow/statusActions';
import { auditRows, signedInClient, startTestApp, uniqueEmail } from '../../test/harness';
import { type Api, act, actionsFor, invoiceOf, purchaseTeam } from '../DocumentAction/workflowFixture';

const ctx = await startTestApp();
afterAll(() => ctx.close());

type Workflow = {
  Version: number;
  IsCustomized: { StatusActions: boolean; StatusFilters: boolean };
  StatusActions: StatusAction[];
  StatusFilters: Array<{ Filter: string; DocumentTypes: string[]; Statuses?: string[] }>;
};

/** The purchase team and an administrator who may shape the workflow (rights of an admin). */
async function teamWithAdmin() {
  const team = await purchaseTeam(ctx.database, ctx.app);
  const admin = await team.tenant.user({
    name: 'Ada Admin',
    Email: uniqueEmail('ada'),
    IsAdmin: true,
    BaseRole: 'Advanced',
    MaySeeAllDocuments: true,
    SeeCompanies: [team.tenant.companyId],
  });
  return { ...team, asAdmin: await signedInClient(ctx.app, admin.email) };
}

async function workflowOf(api: Api): Promise<Workflow> {
  const response = await api.get('/api/Workflow');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The default rows without those matching `drop`. */
const defaultWithout = (drop: (row: StatusAction) => boolean) =>
  DefaultWorkflow.StatusActions.filter((row) => !drop(row));

const remarkInPending = (row: StatusAction) => row.Status === 'Pending' && row.Action === 'AddRemark';

describe('the environment workflow', () => {
  it('starts as the default, and only those with a customize right read it', async () => {
    const team = await teamWithAdmin();
    const workflow = await workflowOf(team.asAdmin);
    expect(workflow.Version).toBe(1);
    expect(workflow.IsCustomized).toEqual({ StatusActions: false, StatusFilters: false });
    expect(workflow.StatusActions).toHaveLength(DefaultWorkflow.StatusActions.length);
    expect((await team.apis.approver1.get('/api/Workflow')).statusCode).toBe(403);
  });

  it('a saved row set is what the engine offers and allows; back to the default restores it', async () => {
    const team = await teamWithAdmin();
    const id = await invoiceOf(ctx.database, team.tenant, {
      status: 'Pending',
      currentUserId: team.people.approver1.id,
      verifiedBy: team.people.verifier.id,
    });
    const offered = async () => (await actionsFor(team.apis.approver1, id)).Actions.map((a) => a.Action);
    expect(await offered()).toContain('AddRemark');

    const saved = await team.asAdmin.put('/api/Workflow/StatusActions', {
      Version: 1,
      StatusActions: defaultWithout(remarkInPending),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Version: 2, IsCustomized: { StatusActions: true } });
    expect(await offered()).not.toContain('AddRemark');
    const refused = await act(team.apis.approver1, id, 'AddRemark', { Remark: 'Nog even kijken' });
    expect(refused.statusCode).toBe(403);

    const audit = await auditRows(ctx.database, team.tenant.tenantId);
    expect(audit.some((row) => row.entity === 'Workflow' && row.action === 'update')).toBe(true);

    const reset = await team.asAdmin.delete('/api/Workflow/StatusActions?version=2');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ Version: 3, IsCustomized: { StatusActions: false } });
    expect(await offered()).toContain('AddRemark');
  });

  it('refuses a workflow with a dead end, listing the problem, and changes nothing', async () => {
    const team = await teamWithAdmin();
    // Without any row out of Pending, a pending purchase invoice could never leave it.
    const response = await team.asAdmin.put('/api/Workflow/StatusActions', {
      Version: 1,
      StatusActions: defaultWithout(
        (row) =>
          row.Status === 'Pending' &&
          row.NextStatus !== 'Same' &&
          row.NextStatus !== 'Pending' &&
          row.DocumentTypes.includes('PurchaseInvoice'),
      ),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().Message).toBe('Workflow_Invalid');
    expect(response.json().Errors).toContain('Workflow_Status_Without_Way_Out%%Pending%%PurchaseInvoice');
    expect((await workflowOf(team.asAdmin)).Version).toBe(1);
  });

  it('a stale version is refused, so two administrators never overwrite each other', async () => {
    const team = await teamWithAdmin();
    const rows = defaultWithout(remarkInPending);
    expect(
      (await team.asAdmin.put('/api/Workflow/StatusActions', { Version: 1, StatusActions: rows })).statusCode,
    ).toBe(200);
    const stale = await team.asAdmin.put('/api/Workflow/StatusActions', { Version: 1, StatusActions: rows });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toBe('Workflow_Is_Updated_By_Other_User');
    expect((await team.asAdmin.delete('/api/Workflow/StatusFilters?version=1')).statusCode).toBe(409);
  });

  it("one environment's workflow leaves another's alone", async () => {
    const first = await teamWithAdmin();
    const second = await teamWithAdmin();
    await first.asAdmin.put('/api/Workflow/StatusActions', {
      Version: 1,
      StatusActions: defaultWithout(remarkInPending),
    });
    expect((await workflowOf(second.asAdmin)).IsCustomized.StatusActions).toBe(false);
  });

  it('refuses rows naming unknown statuses, actions or rights', async () => {
    const team = await teamWithAdmin();
    const [first] = DefaultWorkflow.StatusActions;
    for (const bad of [
      { Status: 'Nowhere' },
      { Action: 'Fly' },
      { Right: 'Everyone' },
      { NeedsRemark: 'yes' },
    ]) {
      const response = await team.asAdmin.put('/api/Workflow/StatusActions', {
        Version: 1,
        StatusActions: [{ ...first, ...bad }],
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('the environment status filters', () => {
  it('a filter shows the statuses chosen for it, and a filter taken from a type is not offered there', async () => {
    const team = await teamWithAdmin();
    const pending = await invoiceOf(ctx.database, team.tenant, { status: 'Pending' });
    const signed = await invoiceOf(ctx.database, team.tenant, { status: 'Signed_Off' });
    const overview = async (Status: string) => {
      const response = await team.asAdmin.post('/api/Document/GetOverview', {
        DocumentType: 'PurchaseInvoice',
        Status,
        CurrentPage: 1,
        PageSize: 50,
      });
      return response;
    };
    const idsOf = async (Status: string) =>
      ((await overview(Status)).json().Items as Array<{ Id: string }>).map((item) => item.Id);
    expect(await idsOf('To_Sign')).toContain(pending);

    const { StatusFilters, Version } = await workflowOf(team.asAdmin);
    const changed = StatusFilters.map((setting) =>
      setting.Filter === 'To_Sign'
        ? { ...setting, Statuses: ['Signed_Off'] }
        : setting.Filter === 'Scanned'
          ? { ...setting, DocumentTypes: ['SalesInvoice', 'PackingSlip'] }
          : setting,
    );
    const saved = await team.asAdmin.put('/api/Workflow/StatusFilters', { Version, StatusFilters: changed });
    expect(saved.statusCode, saved.body).toBe(200);

    const toSign = await idsOf('To_Sign');
    expect(toSign).toContain(signed);
    expect(toSign).not.toContain(pending);
    const offered = (await team.asAdmin.get('/api/Document/GetOverviewStatusFilters/PurchaseInvoice')).json();
    expect(offered).not.toContain('Scanned');
    expect(offered).toContain('To_Sign');
    expect((await overview('Scanned')).statusCode).toBe(400);
  });

  it('refuses a status filter left without statuses', async () => {
    const team = await teamWithAdmin();
    const { StatusFilters } = await workflowOf(team.asAdmin);
    const response = await team.asAdmin.put('/api/Workflow/StatusFilters', {
      Version: 1,
      StatusFilters: StatusFilters.map((setting) =>
        setting.Filter === 'Signed' ? { ...setting, Statuses: [] } : setting,
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toContain('Workflow_Status_Filter_Without_Status%%Signed');
  });
});
