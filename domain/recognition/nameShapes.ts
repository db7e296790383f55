/** The shapes of names: a person's, and the words that name a firm. */

// A person's name alone: two or three words in title case, an initial among them ("Margaret Ellis", "J. van Dam").
export const PersonName =
  /^\p{Lu}[\p{Ll}'’-]*\.?(?: (?:\p{Lu}[\p{Ll}'’-]*\.?|van|de|der|den|von|le|la|du)){1,2}$/u;
// What names a firm: a legal form, partners joined by "&", or a word of the trades that name themselves so.
export const FirmWord =
  /(?<![a-z])(?:b\.?v\.?|n\.?v\.?|gmbh|ag|kg|sarl|sas|sa|ltd\.?|limited|llp|llc|inc\.?|plc|srl|s\.?l\.?|solicitors|associates|partners|accountants|architects|advocaten|notarissen|rechtsanwalte|group|holding|holdings|services|consulting|practice|clinic|surgery|kliniek|praxis|cabinet|school|council|gemeente|stichting|vereniging|verein|association|hospital|hotel|restaurant|ziekenhuis)(?![a-z])|\s&\s/;
