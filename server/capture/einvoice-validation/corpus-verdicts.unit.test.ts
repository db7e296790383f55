import { readdir } from 'node:fs/promises';
import type { EInvoiceValidation } from '../../../domain/einvoice/validation-types';
import { einvoiceCorpusDir, readCorpusInvoice } from './corpus';
import verdicts from './corpus-verdicts.json';
import { validateEInvoiceXml } from './index';
import { compiledSchematron } from './schematron-cache';

// The verdict of every corpus file as the validator gave it when it ran xmllint and the unmodified
// EN 16931 stylesheet one document at a time: which rules fail (flag fatal) and which warn. The official
// EN 16931 rule unit tests are not in the corpus, so these verdicts are the oracle for any speed-up.
type Verdict = { Valid: boolean; Errors: string[]; Warnings: string[] } | { Unreadable: boolean };

const expected: Record<string, Verdict> = verdicts;

function verdictOf(validation: EInvoiceValidation): Verdict {
  const ids = (issues: { Rule: string }[]) => [...new Set(issues.map((issue) => issue.Rule))].sort();
  return { Valid: validation.Valid, Errors: ids(validation.Errors), Warnings: ids(validation.Warnings) };
}

async function corpusFiles(): Promise<string[]> {
  const entries = await readdir(einvoiceCorpusDir(), { recursive: true });
  return entries.filter((name) => /\.(xml|pdf)$/i.test(name)).sort();
}

async function verdictFor(name: string): Promise<Verdict> {
  const invoice = await readCorpusInvoice(name).catch(() => undefined);
  return invoice ? verdictOf(await validateEInvoiceXml(invoice.xml)) : { Unreadable: true };
}

beforeAll(async () => {
  // The first run on a machine compiles both Schematron stylesheets (about 15 s each); later runs read the cache.
  await Promise.all([compiledSchematron('UBL'), compiledSchematron('CII')]);
}, 180_000);

describe('EN 16931 validation verdicts on the e-invoice corpus', () => {
  it('has a recorded verdict for every corpus file and no other', async () => {
    expect(await corpusFiles()).toEqual(Object.keys(expected).sort());
  });

  it('gives every corpus file its recorded verdict, one at a time', async () => {
    const files = await corpusFiles();
    const actual: Record<string, Verdict> = {};
    for (const name of files) actual[name] = await verdictFor(name);
    expect(actual).toEqual(expected);
  }, 300_000);

  it('gives the same verdicts when the files are validated together (one shared Schematron transform)', async () => {
    const files = await corpusFiles();
    const actual = Object.fromEntries(
      await Promise.all(files.map(async (name) => [name, await verdictFor(name)] as const)),
    );
    expect(actual).toEqual(expected);
  }, 300_000);
});
