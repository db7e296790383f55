import fs from 'node:fs';
import path from 'node:path';
import { DocumentFlowMessageKey } from '../../../domain/documentFlow/request';
import { PresetTexts } from './flowTexts';

function keysOf(locale: string): Set<string> {
  const folder = path.join(process.cwd(), 'locales', locale);
  return new Set(
    fs
      .readdirSync(folder)
      .flatMap((file) => Object.keys(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')))),
  );
}

// Keys the screen looks up from tables and the domain's rules, which the literal-key scan cannot see.
const lookedUp = [...Object.values(PresetTexts), ...Object.values(DocumentFlowMessageKey)];

describe('document flow translations', () => {
  for (const locale of ['nl-NL', 'en-US']) {
    it(`${locale} names every period preset and every period rule`, () => {
      const available = keysOf(locale);
      expect(lookedUp.filter((key) => !available.has(key))).toEqual([]);
    });
  }
});
