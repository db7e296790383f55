import type { Candidate } from './candidates';
import { BuyerWords, kerned } from './labels';
import { type LineWord, plainText, type TextLine, unionBox } from './layout';
import type { Box } from './types';

// Legal forms that end a company name in the Netherlands, Belgium, Germany, France, the UK and the US.
const LegalForm =
  /(?<![a-z])(b\.? ?v\.?|n\.? ?v\.?|v\.o\.f\.?|vof|gmbh(?: & co\.? kg)?|ag|kg|ohg|ug(?: \(haftungsbeschrankt\))?|e\.? ?k\.?|s\.? ?a\.? ?r\.? ?l\.?|s\.? ?a\.? ?s\.?|sasu|sa|s\.a\.?|eurl|sarl|ltd\.?|limited|llc|inc\.?|corp\.?|plc|s\.? ?p\.? ?a\.?|s\.?l\.?|s\.? ?r\.? ?l\.?|oy|ab|as|a\/s|aps|bvba|sprl|srl|nv|bv|llp|lp|se|gbr|kgaa|e\.v\.|mbh|snc|sci|pty\.? ltd\.?|pvt\.? ltd\.?|corporation|incorporated|u\.a\.)(?![a-z])/g;
// Short legal forms that are also word endings split by kerning ("Zahlbetr ag"): only when printed in capitals.
const CapitalsOnly = /^(?:ag|kg|ug|sa|as|ab|oy|nv|bv|ohg|lp|se|sci|snc)$/;
// Lines that are no name even when they contain a legal form word.
const NotAName =
  /(?:@|www\.|http|©|\(c\)|copyright|(?<![a-z])(?:iban|bic|swift|btw|vat|ust|tva|kvk|tel|fax|phone|telefon)(?![a-z])|\d{4,})/;
