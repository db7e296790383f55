import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LowConfidence } from '../../../domain/recognition/score';
import type { RecognizedRelation } from '../../../domain/recognition/types';
import { corpusPath } from '../../../tests/corpora/path';
import { demoInvoicePdf } from '../../db/seed/demoInvoicePdf';
import { crowdedPdf } from './crowdedPdf.testing';
import { RecognitionReadError } from './readDocumentWords';
import { type RecognitionThread, recognitionThread } from './recognition-thread';
import { type RecognitionContext, recognizeFile } from './recognizeFile';

const invoice = () => ({
  bytes: readFileSync(corpusPath('invoice-pdfs', 'komaletter', 'komaletter-nl-12.pdf')),
  fileName: 'komaletter-nl-12.pdf',
});

const vendor: RecognizedRelation = { Id: 'r-1', Code: 'KOMA', Name: 'Komaletter', MatchedBy: 'Iban' };

const threads: RecognitionThread[] = [];
const started = (options?: Parameters<typeof recognitionThread>[0]) => {
  const thread = recognitionThread(options);
  threads.push(thread);
  return thread;
};

afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.close()));
});

describe('the recognition thread', () => {
  it('reads a file as recognizeFile does, asking the master data in the calling thread', async () => {
    const context = (): RecognitionContext => ({
      findRelation: vi.fn(async () => vendor),
      lessonsFor: vi.fn(async () => []),
      dateBounds: { today: '2026-12-02', maxDaysInPast: 3650, maxDaysInFuture: 30 },
    });
    const here = await recognizeFile(invoice(), context());
    const asked = context();
    const there = await started().recognize(invoice(), asked);
    expect(there).toEqual(here);
    expect(there.Relation).toEqual(vendor);
    expect(asked.findRelation).toHaveBeenCalledOnce();
    expect(asked.lessonsFor).toHaveBeenCalledWith('r-1');
  }, 60_000);

  it("passes the document's type: a packing slip is read sure of its own number and delivery date", async () => {
    const bytes = await demoInvoicePdf({
      kind: 'packingSlip',
      sender: { name: 'Koffie Compagnie Utrecht', address: ['Oudegracht 12', '3511 AB Utrecht'] },
      addressee: { name: 'Demo Logistics BV', address: ['Havenweg 3', '3011 AA Rotterdam'] },
      number: 'PB2026-00041',
      date: '2026-11-21',
      dueDate: null,
      reference: 'PO-24315',
      lines: [{ description: 'Koffiebonen 1 kg', quantity: 12, unitPrice: 0, vatPercentage: 9 }],
      style: { accent: [0.4, 0.25, 0.1], serif: false },
    });
    const slip = { bytes, fileName: 'pakbon.pdf' };
    const read = await started().recognize(slip, { documentType: 'PackingSlip' });
    expect(read.Fields.Number).toMatchObject({ Value: 'PB2026-00041', Label: 'Pakbonnummer' });
    expect(read.Fields.Date?.Value).toBe('2026-11-21');
    for (const field of [read.Fields.Number, read.Fields.Date])
      expect(field?.Confidence).toBeGreaterThanOrEqual(LowConfidence);
  }, 60_000);

  it('fails a file that is no invoice as unreadable', async () => {
    const reading = started().recognize({ bytes: new TextEncoder().encode('no pdf'), fileName: 'x.pdf' });
    await expect(reading).rejects.toBeInstanceOf(RecognitionReadError);
  }, 60_000);

  it('fails the reading with the error of a master-data question', async () => {
    const findRelation = async () => {
      throw new Error('the database is gone');
    };
    await expect(started().recognize(invoice(), { findRelation })).rejects.toThrow('the database is gone');
  }, 60_000);

  it('fails a file that needs more memory than a reading may use as unreadable, and reads the next on a new thread', async () => {
    // The thread loads in about 150 MB of heap; 400 000 words need more than the rest.
    const thread = started({ heapMb: 224 });
    const crowded = thread.recognize({ bytes: await crowdedPdf(400_000), fileName: 'crowded.pdf' });
    await expect(crowded).rejects.toThrow(
      new RecognitionReadError('The file needs more than 224 MB of memory to read'),
    );
    const next = await thread.recognize(invoice());
    expect(next.ReadBy).toBe('Text');
    expect(next.Fields.Number).toBeDefined();
  }, 120_000);

  it('stops a reading that takes longer than it may as unreadable', async () => {
    const reading = started({ timeoutMs: 1 }).recognize(invoice());
    await expect(reading).rejects.toThrow(new RecognitionReadError('The file took longer than 1 s to read'));
  }, 60_000);
});
