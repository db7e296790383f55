import type { Candidate } from './candidates';
import { linesAroundPlace, type TextLine } from './layout';
import { compact } from './learn';
import { isItemsHeader, TotalsLine } from './lines';

// The prefixes an order number names itself by: PO (purchase order), BST (Bestellung), BO/BC (bon de commande).
const OrderCode = /^(?:po|p\.o\.|bst|best|order|ord|bo|bc|cde|cmd)[-\s#.:]*\d/i;

// Words of paying and of the vendor's account: a reference printed among them is the one to pay with.
const PaymentContext =
  /(?<![a-z])(?:iban|bic|swift|bank|rekening|konto|compte|betal\w*|zahl\w*|uberweis\w*|pay\w*|remit\w*|virement|regl\w*|overmak\w*|overschrijv\w*)(?![a-z])/;

// "Our reference", "Onze referentie", "Unser Zeichen", "Notre référence": the vendor's own.
const VendorsOwn = /(?<![a-z])(?:our|onze|ons|unser|unsere|notre|nos)\s+(?:ref|zeichen|kenmerk)/;

// A short code of the buyer's own, as a header prints it: "27358", "A-1187", "2025/44"; no sentence, no amount.
const ShortCode = /^[0-9A-Z][0-9A-Z/-]{2,14}$/i;

/** How much less sure a plain header reference is as the order than one that names itself ("PO-96395"). */
const PlainReferenceWeight = 0.6;

/** Where a page's header ends when it has no table of lines or totals to end it, as a fraction of its height. */
const HeaderEndWithoutTable = 0.45;

/**
 * Whether a value beside a bare "Reference" ("Referenz", "Referentie", "Référence") is the buyer's order number.
 * The label says not whose, so the value must: one that names itself an order ("PO-96395", "BST-4711") is; so is a
 * short code in the first page's header block ("Referenz: 27358" between "Rechnung Nr." and "Datum", above the
 * table of lines) that is not the document's own number and has no words of paying or of a bank account around
 * it — Tryton and GnuCash print the customer's reference there. Below the totals, beside an IBAN or in a request to
 * pay, it is the payment reference; "Our reference" is the vendor's.
 */
export function bareReferenceAsOrder(
  candidate: Candidate,
  lines: TextLine[],
  number: Candidate | null,
): Candidate | null {
  const value = String(candidate.value);
  if (candidate.buyer) return null;
  if (OrderCode.test(value)) return { ...candidate, score: candidate.score * 0.8 };
  if (!ShortCode.test(value) || !/\d/.test(value)) return null;
  if (number && compact(number.value) === compact(value)) return null;
  if (!inHeaderBlock(candidate, lines)) return null;
  const around = linesAroundPlace(lines, candidate.page, candidate.line, 2, 2);
  const own = around.find((line) => line.page === candidate.page && line.index === candidate.line);
  if (own && VendorsOwn.test(own.plain)) return null;
  if (around.some((line) => PaymentContext.test(line.plain))) return null;
  return { ...candidate, score: candidate.score * PlainReferenceWeight };
}

/** Above the first page's table of lines or its totals (or in its upper part, when it has neither). */
function inHeaderBlock(candidate: Candidate, lines: TextLine[]): boolean {
  const firstPage = lines[0]?.page;
  if (candidate.page !== firstPage) return false;
  const end = lines.find(
    (line) => line.page === firstPage && (isItemsHeader(line) || TotalsLine.test(line.plain)),
  );
  return candidate.box[1] < (end ? end.box[1] : HeaderEndWithoutTable);
}
