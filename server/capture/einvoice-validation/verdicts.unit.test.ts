import { describe, expect, it } from 'vitest';
import type { EInvoiceValidation } from '../../../domain/einvoice/validation-types';
import { rememberedVerdicts } from './verdicts';

/** A validator that counts its runs and finds the document valid when it says "valid". */
function countingValidator() {
  const runs: string[] = [];
  let failNext = false;
  const validate = async (xml: string): Promise<EInvoiceValidation> => {
    runs.push(xml);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failNext) {
      failNext = false;
      throw new Error('worker stopped');
    }
    return { Valid: xml === 'valid', Errors: [], Warnings: [] };
  };
  return { runs, validate, failOnce: () => (failNext = true) };
}

describe('rememberedVerdicts', () => {
  it('validates a document opened twice once', async () => {
    const { runs, validate } = countingValidator();
    const remembered = rememberedVerdicts(validate, 4);
    expect((await remembered('valid')).Valid).toBe(true);
    expect((await remembered('valid')).Valid).toBe(true);
    expect(runs).toEqual(['valid']);
  });

  it('validates a document opened in two tabs at once once, for both', async () => {
    const { runs, validate } = countingValidator();
    const remembered = rememberedVerdicts(validate, 4);
    const [first, second] = await Promise.all([remembered('invalid'), remembered('invalid')]);
    expect(first.Valid).toBe(false);
    expect(second).toBe(first);
    expect(runs).toEqual(['invalid']);
  });

  it('validates documents of other content apart', async () => {
    const { runs, validate } = countingValidator();
    const remembered = rememberedVerdicts(validate, 4);
    expect((await remembered('valid')).Valid).toBe(true);
    expect((await remembered('valid ')).Valid).toBe(false);
    expect(runs).toEqual(['valid', 'valid ']);
  });

  it('forgets a validation that failed, so the next call tries again', async () => {
    const { runs, validate, failOnce } = countingValidator();
    const remembered = rememberedVerdicts(validate, 4);
    failOnce();
    await expect(remembered('valid')).rejects.toThrow('worker stopped');
    expect((await remembered('valid')).Valid).toBe(true);
    expect(runs).toEqual(['valid', 'valid']);
  });

  it('forgets the least recently opened document beyond its capacity', async () => {
    const { runs, validate } = countingValidator();
    const remembered = rememberedVerdicts(validate, 2);
    await remembered('a');
    await remembered('b');
    await remembered('a'); // a is now the most recent
    await remembered('c'); // b is forgotten
    await remembered('a');
    await remembered('b');
    expect(runs).toEqual(['a', 'b', 'c', 'b']);
  });

  it('validates again when the rules in use change', async () => {
    const { runs, validate } = countingValidator();
    let schemas = 'shipped';
    const remembered = rememberedVerdicts(validate, 4, () => schemas);
    await remembered('valid');
    schemas = '/srv/newer-rules';
    await remembered('valid');
    await remembered('valid');
    expect(runs).toEqual(['valid', 'valid']);
  });
});
