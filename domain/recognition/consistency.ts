import type { Candidate } from './candidates';
import { unionBox } from './layout';
import { lessonYields } from './learn';

/**
 * VAT rates charged in the EU and its neighbours (standard, reduced, super-reduced), with the newer ones: Romania's
 * 11 % (2025), Finland's 13.5 % (2026) and 25.5 % (2024).
 */
export const PlausibleVatRates = [
  0, 2.1, 3, 4, 5, 5.5, 6, 7, 8, 8.1, 9, 10, 11, 12, 13, 13.5, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
  25.5, 27,
];

const cents = (value: number) => Math.round(value * 100);

/** Whether net + VAT is the gross amount (to the cent). */
export function addsUp(net: number, vat: number, gross: number): boolean {
  return Math.abs(cents(net) + cents(vat) - cents(gross)) <= 1;
}

/** The rate VAT makes of the net amount, when it is one of the plausible rates (within rounding); null otherwise. */
export function plausibleRate(net: number, vat: number): number | null {
  if (net === 0) return vat === 0 ? 0 : null;
  const rate = (vat / net) * 100;
  const tolerance = Math.max(0.06, (0.6 / Math.abs(net)) * 100);
  return PlausibleVatRates.find((known) => Math.abs(known - rate) <= tolerance) ?? null;
}

/** Whether the VAT is a charged rate (not 0) of the net amount to the cent, as one rate over the total gives it. */
export function chargedOn(net: number, vat: number): boolean {
  return (
    net > 0 &&
    PlausibleVatRates.some((rate) => rate > 0 && Math.abs(Math.round(net * rate) - cents(vat)) <= 1)
  );
}

/** The chosen amounts with the consistency verdict. */
export type AmountChoice = {
  gross: Candidate | null;
  net: Candidate | null;
  vat: Candidate | null;
  /** net + VAT = gross. */
  consistent: boolean;
  rate: number | null;
};

const bestOf = (list: Candidate[]) =>
  list.reduce<Candidate | null>((top, c) => (top && top.score >= c.score ? top : c), null);

/**
 * Picks gross, net and VAT from their candidates so that they agree: the combination with the highest total score,
 * where a combination that adds up (net + VAT = gross) earns a bonus and a plausible VAT rate a little more. When no
 * combination adds up, each field keeps its own best candidate.
 */
