import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEInvoice } from '../../domain/einvoice/index';
import { readEInvoiceFile } from '../../server/capture/einvoice/index';
import { corpusPath } from '../../tests/corpora/path';
import type { BenchSuite } from '../suite';

const corpus = corpusPath('einvoices');
const minimumMs = 1000;

async function corpusFiles(): Promise<{ name: string; bytes: Uint8Array }[]> {
  const entries = await readdir(corpus, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && /\.(xml|pdf)$/i.test(e.name));
  return Promise.all(
    files.map(async (e) => {
      const full = path.join(e.parentPath, e.name);
      return { name: path.relative(corpus, full), bytes: await readFile(full) };
    }),
  );
}

/** Passes over the whole e-invoice corpus (XML parsed, PDFs unpacked and parsed) for at least a second. */
const suite: BenchSuite = {
  name: 'einvoice',
  default: false,
  async run() {
    const files = await corpusFiles();
    // XML texts without their PDF step, to separate the parser from pdf-lib.
    const xmls: string[] = [];
    for (const f of files) {
      const read = await readEInvoiceFile(f.bytes, f.name).catch(() => null);
      if (read) xmls.push(read.xml);
    }
    let invoices = 0;
    let passes = 0;
    const start = performance.now();
    while (performance.now() - start < minimumMs) {
      for (const f of files) {
        if (await readEInvoiceFile(f.bytes, f.name).catch(() => null)) invoices++;
      }
      passes++;
    }
    const fileMs = performance.now() - start;
    let parsed = 0;
    const xmlStart = performance.now();
    while (performance.now() - xmlStart < minimumMs) {
      for (const xml of xmls) parseEInvoice(xml);
      parsed += xmls.length;
    }
    const xmlMs = performance.now() - xmlStart;
    return {
      corpusFiles: files.length,
      invoicesInCorpus: xmls.length,
      corpusPasses: passes,
      invoicesParsedPerSecond: Math.round((invoices / fileMs) * 1000),
      xmlInvoicesParsedPerSecond: Math.round((parsed / xmlMs) * 1000),
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
    };
  },
};

export default suite;
