import type { client } from '../../server/test/harness';
import { percentiles, sample } from '../documents/stats';
import type { CodingTenant } from './prepare';

type Api = ReturnType<typeof client>;
type Coding = {
  Lines: Array<Record<string, unknown>>;
  LastUpdate: string;
  Source: string;
  CodingStatus: string;
};

/** The issue 11 target (p95, milliseconds) of GetCodeInvoice and CodeInvoice with 200 lines. */
export const TargetP95Ms = 50;

const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
  if (response.statusCode !== 200)
    throw new Error(`bench call failed: ${response.statusCode} ${response.body}`);
  return response;
};

const figures = (samples: number[]) => {
  const ms = { ...percentiles(samples), max: Math.round(Math.max(...samples) * 100) / 100 };
  return { iterations: samples.length, apiMs: ms, targetP95Ms: TargetP95Ms, passed: ms.p95 <= TargetP95Ms };
};

const openUrl = (id: string) => `/api/Document/GetCodeInvoice/${id}?documentType=PurchaseInvoice`;

/** GetCodeInvoice of one invoice, `iterations` times after a warm-up; with what the last answer held. */
async function measureOpen(api: Api, id: string, iterations: number) {
  let last: Coding | null = null;
  const samples = await sample(async () => {
    last = ok(await api.get(openUrl(id))).json() as Coding;
  }, iterations);
  const answer = last as Coding | null;
  return {
    lines: answer?.Lines.length ?? 0,
    source: answer?.Source ?? '',
    codingStatus: answer?.CodingStatus ?? '',
    ...figures(samples),
  };
}

/**
 * CodeInvoice of all the invoice's lines, each save with one line's description changed (so it really writes:
 * the lines are replaced, the document stamped and audited), from the LastUpdate the previous answer gave.
 */
async function measureSave(api: Api, id: string, iterations: number) {
  let current = ok(await api.get(openUrl(id))).json() as Coding;
  const run = String(Date.now() % 100_000);
  const save = async (index: number) => {
    const lines = current.Lines.map((line, at) =>
      at === index % current.Lines.length
        ? { ...line, Description: `Regel ${at + 1} · ${run}.${index}` }
        : line,
    );
    current = ok(
      await api.put('/api/Document/CodeInvoice', {
        DocumentId: id,
        DocumentType: 'PurchaseInvoice',
        LastUpdate: current.LastUpdate,
        Lines: lines,
      }),
    ).json() as Coding;
  };
  const samples = await sample(save, iterations);
  return { lines: current.Lines.length, codingStatus: current.CodingStatus, ...figures(samples) };
}

/** The three coding calls on the prepared invoices. */
export async function measureCoding(api: Api, tenant: CodingTenant, iterations: number) {
  return {
    getCodeInvoice200Lines: await measureOpen(api, tenant.bigInvoiceId, iterations),
    codeInvoice200Lines: await measureSave(api, tenant.bigInvoiceId, iterations),
    getCodeInvoiceLearnedSuggestion: await measureOpen(api, tenant.freshInvoiceId, iterations),
  };
}
