import { isCreditorReference } from '../payments/creditorReference';
import { danishPaymentCodeOf } from '../payments/danishPaymentCode';
import type { Candidate } from './candidates';
import { type TextLine, unionBox } from './layout';
import { readValue, wordsFrom } from './values';

/** How sure a reference is that names itself by its form and check digits, without a label beside it. */
const SelfNamedScore = 0.85;

/**
 * The payment references a page prints without a label, known by their form and check digits alone: a Belgian
 * structured communication between its plus signs or asterisks ("Gelieve te betalen met vermelding van
 * +++090/9337/55493+++"), an ISO 11649 creditor reference ("Please pay using RF18 5390 0754 7034") and a Danish
 * payment slip's code line ("+71< 000000012345674 +85123456<"). Any other code without a label is no reference.
 */
export function selfNamedReferences(lines: TextLine[]): Candidate[] {
  const found: Candidate[] = [];
  for (const line of lines)
    for (const [index, word] of line.words.entries()) {
      if (!/^(?:[+*]{3}|RF\d|\+\d{2}<)/i.test(word.Text)) continue;
      const words = wordsFrom(line.words, index);
      const read = readValue(
        'reference',
        words.map((each) => each.Text),
      );
      if (!read || read.quality < 1) continue;
      const value = String(read.value);
      if (!value.startsWith('+++') && !isCreditorReference(value) && !danishPaymentCodeOf(value)) continue;
      found.push({
        field: 'PaymentReference',
        value,
        score: SelfNamedScore,
        page: line.page,
        box: unionBox(words.slice(0, read.used).map((each) => each.Box)),
        format: read.format,
        buyer: false,
        line: line.index,
      });
    }
  return found;
}