// The end of a payment sentence before a name: "in the name of", "ten name van", "an die", "à l'ordre de".
const SentenceEnd =
  /(?:^|\s)(?:name of|naam van|name van|t\.?n\.?v\.?|favou?r of|payable to|zugunsten(?: der| von)?|an die|an den|l'ordre de|ordre de)$/;
// Lines saying the seller sent it (footers, "issued by").
const SellerWords = new RegExp(
  kerned(
    '(?<![a-z])(?:seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|emetteur|supplier|from|van|von|de la part|sold by|vendu par|verkauft von|verkocht door|geleverd door|issued by)(?![a-z])',
  ),
);

const overlaps = (word: { Box: Box }, box: Box) =>
  word.Box[0] < box[0] + box[2] && word.Box[0] + word.Box[2] > box[0];

/**
 * Whether a name sits under a buyer heading ("Bill to", "Factuuradres", "Rechnungsempfänger") in its column: the
 * heading's words above the name's box (a seller heading beside it on the same line does not count).
 */
function underBuyerHeading(line: TextLine, box: Box, lines: TextLine[]): boolean {
  return headingAbove(
    line,
    box,
    lines,
    (text) => (BuyerWords.test(text) || AddressedTo.test(text)) && !SellerWords.test(text),
  );
}

// A heading of the address alone: "Aan", "To:", "An", "À".
const AddressedTo = /^\s*(?:aan|to|an|a)\s*:?\s*$/;

/** Whether a line up to five lines above, in the box's column, says what `test` looks for. */
function headingAbove(line: TextLine, box: Box, lines: TextLine[], test: (text: string) => boolean): boolean {
  return lines.some((other) => {
    if (other.page !== line.page || other.index >= line.index || other.index < line.index - 5) return false;
    if (line.box[1] - other.box[1] > line.height * 10) return false;
    const column = other.words.filter((word) => overlaps(word, box));
    if (column.length === 0) return false;
    return test(plainText(column.map((word) => word.Text).join(' ')));
  });
}

/**
 * Candidates for the vendor's name: text ending in a legal form (B.V., GmbH, SARL, Inc.), better at the top of the
 * first page, in the footer or under a seller heading, worse under a buyer heading; and the first line of the page
 * as a weak guess when no name carries a legal form.
 */
export function nameCandidates(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const match of line.plain.matchAll(LegalForm)) {
      const form = match[0].replace(/ \(haftungsbeschrankt\)$/, '');
      if (
        CapitalsOnly.test(form) &&
        line.text.slice(match.index, match.index + form.length) !== form.toUpperCase()
      )
        continue;
      const endChar = match.index + match[0].length;
      const lastWord = line.words.findLastIndex((word) => word.start < endChar);
      // The name starts after a column gap, a colon or a comma before the legal form, or after the words of a
      // payment sentence ("… in the name of Atlas Ltd", "… auf das Konto … der Atlas GmbH").
      let first = lastWord;
      while (first > 0) {
        const previous = line.words[first - 1];
        const gap = line.words[first].Box[0] - (previous.Box[0] + previous.Box[2]) > line.height * 1.2;
        if (
          gap ||
          /[:|(]$/.test(previous.Text) ||
          /^[-–|•·(]$/.test(previous.Text) ||
          SentenceEnd.test(
            plainText(
              line.words
                .slice(Math.max(0, first - 3), first)
                .map((word) => word.Text)
                .join(' '),
            ),
          ) ||
          first <= lastWord - 6
        )
          break;
        first -= 1;
      }
      // "Free - SAS au capital de …", "Atlas – GmbH": the name stands before the dash, the legal form after it.
      let nameWords: LineWord[] = [];
      if (first === lastWord && first >= 2 && /^[-–]$/.test(line.words[first - 1].Text)) {
        let start = first - 1;
        while (start > 0 && first - 1 - start < 4) {
          const [word, next] = [line.words[start - 1], line.words[start]];
          if (
            next.Box[0] - (word.Box[0] + word.Box[2]) > line.height * 1.2 ||
            /[:|,.]$|^[-–|•·]$/.test(word.Text)
          )
            break;
          start -= 1;
        }
        nameWords = line.words.slice(start, first - 1);
      }
      const words = [...nameWords, ...line.words.slice(first, lastWord + 1)];
      const text = words
        .map((word) => word.Text)
        .join(' ')
        .replace(/^[-–©:,(\s]+|[,;)]$/g, '');
      if (
        text.length < 4 ||
        !/[a-z]{2}/i.test(text.toLowerCase().replace(match[0], '')) ||
        NotAName.test(text.toLowerCase()) ||
        // "(c) AWV e.V. 2020": the author of the layout, not the vendor.
        /©|\(c\)|copyright/.test(line.plain) ||
        candidates.some(
          (other) => other.line === line.index && other.page === line.page && other.value === text,
        )
      )
        continue;
      const key = text.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const top = line.page === 1 && line.box[1] < 0.25;
      const footer = line.box[1] > 0.85;
      // Words just before the name in its column ("Bill to: ACME Ltd") tell whose name it is.
      const before: LineWord[] = [];
      for (let index = first - 1; index >= 0 && before.length < 4; index--) {
        const [word, next] = [line.words[index], line.words[index + 1]];
        if (next.Box[0] - (word.Box[0] + word.Box[2]) > line.height * 1.2) break;
        before.unshift(word);
      }
      const box = unionBox(words.map((word) => word.Box));
      const column = unionBox([...before, ...words].map((word) => word.Box));
      const buyer =
        underBuyerHeading(line, column, lines) ||
        BuyerWords.test(plainText([...before, ...words].map((word) => word.Text).join(' ')));
      // (The name's own words do not count: "Van Dijk B.V.", "Von Berg GmbH".)
      const rest = plainText(
        line.words
          .filter((_, index) => index < first - nameWords.length || index > lastWord)
          .map((word) => word.Text)
          .join(' '),
      );
      const seller =
        SellerWords.test(rest) ||
        headingAbove(line, column, lines, (text) => SellerWords.test(text) && !BuyerWords.test(text));
      const score = 0.55 + (top ? 0.2 : 0) + (footer ? 0.15 : 0) + (seller ? 0.15 : 0) - (buyer ? 0.4 : 0);
      candidates.push({
        field: 'RelationName',
        value: text,
        score,
        page: line.page,
        box,
        format: 'name',
        buyer,
        line: line.index,
      });
    }
  }
  candidates.push(...labelledNames(lines), ...namesUnderSellerHeading(lines));
  candidates.push(...letterheadNames(lines, candidates), ...footerNames(lines, candidates));
  // The vendor's name comes back (letter head, footer, "t.n.v."); the buyer's is printed once, in its address.
  const compactLines = lines.map((line) => compactName(line.text));
  for (const candidate of candidates) {
    const name = compactName(String(candidate.value));
    const printed = name.length < 4 ? 1 : compactLines.filter((line) => line.includes(name)).length;
    const times = Math.max(printed, counts.get(String(candidate.value).toLowerCase()) ?? 1);
    candidate.score += Math.min(0.2, (times - 1) * 0.1);
    // (An account holder's label stands beside the IBAN by nature: no extra sign there.)
    if (candidate.label === undefined && besideCompanyData(candidate, lines)) candidate.score += 0.2;
    // A letter head gives the sender's phone, mail and web site; a buyer's address block seldom does.
    else if (!candidate.buyer && besideCompanyData(candidate, lines, ContactData)) candidate.score += 0.1;
  }
  // The vendor's web site or e-mail address names it: "www.musterlieferant.de" backs "MUSTERLIEFERANT GMBH".
  const domains = vendorDomains(lines);
  const backed = (text: string) => domains.some((domain) => compactName(text).includes(domain));
  for (const candidate of candidates) if (backed(String(candidate.value))) candidate.score += 0.25;
  if (candidates.length === 0 || candidates.every((candidate) => candidate.buyer))
    candidates.push(...fallbackNames(lines, domains));
  return candidates;
}

// Words of the vendor's own company data: its bank account and its registration, printed beside its name.
const CompanyData =
  /(?<![a-z])(?:iban|bic|swift|kvk|hrb|hra|siret|siren|rcs|handelsregister|amtsgericht|registergericht|kamer van koophandel|registered in|company (?:no|number|reg)|au capital|capital social|share capital|stammkapital|geschaftsfuhrer|managing director)(?![a-z])/;

const ContactData = /(?<![a-z])(?:tel|telefon|telephone|phone|fax|e-?mail|mail|www|http)(?![a-z])|@/;

/**
 * Whether a name stands with the vendor's bank account or registration: on its line, or in its block (a few lines
 * around it in its column; anywhere in the footer, where the company data is laid out in columns).
 */
function besideCompanyData(candidate: Candidate, lines: TextLine[], data = CompanyData): boolean {
  const footer = candidate.box[1] > 0.8;
  const [left, right] = [candidate.box[0] - 0.02, candidate.box[0] + Math.max(candidate.box[2], 0.3)];
  return lines.some((line) => {
    if (line.page !== candidate.page || Math.abs(line.index - candidate.line) > 3) return false;
    if (!footer && Math.abs(line.box[1] - candidate.box[1]) > 0.06) return false;
    const words = footer
      ? line.words
      : line.words.filter((word) => word.Box[0] < right && word.Box[0] + word.Box[2] > left);
    return data.test(plainText(words.map((word) => word.Text).join(' ')));
  });
}

const medianHeight = (lines: TextLine[]) =>
  [...lines.map((line) => line.height)].sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;

/**
 * The name printed large at the top of the first page: a letter head, also without a legal form ("Atlas
 * Techniek"). When a name with a legal form contains it (a logo word, "KRAAN" of "Kraan Bouw B.V."), that name
 * gets the credit instead.
 */
function letterheadNames(lines: TextLine[], named: Candidate[]): Candidate[] {
  const typical = medianHeight(lines);
  const result: Candidate[] = [];
  for (const line of lines) {
    if (line.page !== 1 || line.box[1] > 0.3 || line.height < typical * 1.3) continue;
    const [segment] = columnSegments(line);
    if (DocumentTitle.test(plainText(segment.map((word) => word.Text).join(' ')))) continue;
    // "Amazon Web Services Invoice": the title printed beside the name in the same type.
    const words = segment.slice(
      0,
      segment.length - (TitleWord.test(plainText(segment.at(-1)?.Text ?? '')) ? 1 : 0),
    );
    const text = words
      .map((word) => word.Text)
      .join(' ')
      .replace(/[,;:]$/, '');
    const plain = plainText(text);
    if (
      !/[a-z]{3}/.test(plain) ||
      DocumentTitle.test(plain) ||
      NotAName.test(plain) ||
      BuyerWords.test(plain) ||
      /\d/.test(plain) ||
      // A slogan ("Dat betaal ik zelf wel."), not a name.
      /[.!?]$/.test(text) ||
      words.length > 5
    )
      continue;
    const size = Math.min(0.1, (line.height / typical - 1.3) * 0.15);
    const fuller = named.filter(
      (name) => !name.buyer && compactName(String(name.value)).includes(compactName(text)),
    );
    if (fuller.length > 0) {
      for (const name of fuller) name.score += 0.1 + size;
      continue;
    }
    result.push({
      field: 'RelationName',
      value: text,
      score: 0.65 + size,
      page: line.page,
      box: unionBox(words.map((word) => word.Box)),
      format: 'name',
      buyer: false,
      line: line.index,
    });
  }
  return result;
}

const TitleWord = /^(?:factuur|invoice|rechnung|facture|creditnota|gutschrift|avoir|receipt|quittung|bon)$/;
const Separator = /^[·|•–-]$/;

/**
 * The name that opens a footer line of company data ("Atlas Techniek · Kerkstraat 1 · KvK 12345678 · IBAN …"),
 * also without a legal form.
 */
function footerNames(lines: TextLine[], named: Candidate[]): Candidate[] {
  const result: Candidate[] = [];
  for (const line of lines) {
    if (line.box[1] < 0.8) continue;
    const end = line.words.findIndex((word) => Separator.test(word.Text));
    if (end < 1 || end > 6) continue;
    const words = line.words.slice(0, end);
    const text = words.map((word) => word.Text).join(' ');
    const plain = plainText(text);
    if (!/[a-z]{3}/.test(plain) || /\d/.test(plain) || NotAName.test(plain) || DocumentTitle.test(plain))
      continue;
    if (named.some((name) => name.page === line.page && name.line === line.index)) continue;
    result.push({
      field: 'RelationName',
      value: text,
      score: 0.5,
      page: line.page,
      box: unionBox(words.map((word) => word.Box)),
      format: 'name',
      buyer: false,
      line: line.index,
    });
  }
  return result;
}

const SellerHeading = new RegExp(
  kerned(
    String.raw`^(?:seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|emetteur|supplier|from|van|von|afzender|absender|expediteur|rechnungssteller)\s*:?$`,
  ),
);
// Lines under a heading that are not the name: numbers, GLN, the address's street.
const NotTheName = /^(?:gln|nummer|number|numero|nr|id|globale|kundennummer|lief-nr|ust|vat|tva|btw)|\d{3,}/;

/** The name on the first line under a seller heading ("Verkäufer:", "Seller", "Fournisseur"), in its column. */
function namesUnderSellerHeading(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of lines) {
    for (const heading of columnSegments(line)) {
      if (!SellerHeading.test(plainText(heading.map((word) => word.Text).join(' ')))) continue;
      const box = unionBox(heading.map((word) => word.Box));
      const below = lines
        .filter(
          (other) => other.page === line.page && other.index > line.index && other.index <= line.index + 4,
        )
        .map((other) => nameOfRow(other, box))
        .filter((words) => words.length > 0);
      for (const words of below) {
        const text = words
          .map((word) => word.Text)
          .join(' ')
          .replace(/[,;]$/, '');
        const plain = plainText(text);
        if (NotTheName.test(plain) || NotAName.test(plain) || !/[a-z]{2}/i.test(text)) continue;
        candidates.push({
          field: 'RelationName',
          value: text,
          score: 0.7,
          page: line.page,
          box: unionBox(words.map((word) => word.Box)),
          format: 'name',
          buyer: false,
          line: line.index,
        });
        break;
      }
    }
  }
  return candidates;
}

