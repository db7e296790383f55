import type { Candidate } from './candidates';
import { plainText, type TextLine } from './layout';

/**
 * A balance carried from earlier bills into the account's total: "Prior balance (Invoice No. 239990 …)", "Balance
 * forward", "Saldo vorige factuur", "Saldovortrag", "Solde antérieur".
 */
const CarriedBalance =
  /(?<![a-z])(?:(?:prior|previous|opening) balance|balance (?:brought )?forward|balance b\/f|vorig saldo|saldo vorige (?:factuur|periode|nota)|saldo(?:vortrag| aus vorrechnung)|alter saldo|vortrag aus|(?:solde|report) (?:anterieur|precedent)|ancien solde)(?![a-z])/;

/** The names of an account's total there: what is due on all its bills together, not on this one. */
const AccountTotal =
  /(?<![a-z])(?:balance due|total balance|account balance|amount (?:due|payable)|total (?:due|payable)|(?:amount |total )?to pay|openstaand (?:saldo|bedrag)|saldo|te betalen|te voldoen|kontostand|zu zahlen|zahlbetrag|solde|(?:net |montant |reste )?a (?:payer|regler))(?![a-z])/;

/** How much less an account's total weighs as the bill's own when the page carries earlier bills' balance into it. */
const AccountTotalWeight = 0.6;

/**
 * The gross amount's candidates of a page that carries an earlier balance: "Total Balance Due $44,976.57" then sums
 * this bill with the ones before ("Total This Invoice $39,913.75"), and weighs less as the bill's own total.
 */
export function withoutCarriedBalance(lines: TextLine[], candidates: Candidate[]): Candidate[] {
  if (!lines.some((line) => CarriedBalance.test(line.plain))) return candidates;
  return candidates.map((candidate) =>
    AccountTotal.test(plainText(candidate.label ?? ''))
      ? { ...candidate, score: candidate.score * AccountTotalWeight }
      : candidate,
  );
}
