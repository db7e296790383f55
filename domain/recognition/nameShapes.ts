/** The shapes of names: a person's, and the words that name a firm. */

// A person's name alone: two or three words in title case, an initial among them ("Margaret Ellis", "J. van Dam").
export const PersonName =
  /^\p{Lu}[\p{Ll}'’-]*\.?(?: (?:\p{Lu}[\p{Ll}'’-]*\.?|van|de|der|den|von|le|la|du)){1,2}$/u;
// What names a firm: a legal form, partners joined by "&", or a word of the trades that name themselves so.
export const FirmWord =
  /(?<![a-z])(?:b\.?v\.?|n\.?v\.?|gmbh|ag|kg|sarl|sas|sa|ltd\.?|limited|llp|llc|inc\.?|plc|srl|s\.?l\.?|lda|solicitors|associates|partners|accountants|architects|advocaten|notarissen|rechtsanwalte|group|holding|holdings|services|consulting|practice|clinic|surgery|kliniek|praxis|cabinet|school|council|gemeente|stichting|vereniging|verein|association|hospital|hotel|restaurant|ziekenhuis)(?![a-z])|\s&\s/;

// A person's name by the initials of the first names: "J. de Vries", "J.P. van Dam", "A.-M. Dubois".
const InitialsName = /^((?:\p{Lu}\.(?:-?\s?))+)\s*(\p{L}.*?)\.?$/u;

/** Whether a name gives a person's first names by their initials only: "J. de Vries". */
export const isInitialsName = (name: string) => InitialsName.test(name.trim());

/**
 * Whether `full` spells out the person `short` names by initials: "Jeroen de Vries" for "J. de Vries", "Jan Peter van
 * Dam" for "J.P. van Dam" — the same surname after first names whose initials are those given.
 */
export function spellsOut(short: string, full: string): boolean {
  const match = InitialsName.exec(short.trim());
  if (!match) return false;
  const initials = match[1].replace(/[^\p{Lu}]/gu, '');
  const surname = match[2].toLowerCase();
  const text = full.trim().replace(/\.$/, '');
  if (!text.toLowerCase().endsWith(` ${surname}`)) return false;
  const firstNames = text.slice(0, text.length - surname.length - 1).split(/[\s-]+/);
  return (
    firstNames.length >= 1 &&
    firstNames.length <= initials.length &&
    firstNames.every((name, index) => /^\p{Lu}\p{Ll}+$/u.test(name) && name[0] === initials[index])
  );
}
