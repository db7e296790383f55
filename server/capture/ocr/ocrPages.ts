import fs from 'node:fs';
import os from 'node:os';
import type { Worker as NodeWorker } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import { isTurned, storedBoxOn } from '../../../domain/recognition/pageTurn';
import type { PageWords } from '../../../domain/recognition/types';
import { wordsFromHocr } from './hocrWords';
import {
  createLanguageFolder,
  missingLanguageFiles,
  OcrLanguages,
  OcrUnavailableError,
} from './languageData';
import { prepareImage } from './prepareImage';
import { rereadDoubtful } from './rereadDoubtful';

export { OcrUnavailableError } from './languageData';

/**
 * A page image to read; `page` is the 1-based page number the words are returned under. `pageShare` is set when
 * the image is a region of a page (the share of the page's area it shows), so it is read at the page's resolution.
 */
export type OcrImage = { page: number; jpeg: Buffer; pageShare?: number };

/**
 * How tesseract reads a page. Sparse text: every piece of text wherever it stands, in no particular order. The
 * automatic page layout takes the cells of a ruled table or a shaded totals box for pictures and leaves them
 * unread; recognition puts the words in lines by their boxes itself, so tesseract's order is not needed. Measured
 * on the invoice corpus it reads the totals of the Factur-X samples and is faster. Its notes on each page
 * ("Estimating resolution as …") go nowhere.
 */
const ReadingParameters: Partial<Tesseract.WorkerParams> = {
  tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
  debug_file: '/dev/null',
};

/** A worker that has not loaded its languages by then never will (tesseract.js waits forever on bad data). */
const StartTimeoutMs = 60_000;

// tesseract.js hands out its Node worker thread as `worker`; its types leave it out.
type OcrWorker = Tesseract.Worker & { worker: NodeWorker };
/** `stopped` rejects when the pool stops (closed, or a worker crashed), so no page waits on a dead worker. */
type Pool = {
  scheduler: Tesseract.Scheduler;
  workers: OcrWorker[];
  stopped: Promise<never>;
  stop(reason: Error): void;
  closing: boolean;
};

let pool: Promise<Pool> | null = null;

/** Whether OCR can run here: the language data of every OCR language is installed. */
export function ocrAvailable(): boolean {
  return missingLanguageFiles().length === 0;
}

/**
 * Reads the words on page images by OCR (English, Dutch, German and French at once), in reading order, with boxes
 * as fractions of the page and Width/Height the image's pixels. A page scanned sideways, upside down or askew is
 * read turned upright and straight, and says so by its Rotation and Skew (its words' boxes stay on the image as it
 * is). The pages are read in
 * parallel on a pool of one
 * tesseract worker per core, started at the first call (about 1–2 s) and kept for the next; `closeOcr()` stops it.
 * Throws OcrUnavailableError when OCR cannot start, and an Error naming the page when an image cannot be read.
 */
export async function ocrImages(images: OcrImage[]): Promise<PageWords[]> {
  if (images.length === 0) return [];
  const current = await startedPool();
  const results: PageWords[] = new Array(images.length);
  let next = 0;
  // One lane more than workers, so the next image is prepared while the workers read.
  const lane = async () => {
    while (next < images.length) {
      const index = next++;
      try {
        results[index] = await readPage(current, images[index]);
      } catch (error) {
        next = images.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(images.length, current.workers.length + 1) }, lane));
  return results;
}

/** Stops the OCR workers, so the process can exit; the next `ocrImages` starts new ones. */
export async function closeOcr(): Promise<void> {
  const closing = pool;
  pool = null;
  if (!closing) return;
  const current = await closing.catch(() => null);
  if (current) await stopPool(current, new Error('OCR was closed'));
}

/** Tesseract's hOCR of a page image (a binary PGM), or the pool's failure when it stops first. */
async function readHocr(current: Pool, image: Buffer): Promise<string> {
  const recognized = await Promise.race([
    current.scheduler.addJob('recognize', image, {}, { text: false, hocr: true }),
    current.stopped,
  ]);
  return recognized.data.hocr ?? '';
}

