import type { Candidate } from './candidates';
import { columnSegments, type TextLine, unionBox } from './layout';
import { readValue } from './values';

// A letter's date line: the town, a comma and the day ("Berlin, 8. Mai 2026", "Amsterdam, 3 maart 2026", "Paris, le
// 4 mars 2026", "Wien, am 14. Jänner 2026"): up to three words of a place, each opened by a letter.
const PlacePrefix = /^\p{Lu}[\p{L}'.-]*(?:[ -]\p{L}[\p{L}'.-]*){0,2},$/u;
// The word some put between the town and the day: "Paris, le 4 mars", "Wien, am 14. Jänner".
const DayWord = /^(?:den|le|am|op|the)$/i;

/**
 * The dates of a letter's date line, alone in its column: the day the letter, and so the invoice it is, was written.
 * A German, Dutch or French business letter dates itself so under the window when no "Rechnungsdatum" says it; a
 * date label's value is surer (an Italian "Pescara, 01/08/2026" may head a table's "Data documento").
 */
export function letterDateCandidates(lines: TextLine[], monthFirst: boolean): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of lines)
    for (const segment of columnSegments(line)) {
      const comma = segment.findIndex((word) => word.Text.endsWith(','));
      if (comma < 0 || comma > 2) continue;
      if (
        !PlacePrefix.test(
          segment
            .slice(0, comma + 1)
            .map((word) => word.Text)
            .join(' '),
        )
      )
        continue;
      const from = comma + 1 + (DayWord.test(segment[comma + 1]?.Text ?? '') ? 1 : 0);
      const words = segment.slice(from);
      const read = readValue(
        'date',
        words.map((word) => word.Text),
        monthFirst,
      );
      // The date ends its column: "Berlin, 8. Mai 2026", not "Berlin, 8. Mai 2026 bis …".
      if (!read || read.used !== words.length) continue;
      candidates.push({
        field: 'Date',
        value: read.value,
        score: 0.4 * read.quality,
        page: line.page,
        box: unionBox(words.map((word) => word.Box)),
        format: read.format,
        buyer: false,
        line: line.index,
      });
    }
  return candidates;
}
