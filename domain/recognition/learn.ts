import { parsePrintedAmount } from '../amount/parse';
import {
  type Candidate,
  candidatesAtLabels,
  covers,
  findLabels,
  type LabelHit,
  labelCandidates,
} from './candidates';
import { FieldLabels } from './labels';
import { documentLines, isColumnGap, plainText, type TextLine, unionBox } from './layout';
import { isTurned, onUprightPage, uprightPage } from './pageTurn';
import {
  AmountFields,
  type Box,
  type PageWords,
  type RecognitionLesson,
  type RecognizedField,
  type RecognizedFieldName,
  type RecognizedFields,
} from './types';
import { FieldKinds, readValue, type ValueKind, wordsFrom } from './values';

type Found = { page: number; box: Box; format: string; line: TextLine; first: number; last: number };

/** A code without spaces and punctuation, lower case: "NL 8206.46.660.B01" → "nl820646660b01". */
export const compact = (value: string | number) =>
  String(value)
    .replace(/[^0-9a-z]/gi, '')
    .toLowerCase();

/** Whether a read value is the corrected one (amounts to the cent, text without spaces and punctuation). */
function sameValue(
  kind: ValueKind | 'name' | 'currency',
  read: string | number,
  corrected: string | number,
): boolean {
  if (kind === 'amount') {
    const wanted = typeof corrected === 'number' ? corrected : parsePrintedAmount(String(corrected))?.value;
    return wanted !== undefined && Math.round(Number(read) * 100) === Math.round(wanted * 100);
  }
  return compact(read) === compact(corrected) && compact(read) !== '';
}

/** Every place the corrected value is printed, in any of the formats a value of its kind can take. */
function findValue(lines: TextLine[], field: RecognizedFieldName, corrected: string | number): Found[] {
  const kind = FieldKinds[field];
  const found: Found[] = [];
  for (const line of lines)
    for (let first = 0; first < line.words.length; first++) {
      const texts = wordsFrom(line.words, first).map((word) => word.Text);
      let used = 0;
      let format = '';
      if (kind === 'name' || kind === 'currency') {
        const wanted = compact(corrected);
        let text = '';
        for (let count = 1; count <= Math.min(8, texts.length); count++) {
          text += compact(texts[count - 1]);
          if (text === wanted) [used, format] = [count, kind];
          if (text.length >= wanted.length) break;
        }
      } else {
        for (const monthFirst of [false, true]) {
          const read = readValue(kind, texts, monthFirst);
          if (read && sameValue(kind, read.value, corrected)) [used, format] = [read.used, read.format];
          if (used) break;
        }
      }
      if (used === 0) continue;
      const last = first + used - 1;
      found.push({
        page: line.page,
        box: unionBox(line.words.slice(first, last + 1).map((word) => word.Box)),
        format,
        line,
        first,
        last,
      });
    }
  return found;
}

