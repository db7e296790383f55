import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusPath } from '../../../tests/corpora/path';
import { passwordProtectedPdf, twoPageTiff } from '../../services/import/sampleFiles';
import { ImageReadError } from '../images/renderImage';
import { PdfReadError } from '../pdf/openPdf';
import { DefaultPageRenderOptions } from '../pdf/pageImage';
import { crowdedPdf } from '../recognition/crowdedPdf.testing';
import { pagesInThisThread } from './pageEngine';
import { type PageThread, pagesThread } from './pages-thread';

const invoice = () => readFileSync(corpusPath('invoice-pdfs', 'komaletter', 'komaletter-nl-12.pdf'));
const options = DefaultPageRenderOptions;

const threads: PageThread[] = [];
const started = (settings?: Parameters<typeof pagesThread>[0]) => {
  const thread = pagesThread(settings);
  threads.push(thread);
  return thread;
};

afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the page thread', () => {
  it('draws and analyses a PDF page as this thread does', async () => {
    const thread = started();
    const there = await thread.openAnalysedPages(invoice(), 'pdf', options);
    const here = await pagesInThisThread.openAnalysedPages(invoice(), 'pdf', options);
    expect(there.pageCount).toBe(here.pageCount);
    const [page, expected] = [await there.analyse(1), await here.analyse(1)];
    expect(Buffer.isBuffer(page.jpeg)).toBe(true);
    expect(page).toEqual(expected);
    expect(page.text).toContain('Rekening');
    await Promise.all([there.close(), here.close()]);

    const rendered = await thread.openPages(invoice(), 'pdf', options);
    expect(await rendered.render(1)).toEqual({
      jpeg: expected.jpeg,
      width: expected.width,
      height: expected.height,
    });
    await rendered.close();
  }, 60_000);

  it('draws every page of an image', async () => {
    const pages = await started().openPages(await twoPageTiff(), 'image', options);
    expect(pages.pageCount).toBe(2);
    const second = await pages.render(2);
    expect([second.jpeg[0], second.jpeg[1]]).toEqual([0xff, 0xd8]);
    await pages.close();
  }, 60_000);

  it('tells a file that cannot be read by the error this thread would give', async () => {
    const thread = started();
    const garbage = await failureOf(
      thread.openPages(new TextEncoder().encode('%PDF-1.7\n garbage'), 'pdf', options),
    );
    expect(garbage).toBeInstanceOf(PdfReadError);
    expect((garbage as PdfReadError).reason).toBe('corrupt');
    const locked = await failureOf(thread.openAnalysedPages(await passwordProtectedPdf(), 'pdf', options));
    expect((locked as PdfReadError).reason).toBe('password');
    const picture = await failureOf(
      thread.openPages(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2]), 'image', options),
    );
    expect(picture).toBeInstanceOf(ImageReadError);
  }, 60_000);

  it('fails a page that needs more memory than the thread may use as unreadable; another open file goes on', async () => {
    // From the sources (tsx) the thread loads in somewhat over 100 MB of heap; 400 000 words need more than the rest.
    const thread = started({ heapMb: 160 });
    const other = await thread.openAnalysedPages(invoice(), 'pdf', options);
    const crowded = await thread.openAnalysedPages(await crowdedPdf(400_000), 'pdf', options);
    expect(await failureOf(crowded.analyse(1))).toBeInstanceOf(PdfReadError);
    // The file opened on the lost thread is opened again on the new one.
    expect((await other.analyse(1)).text).toContain('Rekening');
    await Promise.all([crowded.close(), other.close()]);
  }, 120_000);

  it('stops a request that takes longer than it may as a file that cannot be read', async () => {
    // Drawing a page of a hundred thousand words takes far longer than 20 ms, and opening it may too: the limit
    // stops whichever runs out. (A small invoice could be opened within a 1 ms limit on a busy machine, its answer
    // read before the timer's.)
    const crowded = await crowdedPdf(100_000);
    const thread = started({ timeoutMs: 20 });
    const drawing = thread.openPages(crowded, 'pdf', options).then((pages) => pages.render(1));
    expect(await failureOf(drawing)).toBeInstanceOf(PdfReadError);
  }, 60_000);

  it('fails what it held when it is closed, as no fault of the file, and draws nothing after', async () => {
    const thread = started();
    const pages = await thread.openPages(await crowdedPdf(100_000), 'pdf', options);
    const drawing = failureOf(pages.render(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await thread.close();
    const failure = await drawing;
    expect(failure).not.toBeInstanceOf(PdfReadError);
    expect(failure).toEqual(new Error('The page thread is closed'));
    expect(await failureOf(thread.openPages(invoice(), 'pdf', options))).toEqual(
      new Error('The page thread is closed'),
    );
  }, 60_000);
});
