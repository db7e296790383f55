import { stepsOfLayout } from '../../domain/dashboard/steps';
import type { client } from '../../server/test/harness';
import { percentiles, sample } from '../documents/stats';
import type { BenchDocument, DeskDocument } from './prepare';

type Api = ReturnType<typeof client>;

/** The issue 10 targets (p95, milliseconds). */
export const Targets = { PostNewAction: 30, GetActionsForInvoice: 15, GetDashboardStep: 100 } as const;

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  if (response.statusCode !== 200)
    throw new Error(`bench call failed: ${response.statusCode} ${response.body}`);
  return response;
};

const figures = (samples: number[], targetP95Ms: number) => {
  const ms = percentiles(samples);
  return { apiMs: ms, targetP95Ms, met: ms.p95 <= targetP95Ms };
};

const actionsUrl = (document: BenchDocument) =>
  `/api/DocumentAction/GetActionsForInvoice/${document.id}?documentType=${document.documentType}`;

/** GetActionsForInvoice on the documents given, one call each after a warm-up; with how many offered actions. */
export async function measureActions(api: Api, documents: BenchDocument[]) {
  let offered = 0;
  let calls = 0;
  const samples = await sample(async (index) => {
    const answer = ok(await api.get(actionsUrl(documents[index % documents.length])));
    offered += (answer.json() as { Actions: unknown[] }).Actions.length;
    calls += 1;
  }, documents.length);
  return {
    documents: documents.length,
    averageActionsOffered: Math.round((offered / calls) * 10) / 10,
    ...figures(samples, Targets.GetActionsForInvoice),
  };
}

/** The document's LastInvoiceUpdate as the detail reads it before acting. */
async function lastUpdateOf(api: Api, id: string): Promise<string> {
  const answer = ok(await api.get(actionsUrl({ id, documentType: 'PurchaseInvoice' })));
  return (answer.json() as { LastInvoiceUpdate: string }).LastInvoiceUpdate;
}

/** One PostNewAction on a purchase invoice; answers the document's new LastInvoiceUpdate. */
async function postAction(api: Api, id: string, action: string, lastUpdate: string): Promise<string> {
  const answer = ok(
    await api.post('/api/Document/PostNewAction', {
      DocumentId: id,
      DocumentType: 'PurchaseInvoice',
      NextAction: action,
      // Holding asks why, as the action panel does.
      Remark: action === 'Await' ? 'Wacht op creditnota van de leverancier' : null,
      LastInvoiceUpdate: lastUpdate,
    }),
  );
  return (answer.json() as { LastInvoiceUpdate: string }).LastInvoiceUpdate;
}

const figuresOf = (samples: number[]) =>
  samples.length > 0 ? figures(samples, Targets.PostNewAction) : 'no documents for it';

/**
 * PostNewAction timed alone (the LastInvoiceUpdate is read before the clock starts, as the detail has it):
 * hold and release on each document of the first list (Await then Release, or the other way round when it
 * is on hold: the state is as before after the pair), and Approve on the pending ones (the chain completes:
 * no limit, no route).
 */
export async function measureNewAction(api: Api, holdDocuments: DeskDocument[], approveIds: string[]) {
  const lastUpdate = new Map<string, string>();
  for (const id of [...holdDocuments.map((document) => document.id), ...approveIds])
    lastUpdate.set(id, await lastUpdateOf(api, id));
  const timed = async (id: string, action: string) => {
    const started = performance.now();
    lastUpdate.set(id, await postAction(api, id, action, lastUpdate.get(id) ?? ''));
    return performance.now() - started;
  };
  const hold: number[] = [];
  const release: number[] = [];
  for (const { id, onHold } of holdDocuments) {
    if (onHold) release.push(await timed(id, 'Release'));
    hold.push(await timed(id, 'Await'));
    if (!onHold) release.push(await timed(id, 'Release'));
  }
  const approve: number[] = [];
  for (const id of approveIds) approve.push(await timed(id, 'Approve'));
  // No warm-up: the first calls are in the samples, as they would be in use.
  return {
    documents: { holdRelease: holdDocuments.length, approve: approveIds.length },
    all: figuresOf([...hold, ...release, ...approve]),
    Await: figuresOf(hold),
    Release: figuresOf(release),
    Approve: figuresOf(approve),
  };
}

/** GetDashboardStep for every step of layout 0, for the whole tenant and for one company. */
export async function measureDashboard(api: Api, companyId: string, iterations: number) {
  const scopes = { allCompanies: [], oneCompany: [companyId] };
  const results = [];
  for (const step of stepsOfLayout(0))
    for (const [scope, CompanyIds] of Object.entries(scopes)) {
      const call = () =>
        api
          .post(`/api/Dashboard/GetDashboardStep/${step}`, { CompanyIds, DocumentTypes: [], FromDate: null })
          .then(ok);
      const answer = (await call()).json() as { DashboardSubItems: Array<{ Count: number }> };
      results.push({
        step,
        scope,
        subItems: answer.DashboardSubItems.length,
        documents: answer.DashboardSubItems.reduce((total, item) => total + item.Count, 0),
        ...figures(await sample(call, iterations), Targets.GetDashboardStep),
      });
    }
  return results;
}
