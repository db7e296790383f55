import { createHash } from 'node:crypto';
import type { EInvoiceValidation } from '../../../domain/einvoice/validation-types';

type Validate = (xml: string) => Promise<EInvoiceValidation>;

/**
 * Remembers the verdicts of the last `capacity` documents validated, by their content: an invoice whose rules take
 * seconds (thousands of lines) is checked once however often it is opened, and opened in two tabs at once it is
 * checked once for both. A validation that fails is forgotten, so the next call tries again. `scope` names what
 * else decides the verdict (the rules in use), so a verdict of other rules is never answered.
 */
export function rememberedVerdicts(validate: Validate, capacity: number, scope: () => string = () => '') {
  const verdicts = new Map<string, Promise<EInvoiceValidation>>();
  return (xml: string): Promise<EInvoiceValidation> => {
    const key = createHash('sha256').update(scope()).update('\0').update(xml).digest('hex');
    const known = verdicts.get(key);
    if (known) {
      // Most recently used last: a Map iterates in insertion order, so the first key is the one to forget.
      verdicts.delete(key);
      verdicts.set(key, known);
      return known;
    }
    const verdict = validate(xml);
    verdicts.set(key, verdict);
    verdict.catch(() => {
      if (verdicts.get(key) === verdict) verdicts.delete(key);
    });
    while (verdicts.size > capacity) {
      const oldest = verdicts.keys().next().value;
      if (oldest === undefined) break;
      verdicts.delete(oldest);
    }
    return verdict;
  };
}
