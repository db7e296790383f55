import type { Candidate } from './candidates';
import { columnSegments, type LineWord, plainText, type TextLine } from './layout';
import { FirmWord, PersonName } from './nameShapes';
import { AddressLine, DocumentTitle, fallbackNames, NotAName, nameOf } from './sellerNamePlaces';

// The closing of a letter: "Met vriendelijke groet,", "Kind regards,", "Mit freundlichen Grüßen", "Cordialement,".
const Closing =
  /^(?:met (?:vriendelijke|hartelijke) groet(?:en)?|hoogachtend|(?:kind|best|warm) regards|regards|yours (?:sincerely|faithfully|truly)|sincerely|mit (?:freundlichen|besten) grussen|(?:freundliche|beste|viele) grusse|hochachtungsvoll|(?:bien )?cordialement|salutations distinguees|bien a vous)[,.!]?$/;

// What the signer is, not the firm: "Directeur", "Managing Director", "Geschäftsführer", "Inhaber", "Gérant".
const Role =
  /^(?:(?:managing |financial |general )?director|directeur|directrice|eigenaar|eigenares|owner|proprietor|partner|geschaftsfuhrer(?:in)?|inhaber(?:in)?|gerant|gerante|president|ceo|cfo|administratie|accounts|boekhouding|buchhaltung|comptabilite|finance|sales|verkoop|vertrieb)(?![a-z])/;

/** How far below the closing the signer's lines may start (room for a written signature), and then follow. */
const SignatureRoom = 0.09;
const LineRoom = 0.03;

/** The run of words of a line that starts under `x`, the closing's left edge. */
function runUnder(line: TextLine, x: number): LineWord[] | undefined {
  return columnSegments(line).find((words) => Math.abs(words[0].Box[0] - x) < 0.03);
}

/**
 * The firm that signs a letter invoice under its closing ("Met vriendelijke groet, / Jan Smit / Smit
 * Installatietechniek"): the first line under the signer's name and role that is no address, in the closing's
 * column. A name with a legal form or a trade word is a fair guess; another line under a person's name a weak one.
 */
export function signedNames(lines: TextLine[]): Candidate[] {
  const names: Candidate[] = [];
  for (const [position, line] of lines.entries()) {
    const [closing] = columnSegments(line);
    if (!closing || !Closing.test(plainText(closing.map((word) => word.Text).join(' ')))) continue;
    const x = closing[0].Box[0];
    let bottom = line.box[1] + line.box[3];
    let room = SignatureRoom;
    let signer = false;
    for (const next of lines.slice(position + 1, position + 6)) {
      if (next.page !== line.page || next.box[1] - bottom > room) break;
      const words = runUnder(next, x);
      if (!words) continue;
      bottom = next.box[1] + next.box[3];
      room = LineRoom;
      const text = words.map((word) => word.Text).join(' ');
      const plain = plainText(text);
      // The first name in a person's shape is the signer's; one after it ("Jan Smit / Smit Installatietechniek") is not.
      if (!signer && PersonName.test(text) && !FirmWord.test(plain)) {
        signer = true;
        continue;
      }
      if (Role.test(plain)) continue;
      const firm = FirmWord.test(plain);
      if (
        (firm || signer) &&
        words.length <= 6 &&
        /[a-z]{3}/.test(plain) &&
        !/\d|@|www\.|:/.test(plain) &&
        !AddressLine.test(text) &&
        !NotAName.test(plain) &&
        !DocumentTitle.test(plain)
      )
        names.push(nameOf(next, words, firm ? 0.45 : 0.35));
      break;
    }
  }
  return names;
}

/** The weak guesses at the vendor's name, for when no name with a legal form is the vendor's: fallbackNames and signedNames. */
export function weakNames(lines: TextLine[], domains: string[]): Candidate[] {
  return [...fallbackNames(lines, domains), ...signedNames(lines)];
}

/**
 * The names that may be the vendor's: `names` as they are while one is neither the buyer's nor a bystander's (a
 * bank's); else the weak guesses (`guesses`, weakNames) instead of the bystanders' names, which stay only when there
 * is no guess either.
 */
export function orWeakNames(names: Candidate[], guesses: () => Candidate[]): Candidate[] {
  if (names.some((name) => !name.buyer && !name.bystander)) return names;
  const found = guesses();
  return found.length > 0 ? [...names.filter((name) => !name.bystander), ...found] : names;
}
