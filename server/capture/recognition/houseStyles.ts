import { extractFields } from '../../../domain/recognition/extract';
import { lessonsFromCorrections } from '../../../domain/recognition/learn';
import { pageOf } from '../../../domain/recognition/testPages';
import type { PageWords, RecognizedFieldName } from '../../../domain/recognition/types';
import { seededRandom } from '../../../domain/seededRandom';
import { type FieldAccuracy, outcomeOf, tally } from './accuracy';
import { pickOf, type Random } from './syntheticInvoices';

/**
 * Vendors with a house style the general rules cannot know: the invoice number beside a word of their own ("Stuk",
 * "Volgnr."), the invoice date beside "Verzonden op" under an order "Datum", the due date beside "Termijn tot"
 * ("Uiterlijk" was one, until the general rules learned it as a due date's word).
 * Two invoices per vendor, printed alike: what learning from the first (a verifier's corrections) adds to reading the
 * second. Generated with a seed, so the measure repeats; the learning test of the real corpus is next to it.
 */
const NumberLabels = ['Stuk', 'Volgnr.', 'Dossier', 'Bon', 'Ref.', 'Boekstuk', 'Kenmerk ons'];
const DateLabels = ['Verzonden op', 'Opgemaakt', 'Geboekt op', 'Afgedrukt'];
const DueLabels = ['Termijn tot', 'Graag voor', 'Betalen tot'];

const day = (random: Random) => String(1 + Math.floor(random() * 27)).padStart(2, '0');

type Style = { number: string; date: string; due: string; x: number; prefix: string };

/** One invoice of a vendor in its style, and the truth it prints. */
function invoiceOf(style: Style, random: Random) {
  const month = String(1 + Math.floor(random() * 9)).padStart(2, '0');
  const number = `${style.prefix}${Math.floor(10000 + random() * 89999)}`;
  const [orderDay, invoiceDay, dueDay] = [day(random), day(random), day(random)];
  const page: PageWords = pageOf(1, [
    [0.05, [0.6, 'Leverancier Van Dam B.V.']],
    [0.1, 'Klantnummer: 5512', [style.x, style.number], [style.x + 0.1, number]],
    [0.12, 'Datum', [0.3, `${orderDay}-${month}-2026`]],
    [0.14, style.date, [0.3, `${invoiceDay}-${month}-2026`]],
    [0.16, style.due, [0.3, `${dueDay}-${Number(month) + 1 < 10 ? '0' : ''}${Number(month) + 1}-2026`]],
    [0.5, 'Totaal', [0.8, '€ 121,00']],
  ]);
  const truth: Partial<Record<RecognizedFieldName, string>> = {
    Number: number,
    Date: `2026-${month}-${invoiceDay}`,
    DueDate: `2026-${String(Number(month) + 1).padStart(2, '0')}-${dueDay}`,
  };
  return { page, truth };
}

/** Per field, how many of the vendors' second invoices were read right without and with the first one's lessons. */
export function houseStyleLearning(vendors = 40, seed = 7): { before: FieldAccuracy; after: FieldAccuracy } {
  const random = seededRandom(seed);
  const before: Array<{ field: RecognizedFieldName; right: boolean }> = [];
  const after: Array<{ field: RecognizedFieldName; right: boolean }> = [];
  for (let vendor = 0; vendor < vendors; vendor++) {
    const style: Style = {
      number: pickOf(random, NumberLabels),
      date: pickOf(random, DateLabels),
      due: pickOf(random, DueLabels),
      x: pickOf(random, [0.45, 0.55, 0.65]),
      prefix: pickOf(random, ['DVD-', 'VD', '2026/', '']),
    };
    const teacher = invoiceOf(style, random);
    const lessons = lessonsFromCorrections(
      [teacher.page],
      teacher.truth,
      extractFields([teacher.page]).Fields,
    );
    const next = invoiceOf(style, random);
    before.push(...outcomeOf(next.truth, extractFields([next.page]).Fields));
    after.push(...outcomeOf(next.truth, extractFields([next.page], { lessons }).Fields));
  }
  return { before: tally(before), after: tally(after) };
}
