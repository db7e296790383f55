// The page worker thread (pages-thread.ts): opens the files it is sent and draws (and analyses) their pages in this
// thread, so pdf.js parsing a crowded page never holds up the server's own thread. Built as
// dist/server/pages-worker.mjs; from the sources it is started through pages-worker.source.mjs.
import { parentPort } from 'node:worker_threads';
import { ImageReadError } from '../images/renderImage';
import { PdfReadError } from '../pdf/openPdf';
import type { PageSource } from '../pdf/pageImage';
import { failureOf } from '../threadFailure';
import type { AnalysedPages } from './openAnalysedPages';
import { pagesInThisThread } from './pageEngine';
import type { PagesFailure, PagesRequest, PagesWorkerMessage } from './pages-protocol';

const port = parentPort;
if (!port) throw new Error('pages-worker runs as a worker thread (pages-thread.ts)');
const channel = port;
const files = new Map<number, PageSource | AnalysedPages>();
let nextFile = 1;

function pagesFailureOf(error: unknown): PagesFailure {
  if (error instanceof PdfReadError) return { name: 'PdfReadError', reason: error.reason };
  if (error instanceof ImageReadError) return { name: 'ImageReadError', message: error.message };
  return failureOf(error);
}

function fileOf(file: number): PageSource | AnalysedPages {
  const open = files.get(file);
  if (!open) throw new Error(`file ${file} is not open on the page thread`);
  return open;
}

async function reply(request: PagesRequest): Promise<PagesWorkerMessage> {
  const { id } = request;
  if (request.kind === 'open') {
    const open = request.analysed
      ? await pagesInThisThread.openAnalysedPages(request.bytes, request.type, request.options)
      : await pagesInThisThread.openPages(request.bytes, request.type, request.options);
    const file = nextFile++;
    files.set(file, open);
    return { kind: 'opened', id, file, pageCount: open.pageCount };
  }
  if (request.kind === 'page') {
    const open = fileOf(request.file);
    const page =
      'analyse' in open ? await open.analyse(request.pageNumber) : await open.render(request.pageNumber);
    return { kind: 'page', id, page };
  }
  const open = files.get(request.file);
  files.delete(request.file);
  await open?.close();
  return { kind: 'closed', id };
}

async function run(request: PagesRequest): Promise<void> {
  let message: PagesWorkerMessage;
  try {
    message = await reply(request);
  } catch (error) {
    message = { kind: 'failed', id: request.id, failure: pagesFailureOf(error) };
  }
  channel.postMessage(message);
}

channel.on('message', (request: PagesRequest) => void run(request));
channel.postMessage({ kind: 'ready' } satisfies PagesWorkerMessage);
