import { LanguageWords } from './labels';
import type { TextLine } from './layout';

export type DocumentLanguage = 'nl' | 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'pl';

/** Guesses the document's language from common invoice words; null when too few words are known. */
export function guessLanguage(lines: TextLine[]): DocumentLanguage | null {
  const text = lines.map((line) => line.plain).join('\n');
  let best: DocumentLanguage | null = null;
  let bestCount = 2;
  for (const [language, pattern] of Object.entries(LanguageWords) as [DocumentLanguage, RegExp][]) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return best;
}
