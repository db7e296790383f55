/** A moment as the user's language writes it, short. */
export const moment = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });

/** How a key looks in the overview: its prefix, the secret left out. */
export const maskedKey = (prefix: string) => `ll_${prefix}_…`;
