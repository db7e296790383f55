import { eq } from 'drizzle-orm';
import type { FastVerifyItem } from '../../../domain/verify/types';
import { documentRecognitions, documents } from '../../db/schema/index';
import { auditRows, buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';
import { invoiceFields, recognizedInvoice, useFastVerify } from './fastVerifyFixture';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let verifier: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'FastVerify');
  await useFastVerify(started.database, tenant.tenantId, tenant.companyId, 85);
  const user = await tenant.user({
    name: 'Verifier',
    UserActionRights: ['VerifyInvoice'],
    ValidateCompanies: [tenant.companyId, tenant.otherCompanyId],
  });
  token = (await signIn(started.app, user.email)).token;
  verifier = client(started.app, token);
});
afterAll(() => started.close());

const invoice = (number: string, confidence: number, companyId = tenant.companyId) =>
  recognizedInvoice(started.app, started.database, {
    tenantId: tenant.tenantId,
    companyId,
    token,
    fields: invoiceFields(number, confidence),
  });

const list = async (query = ''): Promise<FastVerifyItem[]> => {
  const response = await verifier.get(`/api/FastVerify${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const statusOf = (id: string) =>
  started.database.withTenant(tenant.tenantId, async (tx) => {
    const [row] = await tx.select({ status: documents.status }).from(documents).where(eq(documents.id, id));
    return row.status;
  });

describe('GET /api/FastVerify', () => {
  it('lists the recognised documents waiting for verify, most confident first, with each field scored', async () => {
    const unsure = await invoice('FV-UNSURE', 0.6);
    const sure = await invoice('FV-SURE', 0.95);
    const items = (await list()).filter((item) => [unsure, sure].includes(item.Id));
    expect(items.map((item) => item.Number)).toEqual(['FV-SURE', 'FV-UNSURE']);
    const [first, second] = items;
    expect(first.FastVerifyResult).toMatchObject({ Score: 0.95, LowFields: [], MinimumScore: 0.85 });
    expect(first.FastVerifyResult.Parts).toContainEqual({
      Field: 'GrossAmount',
      Confidence: 0.95,
      Reason: 'Score_Reason_Sure',
    });
    expect(second.FastVerifyResult.Score).toBe(0.6);
    expect(second.FastVerifyResult.LowFields).toContain('NetAmount');
    expect(first).toMatchObject({
      DocumentType: 'PurchaseInvoice',
      CompanyId: tenant.companyId,
      GrossAmount: 121,
      NetAmount: 100,
      VatAmount: 21,
      RelationName: 'Fast Supplies BV',
      RecognitionStatus: 'Done',
      IsBlocked: false,
    });
  });

  it('leaves out documents whose recognition is not done and companies without fast verify', async () => {
    const pending = await invoice('FV-PENDING', 0.9);
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(documentRecognitions)
        .set({ status: 'Pending' })
        .where(eq(documentRecognitions.documentId, pending)),
    );
    const elsewhere = await invoice('FV-OFF', 0.9, tenant.otherCompanyId);
    const ids = (await list()).map((item) => item.Id);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(elsewhere);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('filters by company and document type', async () => {
    await invoice('FV-FILTER', 0.9);
    expect((await list(`?companyId=${tenant.companyId}`)).length).toBeGreaterThan(0);
    expect(await list(`?companyId=${tenant.otherCompanyId}`)).toEqual([]);
    expect(await list('?documentType=PackingSlip')).toEqual([]);
    expect((await verifier.get('/api/FastVerify?documentType=Letter')).statusCode).toBe(400);
  });
});

describe('GET /api/FastVerify/:id', () => {
  it('answers one item, 403 FastVerify_Not_Enabled for a company without fast verify', async () => {
    const id = await invoice('FV-ONE', 0.9);
    const response = await verifier.get(`/api/FastVerify/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Id: id, Number: 'FV-ONE', FastVerifyResult: { Score: 0.9 } });
    const off = await invoice('FV-ONE-OFF', 0.9, tenant.otherCompanyId);
    const refused = await verifier.get(`/api/FastVerify/${off}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe('FastVerify_Not_Enabled');
  });
});

describe('GET /api/FastVerify/AnyCompanyUsesVerifyDescription', () => {
  it('is true once a company the user validates asks a description', async () => {
    const other = await buildTenant(started.database, 'Description');
    const user = await other.user({
      name: 'Verifier',
      UserActionRights: ['VerifyInvoice'],
      ValidateCompanies: [other.companyId],
    });
    const api = client(started.app, (await signIn(started.app, user.email)).token);
    const ask = () => api.get('/api/FastVerify/AnyCompanyUsesVerifyDescription');
    expect((await ask()).json()).toBe(false);
    const put = await client(
      started.app,
      (await signIn(started.app, (await other.user({ name: 'Admin', IsAdmin: true })).email)).token,
    ).put(`/api/Setting/Verify_UseVerifyDescription?companyId=${other.companyId}`, { BoolValue: true });
    expect(put.statusCode).toBe(200);
    expect((await ask()).json()).toBe(true);
  });
});

describe('PUT /api/FastVerify/Confirm', () => {
  it('verifies two rows: they leave the list and the documents are In_Progress', async () => {
    const first = await invoice('FV-C1', 0.95);
    const second = await invoice('FV-C2', 0.95);
    const rows = (await list()).filter((item) => [first, second].includes(item.Id));
    const response = await verifier.put('/api/FastVerify/Confirm', {
      Items: rows.map((item) => ({ Id: item.Id, LastUpdate: item.LastUpdate })),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Confirmed: rows.map((item) => item.Id), Refused: [] });
    expect(await statusOf(first)).toBe('In_Progress');
    expect(await statusOf(second)).toBe('In_Progress');
    const ids = (await list()).map((item) => item.Id);
    expect(ids).not.toContain(first);
    expect(ids).not.toContain(second);
  });

  it('refuses a stale row with Document_Is_Updated_By_Other_User and still confirms the other', async () => {
    const stale = await invoice('FV-STALE', 0.95);
    const fresh = await invoice('FV-FRESH', 0.95);
    const rows = (await list()).filter((item) => [stale, fresh].includes(item.Id));
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(documents)
        .set({ lastUpdate: new Date(Date.now() + 1000).toISOString() })
        .where(eq(documents.id, stale)),
    );
    const response = await verifier.put('/api/FastVerify/Confirm', {
      Items: rows.map((item) => ({ Id: item.Id, LastUpdate: item.LastUpdate })),
    });
    expect(response.json()).toEqual({
      Confirmed: [fresh],
      Refused: [{ Id: stale, Message: 'Document_Is_Updated_By_Other_User' }],
    });
    expect(await statusOf(stale)).toBe('Imported');
    expect(await statusOf(fresh)).toBe('In_Progress');
  });

  it('saves the edited fields with the confirmation', async () => {
    const id = await invoice('FV-EDIT', 0.5);
    const [row] = (await list()).filter((item) => item.Id === id);
    const response = await verifier.put('/api/FastVerify/Confirm', {
      Items: [
        {
          Id: id,
          LastUpdate: row.LastUpdate,
          Changes: { Number: 'FV-EDITED', NetAmount: 100, VatAmount: 21 },
        },
      ],
    });
    expect(response.json()).toEqual({ Confirmed: [id], Refused: [] });
    const [stored] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documents).where(eq(documents.id, id)),
    );
    expect(stored.documentNumber).toBe('FV-EDITED');
    expect(stored.status).toBe('In_Progress');
  });

  it('refuses a row of a company without fast verify and one of another customer', async () => {
    const off = await invoice('FV-C-OFF', 0.95, tenant.otherCompanyId);
    const other = await buildTenant(started.database, 'Foreign');
    const stranger = await other.user({
      name: 'Stranger',
      UserActionRights: ['VerifyInvoice'],
      MayValidateAllCompanies: true,
    });
    await useFastVerify(started.database, other.tenantId);
    const api = client(started.app, (await signIn(started.app, stranger.email)).token);
    const mine = await invoice('FV-C-MINE', 0.95);
    const lastUpdate = new Date().toISOString();
    const foreign = await api.put('/api/FastVerify/Confirm', {
      Items: [{ Id: mine, LastUpdate: lastUpdate }],
    });
    expect(foreign.json()).toEqual({ Confirmed: [], Refused: [{ Id: mine, Message: 'Document_Not_Found' }] });
    const response = await verifier.put('/api/FastVerify/Confirm', {
      Items: [{ Id: off, LastUpdate: lastUpdate }],
    });
    expect(response.json()).toEqual({
      Confirmed: [],
      Refused: [{ Id: off, Message: 'FastVerify_Not_Enabled' }],
    });
    expect(await statusOf(mine)).toBe('Imported');
    expect(await statusOf(off)).toBe('Imported');
  });

  it.each([
    ['no items', { Items: [] }],
    ['a bad id', { Items: [{ Id: 'x', LastUpdate: new Date().toISOString() }] }],
    ['a bad timestamp', { Items: [{ Id: crypto.randomUUID(), LastUpdate: 'yesterday' }] }],
    [
      'an unknown change',
      {
        Items: [
          { Id: crypto.randomUUID(), LastUpdate: new Date().toISOString(), Changes: { Status: 'Posted' } },
        ],
      },
    ],
    [
      'a text amount',
      {
        Items: [
          { Id: crypto.randomUUID(), LastUpdate: new Date().toISOString(), Changes: { NetAmount: '1' } },
        ],
      },
    ],
  ])('answers 400 to %s', async (_, body) => {
    expect((await verifier.put('/api/FastVerify/Confirm', body)).statusCode).toBe(400);
  });
});

describe('PUT /api/FastVerify/ReevaluateDocuments', () => {
  it('sets the named documents Pending again, with an audit entry each, and answers how many', async () => {
    const id = await invoice('FV-AGAIN', 0.7);
    const before = Date.now();
    const response = await verifier.put('/api/FastVerify/ReevaluateDocuments', { DocumentIds: [id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Message: 'FastVerify_Reevaluated', Count: 1 });
    const [row] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(documentRecognitions).where(eq(documentRecognitions.documentId, id)),
    );
    // Pending, or already read again by the test app's inline queue (which runs the job when sent).
    expect(row.status === 'Pending' || Date.parse(row.recognizedAt ?? '') >= before).toBe(true);
    expect(row.attempts).toBeLessThanOrEqual(1);
    expect(
      (await auditRows(started.database, tenant.tenantId)).some(
        (audit) => audit.entityId === id && audit.action === 'update',
      ),
    ).toBe(true);
  });

  it('leaves documents of a company without fast verify alone', async () => {
    const off = await invoice('FV-AGAIN-OFF', 0.7, tenant.otherCompanyId);
    const response = await verifier.put('/api/FastVerify/ReevaluateDocuments', { DocumentIds: [off] });
    expect(response.json()).toEqual({ Message: 'FastVerify_Reevaluated', Count: 0 });
  });
});