export function chooseAmounts(
  gross: Candidate[],
  net: Candidate[],
  vat: Candidate[],
  loose: Candidate[],
): AmountChoice {
  const top = (list: Candidate[]) => [...list].sort((a, b) => b.score - a.score).slice(0, 12);
  const grossList = top(gross);
  const netList = top(net);
  const vatList = top(vat);
  // Without a labelled candidate the amounts printed anywhere are tried. A lesson's reading (a place learned on an
  // earlier invoice of the vendor) is one more candidate: it must not hide them when it does not add up here.
  const pool = (list: Candidate[]) =>
    list.some((candidate) => candidate.learned === undefined) ? list : [...list, ...top(loose)];
  const sums: AmountChoice[] = [];
  for (const g of pool(grossList))
    for (const n of pool(netList))
      for (const v of pool(vatList)) {
        const [gv, nv, vv] = [g.value as number, n.value as number, v.value as number];
        if (!addsUp(nv, vv, gv) || gv === 0) continue;
        if (Math.abs(vv) > Math.abs(gv) || Math.abs(nv) > Math.abs(gv) + 0.01) continue;
        // No VAT rate exceeds 100 %: VAT larger than the net amount is the two read the wrong way round.
        if (Math.abs(vv) > Math.abs(nv)) continue;
        // An amount printed without a label is the VAT only when it is a charged rate of the net to the cent: two
        // item prices that add up to the total ("Website design $385.64", "Domain name $18.69", 4.85 %) are no net
        // and VAT.
        if (!vatList.includes(v) && !chargedOn(nv, vv)) continue;
        sums.push({ gross: g, net: n, vat: v, consistent: true, rate: plausibleRate(nv, vv) });
      }
  // A sum at one rate, a grid's closing row, or the sum of the rows of several rates (mixed rates blend into none),
  // whose rows are its parts.
  const rows = [
    ...new Map(
      sums.filter((sum) => sum.rate !== null).map((row) => [`${centsOf(row.net)}:${centsOf(row.vat)}`, row]),
    ).values(),
  ];
  const ofRows = new Map<string, boolean>();
  const summing = sums.filter((sum) => {
    if (sum.rate !== null) return false;
    const key = `${centsOf(sum.net)}:${centsOf(sum.vat)}`;
    if (!ofRows.has(key)) ofRows.set(key, sumsRates(sum, rows));
    return ofRows.get(key);
  });
  const part = (sum: AmountChoice) =>
    summing.some((whole) => Math.abs(centsOf(whole.net)) > Math.abs(centsOf(sum.net)));
  let choice: AmountChoice | null = null;
  let bestScore = -1;
  for (const sum of sums) {
    const [g, n, v] = [sum.gross, sum.net, sum.vat] as Candidate[];
    const whole = (sum.rate !== null && !part(sum)) || closingRow(g, n, v) || summing.includes(sum);
    const score = g.score + n.score + v.score + (whole ? 0.3 : 0);
    if (score > bestScore) {
      bestScore = score;
      choice = sum;
    }
  }
  // The other rows of the chosen table are looked for among all candidates: on a busy page (a rate column that
  // OCR reads as amounts, "MwSt -% 19,0") the total row's lesser scores fall outside the twelve best.
  if (choice) return lastRowOfTable(choice, gross, net, vat);
  const split = vatPerRate(grossList, netList, vatList);
  if (split) return split;
  // Nothing adds up: gross alone, or gross = net when no VAT is charged (VAT 0 or not printed). No sum confirms a
  // lesson then, so a lesson that only knew a place yields to a reading beside a label of the field, as the other
  // fields' lessons do (lessonYields): the place may now hold another row of a longer table.
  const best = (list: Candidate[]) => {
    const top = bestOf(list);
    const generic = bestOf(list.filter((candidate) => candidate.learned === undefined));
    return top && top.learned !== undefined && lessonYields(top, generic, true) ? generic : top;
  };
  const g = best(gross);
  // Net and VAT are no larger than the gross amount (a postcode beside "TVA" is no VAT).
  const below = (list: Candidate[], strict: boolean) =>
    g
      ? list.filter((c) => {
          const [value, limit] = [Math.abs(c.value as number), Math.abs(g.value as number)];
          return strict ? value < limit : value <= limit + 0.01;
        })
      : list;
  const n = best(below(net, false));
  const v = best(below(vat, true));
  return {
    gross: g,
    net: n,
    vat: v,
    consistent: false,
    rate: n && v ? plausibleRate(n.value as number, v.value as number) : null,
  };
}

/**
 * Whether the three stand in the one row that closes a grid of totals by its name ("Gesamtbetrag  8.601,25 €
 * 1.237,04 €  9.838,29 €"): the bill's own sum, whose rate may blend the VAT of one row with costs outside it (a
 * court fee advanced) in another.
 */
function closingRow(...row: Candidate[]): boolean {
  const middle = (c: Candidate) => c.box[1] + c.box[3] / 2;
  return row.every(
    (c) =>
      c.closesGrid &&
      c.page === row[0].page &&
      Math.abs(middle(c) - middle(row[0])) < Math.max(c.box[3], row[0].box[3]) / 2,
  );
}

/** An amount's value in cents. */
const centsOf = (candidate: Candidate | null) => cents(candidate?.value as number);

/**
 * Whether a sum whose VAT is no one rate of its net is the sum of rows at two or more rates ("Summe netto 9.312,16 €"
 * over "20 % USt 1.771,25", "10 % USt 7.450,91", "Kurtaxe (nicht steuerbar) 90,00"): some of the rows with their own
 * rate (`rated`, one of each) add up to its net and its VAT, to the cent a row.
 */
