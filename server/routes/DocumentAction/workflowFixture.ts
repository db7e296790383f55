import { asc, eq } from 'drizzle-orm';
import type { LedgerlineApp } from '../../app';
import type { Database } from '../../db/client';
import { documentHistory, documents } from '../../db/schema/index';
import { buildDocument, type DocumentOptions } from '../../db/seed/documentFactories';
import { buildTenant, signedInClient, type TestTenant, uniqueEmail } from '../../test/harness';

export type Api = Awaited<ReturnType<typeof signedInClient>>;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A purchase team of one customer, all seeing every document of company A: the verifier, the handler,
 * two approvers (limits 2,500 and 10,000; the second may also sign off), an unlimited approver, a
 * replacement for the absent approver, and the absent approver (away today).
 */
export async function purchaseTeam(database: Database, app: LedgerlineApp) {
  const tenant = await buildTenant(database, 'Workflow');
  const a = tenant.companyId;
  const sees = { MaySeeAllDocuments: true };
  const email = (name: string) => ({ Email: uniqueEmail(name.split(' ')[0].toLowerCase()) });
  const verifier = await tenant.user({
    name: 'Vera Verifier',
    ...email('Vera'),
    ...sees,
    ValidateCompanies: [a],
    ApproveCompanies: [a],
    UserActionRights: ['VerifyInvoice'],
  });
  const handler = await tenant.user({
    name: 'Hank Handler',
    ...email('Hank'),
    ...sees,
    HandleCompanies: [a, tenant.otherCompanyId],
    UserActionRights: [],
  });
  const approver1 = await tenant.user({
    name: 'Anna Approver',
    ...email('Anna'),
    ...sees,
    ApproveCompanies: [a],
    MaximumApprovalAmount: 2500,
    UserActionRights: [],
  });
  const approver2 = await tenant.user({
    name: 'Bert Approver',
    ...email('Bert'),
    ...sees,
    ApproveCompanies: [a],
    SignCompanies: [a],
    MaximumApprovalAmount: 10000,
    UserActionRights: [],
  });
  const replacement = await tenant.user({
    name: 'Rita Replacement',
    ...email('Rita'),
    ...sees,
    ApproveCompanies: [a],
  });
  const absent = await tenant.user({
    name: 'Abel Absent',
    ...email('Abel'),
    ...sees,
    ApproveCompanies: [a],
    Absence: { FromDate: day(-1), ToDate: day(1), ReplacedByUserId: replacement.id },
  });
  const people = { verifier, handler, approver1, approver2, replacement, absent };
  const apis = Object.fromEntries(
    await Promise.all(
      Object.entries(people).map(async ([role, user]) => [role, await signedInClient(app, user.email)]),
    ),
  ) as Record<keyof typeof people, Api>;
  return { tenant, people, apis };
}

/** A purchase invoice of company A (1,000 EUR unless told), in the status given. */
export function invoiceOf(database: Database, tenant: TestTenant, options: Partial<DocumentOptions> = {}) {
  return buildDocument(database, tenant.tenantId, {
    companyId: tenant.companyId,
    documentType: 'PurchaseInvoice',
    grossAmount: 1000,
    ...options,
  });
}

/** GetActionsForInvoice of a purchase invoice. */
export async function actionsFor(api: Api, id: string) {
  const response = await api.get(
    `/api/DocumentAction/GetActionsForInvoice/${id}?documentType=PurchaseInvoice`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Actions: Array<{ Action: string }>; LastInvoiceUpdate: string } & Record<
    string,
    unknown
  >;
}

/** PostNewAction with the document's current LastInvoiceUpdate (read first, as the detail does). */
export async function act(
  api: Api,
  DocumentId: string,
  NextAction: string,
  extra: Record<string, unknown> = {},
) {
  const { LastInvoiceUpdate } = await actionsFor(api, DocumentId);
  return api.post('/api/Document/PostNewAction', {
    DocumentId,
    DocumentType: 'PurchaseInvoice',
    NextAction,
    LastInvoiceUpdate,
    ...extra,
  });
}

/** PostNewAction that must succeed; answers the document after it. */
export async function actOk(api: Api, id: string, action: string, extra: Record<string, unknown> = {}) {
  const response = await act(api, id, action, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Document as Record<string, unknown>;
}

/** The stored document row and its history, oldest first. */
export async function stored(database: Database, tenantId: string, id: string) {
  return database.withTenant(tenantId, async (tx) => {
    const [document] = await tx.select().from(documents).where(eq(documents.id, id));
    const history = await tx
      .select()
      .from(documentHistory)
      .where(eq(documentHistory.documentId, id))
      .orderBy(asc(documentHistory.at));
    return { document, history };
  });
}
