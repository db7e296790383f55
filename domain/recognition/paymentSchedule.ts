import { type Candidate, loneCandidates } from './candidates';
import type { TextLine } from './layout';

// The heading of a payment schedule: "Payment Term", "Zahlungsbedingungen", "Betalingsvoorwaarden", "Échéancier".
const ScheduleHeading =
  /(?<![a-z])(?:payment terms?|terms of payment|payment schedule|zahlungsbedingung(?:en)?|zahlungsplan|zahlungsziel|betalingsvoorwaarden?|betalingstermijn|betalingsschema|conditions? de (?:paiement|reglement)|modalites de paiement|echeancier)(?![a-z])/;

/** How many lines under its heading a schedule's first date may stand ("Payment Term / Date  Amount / 26-02-2025"). */
const ScheduleDepth = 4;

/**
 * A due date printed in a payment schedule rather than beside a due label: the first date under the schedule's
 * heading, in its column, that is not before the document's date. A weaker reading than a labelled one.
 */
export function scheduledDueDate(
  lines: TextLine[],
  monthFirst: boolean,
  documentDate: string | null,
): Candidate | null {
  for (const heading of lines) {
    const match = ScheduleHeading.exec(heading.plain);
    if (!match) continue;
    const word = heading.words.find((w) => w.start <= match.index && match.index < w.start + w.Text.length);
    if (!word) continue;
    const [left, right] = [word.Box[0] - 0.2, Math.max(heading.box[0] + heading.box[2], word.Box[0] + 0.35)];
    const below = lines.filter(
      (line) =>
        line.page === heading.page &&
        line.index > heading.index &&
        line.index <= heading.index + ScheduleDepth,
    );
    const date = loneCandidates('DueDate', 'date', below, monthFirst).find(
      (candidate) =>
        candidate.box[0] >= left &&
        candidate.box[0] <= right &&
        (documentDate === null || String(candidate.value) >= documentDate),
    );
    if (date) return { ...date, score: 0.5, label: match[0] };
  }
  return null;
}