/**
 * The words of a row under a heading, in the heading's column: the row itself ("Lieferant GmbH"), or the value of
 * its "Name:" label, however far right; none for the row of another label ("Anschrift: …", "Nummer: …").
 */
function nameOfRow(row: TextLine, heading: Box): LineWord[] {
  const words = row.words.filter((word) => word.Box[0] >= heading[0] - 0.02);
  if (words.length === 0 || words[0].Box[0] > heading[0] + 0.25) return [];
  const label = words.findIndex((word) => /:$/.test(word.Text));
  if (label < 0 || label > 2) return words.filter((word) => word.Box[0] < heading[0] + 0.25);
  const labelText = plainText(
    words
      .slice(0, label + 1)
      .map((word) => word.Text)
      .join(' '),
  );
  if (!NameRowLabel.test(labelText)) return [];
  const [value] = columnSegments({ ...row, words: words.slice(label + 1) });
  return value ?? [];
}

// The label of the name in a block of labelled rows: "Name:", "Naam:", "Nom :", "Firma:", "Company name:".
const NameRowLabel =
  /^(?:name|naam|nom|firma|firmenname|company|company name|bedrijfsnaam|raison sociale|denomination)\s*:$/;

/** A line's runs of words between column gaps. */
function columnSegments(line: TextLine): LineWord[][] {
  const segments: LineWord[][] = [];
  for (const [index, word] of line.words.entries()) {
    const previous = line.words[index - 1];
    if (!previous || word.Box[0] - (previous.Box[0] + previous.Box[2]) > line.height * 1.2)
      segments.push([word]);
    else segments.at(-1)?.push(word);
  }
  return segments;
}

