import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/**
 * How long the server's own thread stops answering while a crowded PDF is read: on the recognition thread (as the
 * server reads) and, for comparison, in the calling thread. The recognition thread is started before it is timed.
 */
export async function serverThreadHeldFigures() {
  const input = { bytes: await crowdedPdf(200_000), fileName: 'crowded.pdf' };
  const thread = recognitionThread();
  try {
    await thread
      .recognize({ bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]), fileName: 'x.pdf' })
      .catch(() => null);
    const onTheRecognitionThread = await held(() => thread.recognize(input));
    const inTheServersThread = await held(() => recognizeFile(input));
    return {
      words: 200_003,
      onTheRecognitionThread,
      inTheServersThread,
      targetMaxStallMs: TargetMaxStallMs,
      withinTarget: onTheRecognitionThread.longestStallMs <= TargetMaxStallMs,
    };
  } finally {
    await thread.close();
  }
}
