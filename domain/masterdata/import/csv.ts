// Reading the CSV exports of bookkeeping systems: UTF-8 (with or without BOM) or Windows-1252, delimited
// by semicolons (Dutch Excel), commas or tabs, quoted as RFC 4180 says, with CRLF or LF line ends.

/** The delimiters a CSV file may use, in the order a tie is settled. */
export const CsvDelimiters = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof CsvDelimiters)[number];

/** Text of a file: UTF-8 when it is valid UTF-8 (a BOM dropped), otherwise Windows-1252 as older exports write it. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Counts of each delimiter per line outside quotes, for the first lines of a file. */
function delimiterCounts(text: string, maxLines: number): Array<Record<CsvDelimiter, number>> {
  const lines: Array<Record<CsvDelimiter, number>> = [];
  let counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (let index = 0; index < text.length && lines.length < maxLines; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ';' || char === ',' || char === '\t')) counts[char]++;
    else if (!quoted && char === '\n') {
      lines.push(counts);
      counts = { ';': 0, ',': 0, '\t': 0 };
    }
  }
  if (lines.length < maxLines) lines.push(counts);
  return lines;
}

/**
 * The delimiter of a CSV text: the one that occurs on the most of the first 20 lines the same number of times
 * (and at least once), so a comma inside a Dutch amount does not outvote the semicolons between the fields.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const lines = delimiterCounts(text, 20).filter((line) => line[';'] + line[','] + line['\t'] > 0);
  let best: CsvDelimiter = ';';
  let bestScore = -1;
  for (const delimiter of CsvDelimiters) {
    const first = lines[0]?.[delimiter] ?? 0;
    if (first === 0) continue;
    const steady = lines.filter((line) => line[delimiter] === first).length;
    const score = steady * 1000 + first;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The records of a CSV text, each a list of cells; a quoted cell may hold delimiters, quotes ("") and line
 * breaks. Empty lines stay as records of one empty cell, so a record's position is its row in the file.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = sniffDelimiter(input)): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else cell += char;
    index++;
  }
  // The last line needs no line end.
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