function sumsRates(sum: AmountChoice, rated: AmountChoice[]): boolean {
  const [net, vat] = [centsOf(sum.net), centsOf(sum.vat)];
  // (Ten rows at most: a table of totals has a row for each of a few rates.)
  const rows = rated.filter((row) => Math.abs(centsOf(row.net)) < Math.abs(net)).slice(0, 10);
  for (let subset = 3; subset < 1 << rows.length; subset += 1) {
    const chosen = rows.filter((_, index) => subset & (1 << index));
    if (chosen.length < 2 || new Set(chosen.map((row) => row.rate)).size < 2) continue;
    const total = (of: (row: AmountChoice) => number) => chosen.reduce((all, row) => all + of(row), 0);
    if (
      Math.abs(total((row) => centsOf(row.net)) - net) <= chosen.length &&
      Math.abs(total((row) => centsOf(row.vat)) - vat) <= chosen.length
    )
      return true;
  }
  return false;
}

/**
 * VAT printed per rate only (a line per rate under "Steuerbetrag", no VAT total): gross and net whose difference is
 * the sum of two VAT amounts; the VAT is that sum.
 */
function vatPerRate(gross: Candidate[], net: Candidate[], vat: Candidate[]): AmountChoice | null {
  let choice: AmountChoice | null = null;
  let bestScore = -1;
  for (const g of gross)
    for (const n of net) {
      const [gv, nv] = [g.value as number, n.value as number];
      if (gv === 0 || Math.abs(nv) >= Math.abs(gv)) continue;
      for (const [i, a] of vat.entries())
        for (const b of vat.slice(i + 1)) {
          if (a.box.join() === b.box.join() || !addsUp(nv, (a.value as number) + (b.value as number), gv))
            continue;
          const score = g.score + n.score + Math.min(a.score, b.score);
          if (score <= bestScore) continue;
          bestScore = score;
          const sum: Candidate = {
            ...a,
            value: Math.round(((a.value as number) + (b.value as number)) * 100) / 100,
            score: Math.min(a.score, b.score) * 0.9,
            box: unionBox([a.box, b.box]),
          };
          choice = { gross: g, net: n, vat: sum, consistent: true, rate: null };
        }
    }
  return choice;
}

const sameLabel = (a: Candidate, b: Candidate) =>
  a.page === b.page && a.line === b.line && a.label === b.label;

/**
 * A table of totals under its headers ("Nettobetrag  MwSt-Betrag  Endbetrag") has a row per VAT rate and one for
 * the whole invoice: of the rows under the chosen headers that add up, the one with the largest gross; unless the
 * chosen row is the one that closes the table by its name ("Restbetrag dieser Schlussrechnung" after the instalments
 * deducted from the whole work).
 */
function lastRowOfTable(
  choice: AmountChoice,
  gross: Candidate[],
  net: Candidate[],
  vat: Candidate[],
): AmountChoice {
  let best = choice;
  const [g0, n0, v0] = [choice.gross, choice.net, choice.vat];
  if (!g0 || !n0 || !v0 || g0.closesGrid) return choice;
  for (const g of gross.filter((c) => sameLabel(c, g0)))
    for (const n of net.filter((c) => sameLabel(c, n0)))
      for (const v of vat.filter((c) => sameLabel(c, v0))) {
        const [gv, nv, vv] = [g.value as number, n.value as number, v.value as number];
        if (Math.abs(gv) <= Math.abs(best.gross?.value as number) || !addsUp(nv, vv, gv)) continue;
        best = { gross: g, net: n, vat: v, consistent: true, rate: plausibleRate(nv, vv) };
      }
  return best;
}

/** Whether a date lies within the bounds from today (inclusive). */
export function dateWithinBounds(
  date: string,
  bounds: { today: string; maxDaysInPast: number; maxDaysInFuture: number } | undefined,
): boolean {
  if (!bounds) return true;
  const days = (Date.parse(date) - Date.parse(bounds.today)) / 86_400_000;
  return days >= -bounds.maxDaysInPast && days <= bounds.maxDaysInFuture;
}
