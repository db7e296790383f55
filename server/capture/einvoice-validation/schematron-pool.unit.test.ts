import type { EInvoiceValidation } from '../../../domain/einvoice/validation-types';
import { type CorpusInvoice, loadCorpusInvoices } from './corpus';
import { validateEInvoiceXml } from './index';
import { compiledSchematron } from './schematron-cache';
import {
  closeSchematronPool,
  runEn16931SchematronPooled,
  schematronPoolSize,
  schematronThreadCount,
} from './schematron-pool';

const SLOW = 120_000;
let sample: CorpusInvoice[] = [];

beforeAll(async () => {
  // The first run on a machine compiles both Schematron stylesheets (about 15 s each); later runs read the cache.
  await Promise.all([compiledSchematron('UBL'), compiledSchematron('CII')]);
  // Every third corpus invoice: UBL and CII, valid and failing, XML files and PDF attachments.
  sample = (await loadCorpusInvoices()).filter((_, index) => index % 3 === 0);
}, 180_000);

afterEach(async () => {
  vi.unstubAllEnvs();
  await closeSchematronPool();
});

describe('the EN 16931 Schematron worker pool', () => {
  it('runs on one worker thread per core, up to two, unless LEDGERLINE_SCHEMATRON_THREADS says otherwise', () => {
    vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '');
    expect(schematronThreadCount()).toBeGreaterThanOrEqual(1);
    expect(schematronThreadCount()).toBeLessThanOrEqual(2);
    vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '3');
    expect(schematronThreadCount()).toBe(3);
    vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '0');
    expect(schematronThreadCount()).toBe(0);
  });

  it(
    'gives a batch validated on its threads the same verdicts, findings and messages as one at a time in-thread',
    async () => {
      vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '2');
      const together = await Promise.all(sample.map((invoice) => validateEInvoiceXml(invoice.xml)));
      expect(schematronPoolSize()).toBe(2);
      await closeSchematronPool();

      vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '0');
      const oneAtATime: EInvoiceValidation[] = [];
      for (const invoice of sample) oneAtATime.push(await validateEInvoiceXml(invoice.xml));
      expect(schematronPoolSize()).toBe(0);

      expect(together.some((result) => result.Valid)).toBe(true);
      expect(together.some((result) => !result.Valid)).toBe(true);
      expect(Object.fromEntries(sample.map((invoice, index) => [invoice.name, together[index]]))).toEqual(
        Object.fromEntries(sample.map((invoice, index) => [invoice.name, oneAtATime[index]])),
      );
    },
    SLOW,
  );

  it(
    'answers a document the rules cannot run on with its own error, and the others of its batch with their findings',
    async () => {
      vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '2');
      const ubl = sample.filter((invoice) =>
        invoice.xml.includes('urn:oasis:names:specification:ubl:schema:xsd'),
      );
      const xmls = [
        ubl[0].xml,
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">',
        ubl[1].xml,
      ];
      const results = await runEn16931SchematronPooled(xmls, 'UBL');
      expect(results).toHaveLength(3);
      expect(results[0]).toHaveProperty('Errors');
      expect(results[1]).toBeInstanceOf(Error);
      expect(results[2]).toHaveProperty('Errors');
    },
    SLOW,
  );

  it(
    'starts threads as batches need them (one invoice: a thread per part), stops them when closed and starts new ones',
    async () => {
      vi.stubEnv('LEDGERLINE_SCHEMATRON_THREADS', '3');
      const cii = sample.filter((candidate) => candidate.xml.includes('CrossIndustryInvoice')).slice(0, 3);
      const first = await runEn16931SchematronPooled([cii[0].xml], 'CII');
      expect(schematronPoolSize()).toBe(2);
      await runEn16931SchematronPooled(
        cii.map((invoice) => invoice.xml),
        'CII',
      );
      expect(schematronPoolSize()).toBe(3);
      await closeSchematronPool();
      expect(schematronPoolSize()).toBe(0);
      expect(await runEn16931SchematronPooled([cii[0].xml], 'CII')).toEqual(first);
      expect(schematronPoolSize()).toBe(2);
    },
    SLOW,
  );
});
