import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type PageEngine, pagesInThisThread } from '../server/capture/pages/pageEngine';
import { pagesThread } from '../server/capture/pages/pages-thread';
import { DefaultPageRenderOptions } from '../server/capture/pdf/pageImage';
import { crowdedPdf } from '../server/capture/recognition/crowdedPdf.testing';
import { recognitionThread } from '../server/capture/recognition/recognition-thread';
import { recognizeFile } from '../server/capture/recognition/recognizeFile';

/** The longest the server may stop answering while a file is read: an instant to the person waiting for a page. */
const TargetMaxStallMs = 100;

/** The longest stall of this thread's event loop (ms) while `read` runs, and the seconds it took. */
async function held(read: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  delay.enable();
  await read();
  delay.disable();
  return {
    seconds: Math.round(performance.now() - started) / 1000,
    longestStallMs: Math.round(delay.max / 1e6),
  };
}

/** Intake's first step on one page: opened, drawn and analysed (blank, barcodes, text), as convertPages does. */
async function analyseFirstPage(engine: PageEngine, bytes: Uint8Array) {
  const pages = await engine.openAnalysedPages(bytes, 'pdf', DefaultPageRenderOptions);
  try {
    await pages.analyse(1);
  } finally {
    await pages.close();
  }
}

/**
 * How long the server's own thread stops answering while a crowded PDF is read and while intake draws and analyses
 * its page: on the recognition and page threads (as the server does) and, for comparison, in the calling thread.
 * Each thread is started before it is timed.
 */
export async function serverThreadHeldFigures() {
  const bytes = await crowdedPdf(200_000);
  const input = { bytes, fileName: 'crowded.pdf' };
  const thread = recognitionThread();
  const pageThread = pagesThread();
  try {
    await thread
      .recognize({ bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), fileName: 'x.pdf' })
      .catch(() => null);
    await analyseFirstPage(pageThread, await crowdedPdf(1));
    const onTheRecognitionThread = await held(() => thread.recognize(input));
    const inTheServersThread = await held(() => recognizeFile(input));
    const onThePageThread = await held(() => analyseFirstPage(pageThread, bytes));
    const analysedInTheServersThread = await held(() => analyseFirstPage(pagesInThisThread, bytes));
    return {
      words: 200_003,
      onTheRecognitionThread,
      inTheServersThread,
      // Intake (classification and splitting) draws and analyses every page before it is read.
      intakeAnalysis: { onThePageThread, inTheServersThread: analysedInTheServersThread },
      targetMaxStallMs: TargetMaxStallMs,
      withinTarget:
        Math.max(onTheRecognitionThread.longestStallMs, onThePageThread.longestStallMs) <= TargetMaxStallMs,
    };
  } finally {
    await Promise.all([thread.close(), pageThread.close()]);
  }
}