async function readPage(current: Pool, { page, jpeg, pageShare }: OcrImage): Promise<PageWords> {
  try {
    const prepared = await prepareImage(jpeg, pageShare);
    const { readWidth: width, readHeight: height } = prepared;
    const words = await rereadDoubtful(
      wordsFromHocr(await readHocr(current, prepared.image), width, height),
      { pixels: prepared.pixels, width, height },
      (crop) => readHocr(current, crop),
    );
    const size = { Page: page, Width: prepared.width, Height: prepared.height };
    const read = { ...size, Rotation: prepared.turn, Skew: prepared.skew };
    if (!isTurned(read)) return { ...size, Words: words };
    // Read upright and straight, the words are put back on the page as it is stored and shown; Rotation and Skew
    // turn them as they were read.
    return {
      ...size,
      Words: words.map((word) => ({ ...word, Box: storedBoxOn(read, word.Box) })),
      ...(prepared.turn ? { Rotation: prepared.turn } : {}),
      ...(prepared.skew ? { Skew: prepared.skew } : {}),
    };
  } catch (error) {
    throw new Error(`OCR of page ${page} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

function startedPool(): Promise<Pool> {
  if (!pool) {
    const starting = startPool();
    pool = starting;
    // A pool that failed to start is forgotten, so the next call tries again.
    starting.catch(() => {
      if (pool === starting) pool = null;
    });
  }
  return pool;
}

async function startPool(): Promise<Pool> {
  const folder = createLanguageFolder();
  try {
    const started = await Promise.allSettled(
      Array.from({ length: Math.max(1, os.availableParallelism()) }, () => startWorker(folder)),
    );
    const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(workers.map(stopWorker));
      throw failure.reason;
    }
    const scheduler = Tesseract.createScheduler();
    for (const worker of workers) scheduler.addWorker(worker);
    let stop: (reason: Error) => void = () => undefined;
    const stopped = new Promise<never>((_, reject) => {
      stop = reject;
    });
    stopped.catch(() => undefined);
    const current: Pool = { scheduler, workers, stopped, stop, closing: false };
    for (const worker of workers) {
      worker.worker.once('exit', (code) => {
        if (!current.closing)
          void closeCrashed(current, new Error(`an OCR worker stopped (exit code ${code})`));
      });
    }
    return current;
  } finally {
    // The workers hold their languages in memory once started.
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function startWorker(langPath: string): Promise<OcrWorker> {
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new OcrUnavailableError(`OCR could not start: ${message}`));
    const timer = setTimeout(
      () => fail(`no worker started within ${StartTimeoutMs / 1000} s`),
      StartTimeoutMs,
    );
    Tesseract.createWorker([...OcrLanguages], Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: false,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a worker's failure as an uncaught exception.
      errorHandler: (error: unknown) => fail(String(error)),
    })
      .then(async (worker) => {
        await worker.setParameters(ReadingParameters);
        return worker;
      })
      .then(
        (worker) => resolve(worker as OcrWorker),
        (error: unknown) => fail(String(error)),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** A worker thread ended while the pool was in use: the pages it holds fail and the pool is forgotten. */
async function closeCrashed(current: Pool, reason: Error): Promise<void> {
  const open = pool;
  if (open && (await open.catch(() => null)) === current) pool = null;
  await stopPool(current, reason);
}

async function stopPool(current: Pool, reason: Error): Promise<void> {
  current.closing = true;
  current.stop(reason);
  await Promise.all(current.workers.map(stopWorker));
}

async function stopWorker(worker: OcrWorker): Promise<void> {
  if (worker.worker.threadId === -1) return;
  const exited = new Promise((resolve) => worker.worker.once('exit', resolve));
  await worker.terminate();
  await exited;
}
