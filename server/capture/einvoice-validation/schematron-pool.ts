import os from 'node:os';
import { joinPartResults, runSchematronFiles } from './schematron-batch';
import { compiledSchematron, type SchematronSyntax, schematronParts } from './schematron-cache';
import { rulesOf } from './schematron-parts';
import {
  type SchematronResults,
  type SchematronThread,
  sendBatch,
  startSchematronThread,
  stopSchematronThread,
} from './schematron-thread';

export type { SchematronResults } from './schematron-thread';

type Pool = {
  threads: SchematronThread[];
  /** Thread starts, one round after the other, so batches arriving together never start too many. */
  growth: Promise<void>;
  /** A thread could not start: the pool keeps the threads it has, and with none the rules run in-thread. */
  full: boolean;
  closed: boolean;
};

let pool: Pool | null = null;

/**
 * Worker threads for the Schematron: `LEDGERLINE_SCHEMATRON_THREADS` (0 runs the rules in the calling thread),
 * else one per core up to two. Even one keeps the seconds of a large batch off the server's event loop.
 */
export function schematronThreadCount(): number {
  const configured = process.env.LEDGERLINE_SCHEMATRON_THREADS?.trim();
  if (configured && /^\d+$/.test(configured)) return Number(configured);
  return Math.min(2, os.availableParallelism());
}

/** Threads the pool runs now (none before the first batch, after closing, or when none could start). */
export function schematronPoolSize(): number {
  return pool?.threads.length ?? 0;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function grow(current: Pool, wanted: number): Promise<void> {
  const missing = wanted - current.threads.length;
  if (missing <= 0 || current.full || current.closed) return;
  // A lost thread leaves the pool; the next batch starts another in its place.
  const lost = (thread: SchematronThread) => {
    current.threads = current.threads.filter((other) => other !== thread);
  };
  const started = await Promise.allSettled(
    Array.from({ length: missing }, () => startSchematronThread(lost)),
  );
  for (const result of started) {
    if (result.status === 'rejected') continue;
    if (current.closed) void stopSchematronThread(result.value);
    else current.threads.push(result.value);
  }
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure) return;
  current.full = true;
  const fallback = current.threads.length > 0 ? `on ${current.threads.length}` : 'in-thread';
  process.emitWarning(
    `EN 16931 Schematron worker could not start (${reasonOf(failure.reason)}); validating ${fallback}`,
  );
}

/** The running threads, started first when this many batches could use more of them. */
async function threadsFor(batches: number): Promise<SchematronThread[]> {
  pool ??= { threads: [], growth: Promise.resolve(), full: false, closed: false };
  const current = pool;
  const wanted = Math.min(batches, schematronThreadCount());
  current.growth = current.growth.then(() => grow(current, wanted));
  await current.growth;
  return current.threads;
}

/**
 * Runs the EN 16931 Schematron over documents of one syntax on the worker pool, whose threads start as batches
 * need them (up to `schematronThreadCount()`) and are kept for the next. The documents are split into one chunk
 * per thread, and each chunk is sent once per part of the stylesheet (schematron-parts.ts), every batch to the
 * thread with the least work: one invoice has its parts checked on two threads at once, many invoices share
 * one transform per part and thread. Runs in this thread when no worker can start.
 */
export async function runEn16931SchematronPooled(
  xmls: string[],
  syntax: SchematronSyntax,
): Promise<SchematronResults> {
  if (xmls.length === 0) return [];
  const parts = await schematronParts(syntax);
  // The stylesheet is compiled here (child processes, about 15 s, once per machine), so no worker compiles it.
  const [started, files] = await Promise.all([
    threadsFor(xmls.length * parts.length),
    compiledSchematron(syntax),
  ]);
  const threads = started.filter((thread) => !thread.stopping);
  if (threads.length === 0) return runSchematronFiles(xmls, files);
  const size = Math.ceil(xmls.length / Math.min(threads.length, xmls.length));
  const chunks: Promise<SchematronResults>[] = [];
  for (let start = 0; start < xmls.length; start += size) {
    const chunk = xmls.slice(start, start + size);
    const perPart = parts.map((part, index) => {
      const idlest = threads.reduce((best, thread) => (thread.load < best.load ? thread : best));
      return sendBatch(
        idlest,
        { file: files[index], xmls: chunk },
        chunk.length * Math.max(1, rulesOf(part.patterns)),
      );
    });
    chunks.push(Promise.all(perPart).then(joinPartResults));
  }
  return (await Promise.all(chunks)).flat();
}

/** Stops the Schematron workers once their batches are answered, so the process can exit; the next batch starts new ones. */
export async function closeSchematronPool(): Promise<void> {
  const current = pool;
  pool = null;
  if (!current) return;
  current.closed = true;
  await current.growth;
  await Promise.all(current.threads.map(stopSchematronThread));
}
