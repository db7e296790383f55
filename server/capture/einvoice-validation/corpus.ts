import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { corpusPath } from '../../../tests/corpora/path';
import { extractEmbeddedInvoiceXml } from '../einvoice/index';

/** One e-invoice from the shared corpus: its path relative to `einvoices/` and its XML text. */
export type CorpusInvoice = { name: string; xml: string };

/** The shared e-invoice corpus folder (tests and benchmarks run with the project root as cwd). */
export function einvoiceCorpusDir(): string {
  return corpusPath('einvoices');
}

/** Reads one corpus invoice: an XML file as text, or the XML embedded in a Factur-X/ZUGFeRD PDF. */
export async function readCorpusInvoice(name: string): Promise<CorpusInvoice> {
  const bytes = await readFile(path.join(einvoiceCorpusDir(), name));
  if (!name.toLowerCase().endsWith('.pdf')) return { name, xml: new TextDecoder().decode(bytes) };
  const { xml } = await extractEmbeddedInvoiceXml(new Uint8Array(bytes));
  if (xml === null) throw new Error(`${name} carries no invoice XML`);
  return { name, xml };
}

/** Every XML invoice and every PDF with embedded invoice XML in the corpus, in path order. */
export async function loadCorpusInvoices(): Promise<CorpusInvoice[]> {
  const entries = await readdir(einvoiceCorpusDir(), { recursive: true });
  const invoices: CorpusInvoice[] = [];
  for (const name of entries.sort()) {
    if (!/\.(xml|pdf)$/i.test(name)) continue;
    const invoice = await readCorpusInvoice(name).catch(() => undefined);
    if (invoice) invoices.push(invoice);
  }
  return invoices;
}