const compactName = (text: string) => plainText(text).replace(/[^a-z0-9]/g, '');

// Mail and web hosts that say nothing about who sent the invoice.
const CommonHosts =
  /^(?:gmail|googlemail|hotmail|outlook|live|yahoo|gmx|web|tonline|icloud|orange|wanadoo|free|ziggo|kpnmail|xs4all|planet|home|aol|mail|email|protonmail)$/;

/** The names in the e-mail addresses and web sites of the vendor (not on the buyer's lines), most frequent first. */
function vendorDomains(lines: TextLine[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (BuyerWords.test(line.plain)) continue;
    for (const word of line.words) {
      const host =
        /@([a-z0-9.-]+)/i.exec(word.Text)?.[1] ??
        /^(?:https?:\/\/)?(?:www\.)([a-z0-9.-]+)/i.exec(word.Text)?.[1];
      if (!host) continue;
      const parts = host.toLowerCase().split('.').filter(Boolean);
      // The registered name: the part before the top-level domain ("aws.amazon.com" → amazon, "bol.com" → bol).
      const name = (parts.length >= 2 ? parts[parts.length - 2] : (parts[0] ?? '')).replace(/-/g, '');
      if (name.length < 3 || CommonHosts.test(name)) continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

const DocumentTitle =
  /^(?:factuur|invoice|rechnung|facture|tax invoice|credit|creditnota|gutschrift|avoir|proforma|quote|offerte|page|pagina|seite)/;

/**
 * When no name carries a legal form: the line printed largest at the top of the first page (a name in the letter
 * head), the vendor's web site name, or the first line of the page; weak guesses.
 */
function fallbackNames(lines: TextLine[], domains: string[]): Candidate[] {
  const candidate = (line: TextLine, value: string, score: number): Candidate => {
    // The first column of the line: a letter head's name, not the title printed beside it.
    const [words] = columnSegments(line);
    const own = value === line.text && words.length < line.words.length;
    return {
      field: 'RelationName',
      value: own ? words.map((word) => word.Text).join(' ') : value,
      score,
      page: line.page,
      box: own ? unionBox(words.map((word) => word.Box)) : line.box,
      format: 'name',
      buyer: false,
      line: line.index,
    };
  };
  const names: Candidate[] = [];
  const head = lines.filter(
    (line) =>
      line.page === 1 &&
      line.box[1] < 0.3 &&
      /[a-z]{3}/i.test(line.text) &&
      !DocumentTitle.test(line.plain) &&
      !BuyerWords.test(line.plain) &&
      !NotAName.test(line.plain),
  );
  const largest = head.reduce<TextLine | null>(
    (top, line) => (top && top.height >= line.height ? top : line),
    null,
  );
  const typical =
    [...lines.map((line) => line.height)].sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;
  if (largest && largest.height > typical * 1.3)
    names.push(
      candidate(
        largest,
        largest.text,
        domains.some((d) => compactName(largest.text).includes(d)) ? 0.45 : 0.35,
      ),
    );
  const site = domains[0];
  const named = site
    ? lines.find((line) => line.page === 1 && compactName(line.text).includes(site))
    : undefined;
  if (site && named) names.push(candidate(named, site.charAt(0).toUpperCase() + site.slice(1), 0.33));
  const first = lines.find(
    (line) => line.page === 1 && /[a-z]{3}/i.test(line.text) && !DocumentTitle.test(line.plain),
  );
  if (first) names.push(candidate(first, first.text, 0.3));
  return names;
}

// Labels the vendor's name is printed beside: the account holder, the payee.
const NameLabel =
  /(?<![a-z-])(?:titulaire du compte|account holder|account name|kontoinhaber|zahlungsempfanger|t\.?n\.?v\.?|ten name van|begunstigde|beneficiary|payee|beneficiaire|sold by|vendu par|verkauft von|verkocht door|(?:seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|supplier)\s*:)\s*:?\s*/;

/** Names beside a payee label ("Titulaire du compte : NETPRESSE"). */
function labelledNames(lines: TextLine[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (const line of lines) {
    const match = NameLabel.exec(line.plain);
    if (!match) continue;
    const start = match.index + match[0].length;
    const words = line.words.filter((word) => word.start >= start);
    const end = words.findIndex((word, index) => index > 0 && /^[-–|,]$/.test(word.Text));
    const name = (end < 0 ? words : words.slice(0, end)).slice(0, 6);
    const text = name
      .map((word) => word.Text)
      .join(' ')
      .replace(/[,;]$/, '');
    // A code ("ARNR2") is no name.
    if (text.length < 3 || NotAName.test(text.toLowerCase()) || /^\S*\d\S*$/.test(text)) continue;
    candidates.push({
      field: 'RelationName',
      value: text,
      label: match[0].replace(/[\s:]+$/, ''),
      score: 0.8,
      page: line.page,
      box: unionBox(name.map((word) => word.Box)),
      format: 'name',
      buyer: false,
      line: line.index,
    });
  }
  return candidates;
}

const CurrencyCodes = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'INR',
  'PLN',
  'SEK',
  'DKK',
  'NOK',
  'CZK',
  'HUF',
  'JPY',
  'CAD',
  'AUD',
  'CNY',
  'RON',
];
const CurrencySigns: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '₹': 'INR', '¥': 'JPY' };

/** The currency the amounts are printed in: ISO codes count most, then signs; null when none is printed. */
export function currencyCandidate(lines: TextLine[]): Candidate | null {
  const votes = new Map<
    string,
    { count: number; box: Candidate['box']; page: number; line: number; code: boolean }
  >();
  const vote = (currency: string, box: Candidate['box'], line: TextLine, weight: number, code: boolean) => {
    const entry = votes.get(currency) ?? { count: 0, box, page: line.page, line: line.index, code };
    entry.count += weight;
    votes.set(currency, entry);
  };
  for (const line of lines)
    for (const word of line.words) {
      const code = word.Text.replace(/[^A-Za-z]/g, '');
      if (CurrencyCodes.includes(code) && word.Text.replace(/[\d.,\s():]/g, '') === code)
        vote(code, word.Box, line, 2, true);
      else if (/^(?:Rs\.?|INR)$/.test(word.Text)) vote('INR', word.Box, line, 2, true);
      for (const [sign, currency] of Object.entries(CurrencySigns))
        if (word.Text.includes(sign)) vote(currency, word.Box, line, 1, false);
    }
  const [top] = [...votes.entries()].sort((a, b) => b[1].count - a[1].count);
  if (!top) return null;
  const [currency, entry] = top;
  return {
    field: 'Currency',
    value: currency,
    score: entry.code ? 0.95 : 0.85,
    page: entry.page,
    box: entry.box,
    format: 'currency',
    buyer: false,
    line: entry.line,
  };
}
