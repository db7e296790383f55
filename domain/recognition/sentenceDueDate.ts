import type { Candidate } from './candidates';
import { isDiscountDay } from './discountDay';
import { DebitWords } from './labels';
import { type TextLine, unionBox, withNextLine } from './layout';
import { readValue, wordsFrom } from './values';

// A request to pay: "Bitte überweisen Sie …", "Zahlbar bis …", "Der Betrag ist … fällig", "Wilt u het bedrag …
// overmaken", "Please pay …", "Merci de régler …".
const PayWords =
  /(?<![a-z])(?:betalen|betaalbaar|voldoen|overmaken|over te maken|uberweisen|zahlen|zahlbar|fallig|begleichen|pay|payable|remit|settle|regler|payer|virement)(?![a-z])/;
// The nouns of such a request, which ask only before the day: "Wir bitten um Überweisung bis zum …", not a period's
// "… bis 31.05.2025" over "Zahlung per Überweisung.".
const PayNouns = /(?<![a-z])(?:uberweisung|zahlung|betaling|payment|paiement)(?![a-z])/;
// The words before the last day to pay ("bis zum", "vóór", "tegen", "by", "avant le", "pour le") and before the day a
// debit is made ("am", "rond", "on or just after", "le"): the words that end the text before the date.
const ByDay =
  /(?<![a-z])(?:bis(?: zum)?|spatestens(?: am| bis(?: zum)?)?|voor|uiterlijk(?: op)?|tegen|by|before|no later than|on or before|avant le|au plus tard le|pour le)$/;
const DebitDay = /(?<![a-z])(?:am|ab dem|rond|omstreeks|op|on|after|on or (?:just )?after|le|a partir du)$/;

/**
 * The due date of a sentence that asks to pay by a day ("Bitte überweisen Sie den Betrag von 249,33 € bis zum 19. Juni
 * 2026", "Please pay £62.57 by 7 August 2025", "Merci de régler … avant le 12 septembre 2025") or that says on what day
 * the amount is debited from the buyer's account ("… buchen wir am 19. Juni 2026 per SEPA-Lastschrift … ab", "We will
 * collect … on or just after 7 August 2025"): the day the invoice is paid. Such a sentence may name the amount and the
 * account between its verb and the day, where no label of a due date reaches; less sure than a label's date.
 */
export function sentenceDueDate(
  lines: TextLine[],
  monthFirst: boolean,
  documentDate: string | null,
): Candidate | null {
  for (const [position, line] of lines.entries()) {
    const { next, plain: sentence } = withNextLine(lines, position);
    const debit = DebitWords.test(sentence);
    const asks = PayWords.test(sentence);
    if (!debit && !asks && !PayNouns.test(sentence)) continue;
    // Each word may be the day's first, and so may the next line's first where the sentence wraps before the day.
    for (let index = 0; index <= line.words.length; index++) {
      const word = line.words[index];
      if (!word && !next) break;
      // The text just before the word, where the words asked for end: they are short, the last 200 characters hold them.
      const end = word ? word.start : line.plain.length;
      const before = line.plain.slice(Math.max(0, end - 200), end).trimEnd();
      if (!ByDay.test(before) && !(debit && DebitDay.test(before))) continue;
      if (!debit && !asks && !PayNouns.test(before)) continue;
      const words = [...wordsFrom(line.words, index), ...wordsFrom(next?.words ?? [], 0)];
      const read = readValue(
        'date',
        words.map((each) => each.Text),
        monthFirst,
      );
      if (!read || (documentDate !== null && String(read.value) < documentDate)) continue;
      const used = words.slice(0, read.used);
      // "bis zum 22.04.2024 mit 2 % Skonto oder bis zum 08.05.2024": the day of the discount is not the last day.
      const dayLine = line.words.includes(used[0]) ? line : next;
      const onDayLine = used.filter((each) => dayLine?.words.includes(each));
      if (dayLine && isDiscountDay(dayLine, onDayLine[0], onDayLine[onDayLine.length - 1])) continue;
      return {
        field: 'DueDate',
        value: read.value,
        score: 0.6,
        page: line.page,
        box: unionBox(used.map((each) => each.Box)),
        label: (ByDay.exec(before) ?? DebitDay.exec(before))?.[0],
        format: read.format,
        buyer: false,
        line: line.index,
      };
    }
  }
  return null;
}