/** The label left of a value on its line (up to four words, not across a column gap), or over it on the line above. */
function labelOf(found: Found, lines: TextLine[]): string {
  const { line, first } = found;
  const left: string[] = [];
  for (let index = first - 1; index >= 0 && left.length < 4; index--) {
    const word = line.words[index];
    if (/\d/.test(word.Text) && left.length > 0) break;
    if (/\d/.test(word.Text)) break;
    left.unshift(word.Text);
    if (index > 0 && isColumnGap(line, line.words[index - 1], word)) break;
  }
  const label = plainText(left.join(' '))
    .replace(/[:#\s]+$/, '')
    .trim();
  if (label.length >= 2) return label;
  const above = lines.find((other) => other.page === line.page && other.index === line.index - 1);
  if (!above) return '';
  const over = above.words.filter(
    (word) =>
      word.Box[0] < found.box[0] + found.box[2] + 0.02 && word.Box[0] + word.Box[2] > found.box[0] - 0.02,
  );
  const text = plainText(over.map((word) => word.Text).join(' '))
    .replace(/[:#\s]+$/, '')
    .trim();
  return /\d/.test(text) ? '' : text;
}

/**
 * What a verifier's corrections teach: for each corrected field, where its value is printed on the document (tried
 * in every format a value of its kind can take), the label left of or above it, the page, the box and the format.
 * A value printed several times teaches the place with a label, the first one when none has. Values that cannot be
 * found on the pages teach nothing. Where the verifier pointed at the value on the page (picked the word for the
 * field), the place printed there is the lesson, whatever recognition read.
 */
export function lessonsFromCorrections(
  pages: PageWords[],
  corrected: Partial<Record<RecognizedFieldName, string | number>>,
  recognized: RecognizedFields,
  pointed: ReadonlyArray<{ Field: RecognizedFieldName; Page: number | null; Box: Box | null }> = [],
): RecognitionLesson[] {
  // Lessons are places on the upright page, where recognition reads (a page scanned sideways is read turned).
  if (pages.some(isTurned))
    return lessonsFromCorrections(
      pages.map(uprightPage),
      corrected,
      Object.fromEntries(
        Object.entries(recognized).map(([name, field]) => [name, field && onUprightPage(pages, field)]),
      ) as RecognizedFields,
      pointed.map((place) => onUprightPage(pages, place)),
    );
  const lines = documentLines(pages);
  const lessons: RecognitionLesson[] = [];
  for (const [field, value] of Object.entries(corrected) as [RecognizedFieldName, string | number][]) {
    if (value === undefined || value === null || value === '' || FieldKinds[field] === 'currency') continue;
    const places = findValue(lines, field, value).map((place) => ({ place, label: labelOf(place, lines) }));
    if (places.length === 0) continue;
    // The place recognition already read stays the lesson when it was right; otherwise a labelled place.
    const previous = recognized[field];
    const same = places.find(
      ({ place }) =>
        previous?.Box && previous.Page === place.page && distance(previous.Box, place.box) < 0.01,
    );
    const shown = pointed.find((place) => place.Field === field && place.Page !== null && place.Box);
    const picked = shown?.Box
      ? places.find(({ place }) => place.page === shown.Page && overlaps(place.box, shown.Box as Box))
      : undefined;
    // An amount printed twice ("Amount 1,197.20" in the only line, "Total excl. VAT 1,197.20") is learned where its
    // own label stands: on the next invoice the line's amount is another figure.
    const ownLabel = AmountFields.includes(field)
      ? places.find(({ place }) =>
          labelCandidates(field, 'amount', [place.line], FieldLabels[field] ?? []).some((candidate) =>
            overlaps(candidate.box, place.box),
          ),
        )
      : undefined;
    const chosen = picked ?? ownLabel ?? same ?? places.find(({ label }) => label !== '') ?? places[0];
    lessons.push({
      Field: field,
      Label: chosen.label,
      Page: chosen.place.page,
      Box: chosen.place.box,
      Format: chosen.place.format,
      Hits: 1,
    });
  }
  return lessons;
}

const distance = (a: Box, b: Box) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const overlaps = (a: Box, b: Box) =>
  a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether two values are written alike: the same date pattern, decimal style or shape of a code. */
export function formatsAgree(kind: ValueKind | 'name' | 'currency', a: string, b: string): boolean {
  if (kind === 'date') return a === b;
  if (kind === 'amount') return a.slice(-3) === b.slice(-3);
  if (kind === 'code' || kind === 'reference') {
    const collapse = (shape: string) => shape.replace(/A+/g, 'A').replace(/9+/g, '9');
    return collapse(a) === collapse(b);
  }
  return true;
}

/**
 * Whether a lesson's label found on the page is the end of another field's longer label: "Date:" in "Due date:",
 * "No." in "Order No.". Such a label names the other field's value, not the lesson's.
 */
function endsAnotherLabel(hit: LabelHit, field: RecognizedFieldName, kind: ValueKind): boolean {
  const others = (Object.keys(FieldLabels) as RecognizedFieldName[])
    .filter((other) => other !== field && FieldKinds[other] === kind)
    .flatMap((other) => FieldLabels[other] ?? []);
  return findLabels([hit.line], others).some((longer) => longer.first < hit.first && covers(longer, hit));
}

/** Reads a field where a lesson says: beside the lesson's label (nearest to where it stood), else at its box. */
function readByLesson(lines: TextLine[], lesson: RecognitionLesson, monthFirst: boolean): Candidate | null {
  const kind = FieldKinds[lesson.Field];
  if (kind === 'currency') return null;
  if (lesson.Label !== '' && kind !== 'name') {
    const pattern = {
      pattern: new RegExp(`(?<![a-z])${escapeRegExp(lesson.Label)}(?![a-z])`, 'g'),
      language: '*' as const,
      weight: 1,
    };
    const hits = findLabels(lines, [pattern]).filter((hit) => !endsAnotherLabel(hit, lesson.Field, kind));
    const found = candidatesAtLabels(lesson.Field, kind, lines, hits, monthFirst).filter((candidate) =>
      formatsAgree(kind, candidate.format, lesson.Format),
    );
    const nearest = found.sort(
      (a, b) =>
        Number(a.page !== lesson.Page) - Number(b.page !== lesson.Page) ||
        distance(a.box, lesson.Box) - distance(b.box, lesson.Box),
    )[0];
    // A label printed beside several values ("… vom 10.01.2023", "Nr. 4711 vom 15.11.2024") did not tell which:
    // the lesson's place did, as if it had no label.
    const values = new Set(found.map((candidate) => compact(candidate.value)));
    if (nearest && (nearest.page === lesson.Page ? distance(nearest.box, lesson.Box) < 0.15 : true))
      return values.size > 1 ? { ...nearest, positional: true } : nearest;
  }
  // At the box: the words on the lesson's page starting where the value stood.
  const [x, y, w, h] = lesson.Box;
  for (const line of lines) {
    if (line.page !== lesson.Page) continue;
    const first = line.words.findIndex(
      (word) =>
        Math.abs(word.Box[1] + word.Box[3] / 2 - (y + h / 2)) < Math.max(h, 0.01) &&
        word.Box[0] < x + Math.max(w, 0.02) &&
        word.Box[0] + word.Box[2] > x - 0.005,
    );
    if (first < 0) continue;
    const words = line.words.slice(first);
    if (kind === 'name') {
      const inBox = words.filter((word) => word.Box[0] < x + w + 0.005);
      if (inBox.length === 0) continue;
      return {
        field: lesson.Field,
        value: inBox.map((word) => word.Text).join(' '),
        score: 0.9,
        page: line.page,
        box: unionBox(inBox.map((word) => word.Box)),
        format: 'name',
        buyer: false,
        line: line.index,
        positional: true,
      };
    }
    const read = readValue(
      kind,
      words.map((word) => word.Text),
      monthFirst,
    );
    // Without its label a value must be written exactly alike (same shape of letters and digits).
    if (
      read &&
      formatsAgree(kind, read.format, lesson.Format) &&
      (kind !== 'code' || read.format === lesson.Format)
    )
      return {
        field: lesson.Field,
        value: read.value,
        score: 0.9,
        page: line.page,
        box: unionBox(words.slice(0, read.used).map((word) => word.Box)),
        format: read.format,
        buyer: false,
        line: line.index,
        positional: true,
      };
  }
  return null;
}

/**
 * Reads the fields the vendor's lessons speak of where the lessons say (label, then place), over the generic
 * guess: such a field gets Source 'Learned' and a confidence that grows with the lesson's hits. A lesson that finds
 * nothing on this document leaves the generic reading.
 */
export function applyLessons(
  pages: PageWords[],
  lessons: RecognitionLesson[],
  fields: RecognizedFields,
  monthFirst = false,
): RecognizedFields {
  const result: RecognizedFields = { ...fields };
  for (const candidate of lessonCandidates(documentLines(pages), lessons, monthFirst)) {
    const field: RecognizedField = {
      Value: candidate.value,
      Confidence: learnedConfidence(candidate.learned ?? 1),
      Page: candidate.page,
      Box: candidate.box,
      Source: 'Learned',
      ...(candidate.label ? { Label: candidate.label } : {}),
    };
    result[candidate.field] = field;
  }
  return result;
}

/** How sure a value read by a lesson is: more with every time the lesson was confirmed. */
export function learnedConfidence(hits: number): number {
  return Math.round(Math.min(0.97, 0.88 + hits * 0.02) * 1000) / 1000;
}

/**
 * A generic reading beside a label of its field scores this much at least (a value without a label, found anywhere,
 * scores 0.4 at most): such a reading is not overruled by a lesson's place alone.
 */
const LabelledReading = 0.5;

/**
 * Whether a lesson's reading yields to the generic one: when it fails a check of the document (a date out of
 * bounds or after the due date, an IBAN that does not validate, the buyer's VAT number), or when the lesson only
 * knew the place on the page (no label, or a label printed beside several values) and the generic reading stands
 * beside a label of the field: the vendor moved things, and the place now holds another value. A lesson whose own
 * label found the value wins; so does one that reads the generic value.
 */
export function lessonYields(learned: Candidate, generic: Candidate | null, consistent: boolean): boolean {
  if (!consistent) return true;
  if (!generic || compact(generic.value) === compact(learned.value)) return false;
  return learned.positional === true && generic.label !== undefined && generic.score >= LabelledReading;
}

/** The values the lessons point at, one per field (the lesson with the most hits that finds something). */
export function lessonCandidates(
  lines: TextLine[],
  lessons: RecognitionLesson[],
  monthFirst = false,
): Candidate[] {
  const ordered = [...lessons].sort((a, b) => b.Hits - a.Hits);
  const found = new Map<RecognizedFieldName, Candidate>();
  for (const lesson of ordered) {
    if (found.has(lesson.Field)) continue;
    const candidate = readByLesson(lines, lesson, monthFirst);
    if (candidate) found.set(lesson.Field, { ...candidate, score: 1.3, learned: lesson.Hits });
  }
  return [...found.values()];
}
