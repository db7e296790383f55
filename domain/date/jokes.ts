/** Playful message keys for joke words typed into a date field (spec 002 §5); translations live in locales/. */
export const DateJokeMessageKey = {
  Date_Joke_Never: 'Date_Joke_Never',
  Date_Joke_Someday: 'Date_Joke_Someday',
  Date_Joke_Asap: 'Date_Joke_Asap',
  Date_Joke_Manana: 'Date_Joke_Manana',
} as const;
export type DateJokeMessageKey = (typeof DateJokeMessageKey)[keyof typeof DateJokeMessageKey];

// English and Dutch spellings; matched on the trimmed, lower-cased text.
const JOKE_WORDS: Readonly<Record<string, DateJokeMessageKey>> = {
  never: 'Date_Joke_Never',
  nooit: 'Date_Joke_Never',
  someday: 'Date_Joke_Someday',
  ooit: 'Date_Joke_Someday',
  asap: 'Date_Joke_Asap',
  zsm: 'Date_Joke_Asap',
  manana: 'Date_Joke_Manana',
  mañana: 'Date_Joke_Manana',
};

/** The joke message key for a joke word, or null for ordinary text. */
export function dateJokeFor(text: string): DateJokeMessageKey | null {
  return JOKE_WORDS[text.trim().toLowerCase()] ?? null;
}
