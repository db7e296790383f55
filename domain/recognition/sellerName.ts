import type { Candidate } from './candidates';
import { BuyerWords, kerned } from './labels';
import { type LineWord, linesAroundPlace, plainText, positionAt, type TextLine, unionBox } from './layout';
import { isInitialsName, spellsOut } from './nameShapes';
import {
  compactName,
  companyDataAfter,
  DocumentTitle,
  footerNames,
  isReturnAddress,
  labelledNames,
  letterheadNames,
  NameGoesOnBelow,
  NotAName,
  namesUnderSellerHeading,
  Particle,
  PrincipalLabel,
  printedNames,
  registeredHeadNames,
  repeatBonus,
  timesPrinted,
} from './sellerNamePlaces';
import { orWeakNames, weakNames } from './signedName';
import type { Box } from './types';

// Legal forms that end a company name in the Netherlands, Belgium, Germany, Austria, France, the UK, the US, the Nordic
// countries, Spain, Portugal, Italy, Czechia and Poland; never letters a digit touches, as a British postcode's ("LS1 4AB",
// "SE1 9SE").
const LegalForm =
  /(?<![a-z0-9])(s\.l\.u\.|s\.r\.o\.|sp\. z o\.o\.|sp\. ?[jk]\.|s\.c\.|lda\.?|sgps|b\.? ?v\.?|n\.? ?v\.?|v\.o\.f\.?|vof|gmbh(?: & co\.? kg)?|partg(?: ?mbb)?|ag|kg|ohg|ug(?: \(haftungsbeschrankt\))?|e\.? ?k\.?|s\.? ?a\.? ?r\.? ?l\.?|s\.? ?a\.? ?s\.?|sasu|sa|s\.a\.?|eurl|sarl|ltd\.?|limited|llc|inc\.?|corp\.?|plc|s\.? ?p\.? ?a\.?|s\.?l\.?|s\.? ?r\.? ?l\.?|oyj?|ab|asa|as|a\/s|aps|aktiebolag|osakeyhtio|aksjeselskap|aktieselskab|anpartsselskab|bvba|sprl|srl|nv|bv|llp|lp|se|gbr|kgaa|e\.v\.|mbh|snc|sci|pty\.? ltd\.?|pvt\.? ltd\.?|corporation|incorporated|u\.a\.|vzw|asbl|commv|comm\.v\.|scrl|selarl|og|ei|eirl)(?![a-z0-9])/g;
// The forms a French or Belgian name may open with: "SAS Hôtelière du Temple", "SCI Les Terrasses du Rhône".
const LeadingForm = /^(?:sas|sasu|sarl|eurl|sci|snc|selarl|sa|sprl|srl)$/;
// What ends a name that follows its form: its capital, its registration, a separator.
const AfterLedName = /^(?:au|avec|capital|rcs|siret|siren|tva|immatriculee?|inscrite?|dont|ape|naf|n°|no)$/;
// The small words between a French name's capitalised ones: "Hôtelière du Temple", "Garage Weber & Fils".
const NameLink = /^(?:du|de|des|la|le|les|et|&|aux|sur|en)$/;

/**
 * How many words after a leading form (at `at`) are its name: capitalised words and the small words between them,
 * up to a column gap, a separator, a digit or the capital and registration that follow ("… au capital de 150 000 €").
 */
function ledName(line: TextLine, at: number): number {
  let named = 0;
  for (let index = at + 1; index < Math.min(line.words.length, at + 7); index += 1) {
    const [previous, word] = [line.words[index - 1], line.words[index]];
    const plain = plainText(word.Text);
    if (
      word.Box[0] - (previous.Box[0] + previous.Box[2]) > line.height * 1.2 ||
      /[,;:·|]$/.test(previous.Text) ||
      /^[-–·|•,]/.test(word.Text) ||
      /\d/.test(word.Text) ||
      AfterLedName.test(plain)
    )
      break;
    if (/^\p{Lu}/u.test(word.Text)) named = index - at;
    else if (!NameLink.test(plain)) break;
  }
  return named;
}

// Short legal forms that are also word endings split by kerning ("Zahlbetr ag") or words ("Bath Spa University"):
// only when printed in capitals (or as Italy's "SpA").
const CapitalsOnly = /^(?:ag|kg|og|ug|sa|as|asa|ab|oy|nv|bv|ohg|lp|se|sci|snc|spa|ei|eirl)$/;
// Finnish companies print their form in title case: "Esimerkki Oy", "Kesko Oyj", and the bilingual "Oy Esimerkki Ab".
const TitleCase = (form: string, line: string) =>
  form === 'oy' || (form === 'ab' && /(?:^|\s)Oy\s/.test(line));
// The end of a payment sentence before a name: "in the name of", "ten name van", "an die", "à l'ordre de".
const SentenceEnd =
  /(?:^|\s)(?:name of|naam van|name van|t\.?n\.?v\.?|favou?r of|payable to|zugunsten(?: der| von)?|an die|an den|l'ordre de|ordre de|au nom de|en faveur de|ten gunste van)$/;
// Lines saying the seller sent it (footers, "issued by").
const SellerWords = new RegExp(
  kerned(
    '(?<![a-z])(?:seller|verkoper|leverancier|lieferant|verkaufer|fournisseur|vendeur|emetteur|supplier|from|van|von|de la part|sold by|vendu par|verkauft von|verkocht door|geleverd door|issued by|myyja|toimittaja|laskuttaja|saljare|leverantor|selger|sælger|leverandør|avsandare|avsender|afsender|betalningsmottagare)(?![a-z])',
  ),
);

// A bank's name ("ABN AMRO Bank N.V.", "Commerzbank AG", "Coöperatieve Rabobank U.A.", "BNP Paribas SA", "Banque
// Populaire", "Kreissparkasse"), and the label a bank's name follows ("Bank:", "Bankverbindung:", "Banque :"): the
// vendor's bank beside its account, not the vendor. A bank that bills its own fees still has its name as the only one.
const BankName =
  /(?<![a-z])(?:bank|(?:rabo|commerz|volks|post|raiffeisen(?:landes)?|landes|sparda|hypovereins|regio|sns|asn)bank|banque|banco|[a-z]*sparkasse|kreditinstitut|caisse d'epargne|credit agricole|credit mutuel|bnp paribas|societe generale)(?![a-z])/;
const BankLabel =
  /(?:^|\s)(?:bank|banque|banco|bankverbindung|bankrelatie|bankgegevens|bank details|bankinstelling|kreditinstitut|geldinstitut|bank name|domiciliation)\s*:?$/;
// The words before another party's name in a vendor's small print: the maker of its invoicing software ("Factuur
// gemaakt met Moneybird B.V.", "Powered by", "Erstellt mit"), its insurer ("Verzekerd bij"), its factor ("gecedeerd
// aan", "assigned to"), its trade association ("Lid van", "Member of"), the author of its terms ("voorwaarden van"),
// its payment provider ("verwerkt door Mollie B.V."), the brand it sells ("Dealer van"), its certifier, its carrier,
// its group ("a company of the Moselle Digital Group", "Ein Unternehmen der …", "une société du groupe …"), its
// franchisor ("franchisé indépendant de Rentavia International SA").
const BystanderWords =
  /(?<![a-z])(?:powered by|created (?:with|by|using)|generated (?:with|by)|made with|(?:aan)?gemaakt met|gegenereerd (?:door|met)|verstuurd (?:via|met)|sent (?:via|with)|erstellt mit|generiert (?:mit|von)|realisee? avec|generee? par|creee? avec|verzekerd bij|insured (?:with|by)|versichert bei|assuree? (?:aupres de|par)|gecedeerd aan|overgedragen aan|assigned to|abgetreten an|cedee? a|lid van|member of|mitglied (?:der|des|im|bei)|membre de|voorwaarden van|terms (?:and conditions )?of|bedingungen (?:der|des|von)|conditions generales de|(?:verwerkt|verzorgd) door|processed by|abgewickelt (?:durch|uber)|traitee?s? par|(?:officieel |erkend )?(?:dealer|partner) van|(?:official |authori[sz]ed )?(?:dealer|partner) of|(?:vertragshandler|partner) (?:von|der|des)|(?:concessionnaire|partenaire) (?:de|du)|certified by|gecertificeerd door|zertifiziert (?:durch|von)|certifiee? par|vervoerder|carrier|spediteur|transporteur|(?:a|an) (?:company|member|subsidiary|business) of(?: the)?|part of(?: the)?|(?:ein )?unternehmen (?:der|des)|tochter(?:gesellschaft)? (?:der|des|von)|(?:een )?(?:onderdeel|dochter(?:onderneming)?) van|(?:une )?(?:societe|filiale) du groupe|(?:une )?filiale de|franchisee?s? (?:independante? )?(?:de|of)|franchise (?:agreement )?with|franchiseovereenkomst met|franchisenehmer (?:der|des|von)|franchise-?partner (?:der|des|von|of|van))(?![a-z])/;
const BystanderPenalty = 0.5;

/**
 * The first word of a brand before the en dash at `dash`: one to four capitalised words (or a name's small words) from
 * the start of the dash's column, with no digit, colon or document title among them; null when they are none.
 */
function brandBefore(line: TextLine, dash: number): number | null {
  let start = dash;
  while (start > 0) {
    const [word, next] = [line.words[start - 1], line.words[start]];
    if (next.Box[0] - (word.Box[0] + word.Box[2]) > line.height * 1.2) break;
    start -= 1;
  }
  const words = line.words.slice(start, dash);
  const brand =
    words.length >= 1 &&
    words.length <= 4 &&
    /^\p{Lu}/u.test(words[0].Text) &&
    words.every((word) => /^\p{Lu}[\p{L}'’&.-]*$/u.test(word.Text) || inName(word.Text.toLowerCase())) &&
    !DocumentTitle.test(plainText(words.map((word) => word.Text).join(' ')));
  return brand ? start : null;
}

// Legal forms written without a full stop: one after them ends the sentence.
const FormWithoutStop =
  /(?<=\s)(gmbh|ag|kg|ohg|ug|sas|sasu|sarl|eurl|sa|bv|nv|vof|llc|llp|plc|limited|spa|srl|oyj?|ab|as|aps|se|kgaa|bvba|sprl)\.$/i;

// The small words inside a company's name besides the particles of a surname and the words that join partners:
// "Bakkerij de Vries", "Smith and Sons", "Café au Lait", "Bank of the West", "Bäckerei an der Ecke", "Distribuidora
// Alimentar do Minho".
const NameSmallWord =
  /^(?:tot|te|the|zum|zur|im|am|an|auf|les|l'|d'|au|aux|del|della|do|dos|das|e|i|fur|für|voor|for|à|a)$/;
const inName = (word: string) =>
  Particle.test(word) || NameGoesOnBelow.test(word) || NameSmallWord.test(word);
// "der" is a name's only after "van", "von", "an" ("Van der Valk", "Bäckerei an der Ecke"); else the article before
// it ("bei der Atlas GmbH").
const OfName = /^(?:van|von|an|in|auf|zu|aus)$/i;

/**
 * Whether a word before a name is the sentence's, not the name's: a number, or, once a capital began the name, a
 * lower-case word no name holds.
 */
function inSentence(word: LineWord, before: LineWord | undefined, named: boolean): boolean {
  const text = word.Text.replace(/[.,;]$/, '');
  if (/^\d{3,}$/.test(text)) return true;
  if (!named || !/^\p{Ll}/u.test(text)) return false;
  if (text === 'der') return !OfName.test(before?.Text ?? '');
  return !inName(text);
}

const overlaps = (word: { Box: Box }, box: Box) =>
  word.Box[0] < box[0] + box[2] && word.Box[0] + word.Box[2] > box[0];

/**
 * Whether a name sits under a buyer heading ("Bill to", "Factuuradres", "Rechnungsempfänger") in its column: the
 * heading's words above the name's box (a seller heading beside it on the same line does not count).
 */
function underBuyerHeading(line: TextLine, box: Box, lines: TextLine[]): boolean {
  return (
    headingAbove(
      line,
      box,
      lines,
      (text) => (BuyerWords.test(text) || AddressedTo.test(text)) && !SellerWords.test(text),
    ) || underReturnAddress(line, box, lines)
  );
}

/**
 * Whether a name opens the addressee's block under a letter's return address ("Max Mustermann · Hauptstr. 5 · 10115
 * Berlin" over "Beispiel AG"): the window of the envelope holds the buyer.
 */
function underReturnAddress(line: TextLine, box: Box, lines: TextLine[]): boolean {
  return lines.some(
    (other) =>
      other.page === line.page &&
      other.index < line.index &&
      other.index >= line.index - 3 &&
      line.box[1] - other.box[1] <= line.height * 5 &&
      other.box[0] < box[0] + box[2] &&
      other.box[0] + other.box[2] > box[0] &&
      isReturnAddress(other),
  );
}

// A heading of the address alone: "Aan", "To:", "An", "À", and a German letter's "Firma" over a company's name.
const AddressedTo = /^\s*(?:aan|to|an|a|firma)\s*:?\s*$/;

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
 * A name without the closing parenthesis of the text around it ("(Atlas Ltd)"), but with its own: "Atlas UG
 * (haftungsbeschränkt)".
 */
function withoutStrayParenthesis(text: string): string {
  const opened = (text.match(/\(/g) ?? []).length;
  return text.endsWith(')') && opened < (text.match(/\)/g) ?? []).length ? text.slice(0, -1) : text;
}

/**
 * Candidates for the vendor's name: text ending in a legal form (B.V., GmbH, SARL, Inc.), better at the top of the
 * first page, in the footer or under a seller heading, worse under a buyer heading; and the first line of the page
 * as a weak guess when no name carries a legal form.
 */
export function nameCandidates(lines: TextLine[], domains: string[]): Candidate[] {
  const candidates: Candidate[] = [];
  // The names read with their legal form.
  const formed = new Set<Candidate>();
  const counts = new Map<string, number>();
  for (const line of lines) {
    for (const match of line.plain.matchAll(LegalForm)) {
      const form = match[0].replace(/ \(haftungsbeschrankt\)$/, '');
      if (
        CapitalsOnly.test(form) &&
        ![
          form.toUpperCase(),
          'SpA',
          ...(TitleCase(form, line.text) ? [form[0].toUpperCase() + form.slice(1)] : []),
        ].includes(line.text.slice(match.index, match.index + form.length))
      )
        continue;
      const endChar = match.index + match[0].length;
      // "Partnerschaftsregister AG München", "Handelsregister: AG Köln": the register's court (Amtsgericht), not a
      // company.
      if (
        form === 'ag' &&
        /(?:register|registergericht|registriert|eingetragen)[:.]? ?$/.test(
          line.plain.slice(Math.max(0, match.index - 24), match.index),
        )
      )
        continue;
      // "Hauptstraße 5, 2. OG": the floor (Obergeschoss), not an Austrian partnership.
      if (form === 'og' && /\d\.? ?$/.test(line.plain.slice(0, match.index))) continue;
      // "Total inc. VAT": "inc." says with the tax, not Incorporated.
      // ("Atlas GbR   USt-IdNr. DE …": only "inc" reads so.)
      if (
        /^inc\.?$/.test(form) &&
        /^ ?(?:vat|tax|gst|btw|tva|mwst|ust)(?![a-z])/.test(line.plain.slice(endChar))
      )
        continue;
      const formWord = line.words.findLastIndex((word) => word.start < endChar);
      // "… the company's corporation tax return", "a private limited company": a form written out in lower case after
      // a lower-case word is the sentence's word, not a name's end.
      if (
        /^(?:corporation|incorporated|limited)$/.test(line.text.slice(match.index, endChar)) &&
        /^\p{Ll}/u.test(line.words[formWord - 1]?.Text ?? '')
      )
        continue;
      // The name starts after a column gap, a colon or a comma before the legal form, or after the words of a
      // payment sentence ("… in the name of Atlas Ltd", "… auf das Konto … der Atlas GmbH").
      let first = formWord;
      // Whether a capital began the name yet (the legal form's own does not count).
      let named = false;
      while (first > 0) {
        const previous = line.words[first - 1];
        const gap = line.words[first].Box[0] - (previous.Box[0] + previous.Box[2]) > line.height * 1.2;
        // "Eletrofer – Material Elétrico, Lda.": a brand of capitalised words, alone at the start of its column before
        // an en dash, is the first part of the name ("Atlas – GmbH", the dash right before the form, is below).
        const brand = previous.Text === '–' && first < formWord ? brandBefore(line, first - 1) : null;
        if (brand !== null) {
          first = brand;
          break;
        }
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
          first <= formWord - 6
        )
          break;
        // "… the terms of Atlas Ltd", "Konto der Atlas GmbH", "HRB 12345 Atlas GmbH": the sentence's words, or a
        // number, before the name; the name's own small words that follow them were the sentence's too. (Before a
        // name's first capital, its words are its own: "Au bon moulin SARL".)
        if (inSentence(previous, line.words[first - 2], named)) {
          while (first < formWord && /^\p{Ll}/u.test(line.words[first].Text)) first += 1;
          break;
        }
        first -= 1;
        named ||= /^\p{Lu}/u.test(previous.Text);
      }
      // "Free - SAS au capital de …", "Atlas – GmbH": the name stands before the dash, the legal form after it.
      let nameWords: LineWord[] = [];
      if (first === formWord && first >= 2 && /^[-–]$/.test(line.words[first - 1].Text)) {
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
      // "SAS Hôtelière du Temple au capital de …": a French form may lead its name, which then follows it.
      const lastWord =
        first === formWord && nameWords.length === 0 && LeadingForm.test(form)
          ? formWord + ledName(line, formWord)
          : formWord;
      const words = [...nameWords, ...line.words.slice(first, lastWord + 1)];
      const text = withoutStrayParenthesis(
        words
          .map((word) => word.Text)
          .join(' ')
          .replace(/^[-–©:,(\s]+|[,;]$/g, '')
          // The sentence's full stop after a form written without one: "… der Atlas GmbH.", but "Atlas Ltd.".
          .replace(FormWithoutStop, '$1'),
      );
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
      // A line of the sender's company data ("Atlas GmbH | Industriestr. 25 | …") at the foot, or as the return
      // address over the addressee, is the seller's.
      const companyLine =
        !buyer &&
        (footer || (line.page === 1 && line.box[1] < 0.35)) &&
        companyDataAfter(line.words[lastWord], line.words.slice(lastWord + 1));
      // (A label with its value above, "Supplier: Atlas", heads no block under it.)
      const seller =
        companyLine ||
        SellerWords.test(rest) ||
        headingAbove(
          line,
          column,
          lines,
          (text) => SellerWords.test(text) && !BuyerWords.test(text) && !/:\s*\S/.test(text),
        );
      // Another party's name: the vendor's bank printed with its account ("Bank: ABN AMRO Bank N.V."), the maker
      // of its software, its insurer (BystanderWords, up to forty characters before the name).
      const bystander =
        BankName.test(plainText(text)) ||
        BankLabel.test(plainText(before.map((word) => word.Text).join(' '))) ||
        BystanderWords.test(line.plain.slice(Math.max(0, words[0].start - 40), endChar));
      const score =
        0.55 +
        (top ? 0.2 : 0) +
        (footer ? 0.15 : 0) +
        (seller ? 0.15 : 0) -
        (buyer ? 0.4 : 0) -
        (bystander ? BystanderPenalty : 0);
      const candidate: Candidate = {
        field: 'RelationName',
        value: text,
        score,
        page: line.page,
        box,
        format: 'name',
        buyer,
        line: line.index,
        ...(bystander ? { bystander } : {}),
      };
      candidates.push(candidate);
      formed.add(candidate);
    }
  }
  add(candidates, labelledNames(lines), namesUnderSellerHeading(lines));
  add(candidates, letterheadNames(lines, candidates, domains[0]), footerNames(lines, candidates));
  // (Their block's registration made them: no second bonus below for company data beside them.)
  const registered = registeredHeadNames(lines, candidates).filter(
    (name) => !underBuyerHeading(lines[positionAt(lines, name.page, name.line)], name.box, lines),
  );
  add(candidates, registered);
  // The vendor's name comes back (letter head, footer, "t.n.v."); the buyer's is printed once, in its address.
  const printedText = printedNames(lines);
  for (const candidate of candidates) {
    const printed = timesPrinted(String(candidate.value), printedText);
    candidate.score += repeatBonus(Math.max(printed, counts.get(String(candidate.value).toLowerCase()) ?? 1));
    // (No company data makes a bystander the vendor: a bank's name stands beside the account by nature.)
    if (registered.includes(candidate) || candidate.bystander) continue;
    // (An account holder's label stands beside the IBAN by nature: no extra sign there.)
    if (candidate.label === undefined && besideCompanyData(candidate, lines)) candidate.score += 0.2;
    // "Hollybush Catering Ltd · Registered in England and Wales, company no. …" under the letter head "Hollybush
    // Kitchen": the name its registration follows on its line is the legal entity, the head's a trading name.
    if (!candidate.buyer && registeredOnItsLine(candidate, lines)) candidate.score += 0.2;
    // A letter head gives the sender's phone, mail and web site; a buyer's address block seldom does.
    else if (!candidate.buyer && besideCompanyData(candidate, lines, ContactData)) candidate.score += 0.1;
  }
  // The vendor's web site or e-mail address names it: "www.musterlieferant.de" backs "MUSTERLIEFERANT GMBH".
  const backed = (text: string) => domains.some((domain) => compactName(text).includes(domain));
  for (const candidate of candidates) if (backed(String(candidate.value))) candidate.score += 0.25;
  firmsBehindBrands(candidates, formed);
  // "t.n.v. J. de Vries" under the letter head "Jeroen de Vries": the initials name the person the head spells out,
  // even where nothing else made a name of the head's line.
  const initialled = candidates.filter((candidate) => isInitialsName(String(candidate.value)));
  if (initialled.length > 0) {
    const heads = [...candidates, ...weakNames(lines, domains)];
    for (const short of initialled) {
      const full = heads.find((head) => spellsOut(String(short.value), String(head.value)));
      if (!full) continue;
      full.score = Math.max(full.score, short.score + 0.05);
      if (!candidates.includes(full)) candidates.push(full);
    }
  }
  principalsFirst(candidates, lines);
  principalsBelow(candidates, lines);
  return orWeakNames(candidates, () => weakNames(lines, domains));
}

/**
 * "Bright Spark Electrical is a trading name of Mitchell Electrical Services Ltd", "établie par Fiduciaire Delvaux
 * SRL, mandataire, au nom et pour le compte de Menuiserie Lejeune SRL": the firm named after such words is the vendor,
 * wherever else it is printed; the trading name or the agent named before them on that line is not.
 */
function principalsFirst(candidates: Candidate[], lines: TextLine[]): void {
  for (const principal of candidates.filter((c) => PrincipalLabel.test(c.label ?? ''))) {
    const line = lines[positionAt(lines, principal.page, principal.line)];
    const at = PrincipalLabel.exec(line?.plain ?? '')?.index ?? 0;
    const before = compactName(line?.plain.slice(0, at) ?? '');
    const name = compactName(String(principal.value));
    for (const candidate of candidates) {
      const other = compactName(String(candidate.value));
      if (other === name) candidate.score += 0.6;
      else if (other.length >= 3 && before.includes(other)) candidate.score -= 0.6;
    }
  }
}

// An agent's invoice in its principal's name and for its account: "in naam en voor rekening van de verhuurder:", "im
// Namen und für Rechnung unserer Auftraggeberin", "au nom et pour le compte du bailleur par son mandataire …".
const InPrincipalsName =
  /(?<![a-z])(?:naam en (?:voor )?rekening|namen und fur rechnung|nom et pour (?:le )?compte|name and (?:on behalf|for the account))(?![a-z])/;

/**
 * A property manager's or a lessor's agent's invoice that names its principal by role ("de verhuurder", "der
 * Vermieterin", "du bailleur") and sets the principal's name, address and registration in a block under the
 * sentence: the first name with its legal form that opens a line of the next three, in the sentence's column, is the
 * issuer; the agent's name in the sentence, its letter head and its foot are not.
 */
function principalsBelow(candidates: Candidate[], lines: TextLine[]): void {
  for (const [position, line] of lines.entries()) {
    if (!InPrincipalsName.test(line.plain)) continue;
    const below = lines
      .slice(position + 1, position + 4)
      .filter((other) => other.page === line.page && other.box[1] - line.box[1] < line.height * 8);
    const principal = below
      .flatMap((other) =>
        candidates.filter(
          (candidate) =>
            !candidate.buyer &&
            candidate.page === other.page &&
            candidate.line === other.index &&
            candidate.label === undefined &&
            candidate.box[0] >= line.box[0] - 0.02 &&
            candidate.box[0] <= line.box[0] + 0.08 &&
            Math.abs(candidate.box[0] - (other.words[0]?.Box[0] ?? 0)) < 0.005,
        ),
      )
      .at(0);
    if (principal) principal.score += 0.6;
  }
}

// The words of a name that tell no firm from another: the longer legal forms, and the trades' commonest.
const CommonNameWord =
  /^(?:gmbh|sarl|sprl|bvba|asbl|corp|limited|group|groep|gruppe|groupe|holding|services?|solutions|company|international|nederland|deutschland|france|belgium|belgie|europe|online|shop|store)$/;

/** A name's own words of four letters or more, compact, without the common ones. */
const ownWords = (name: string) =>
  plainText(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !CommonNameWord.test(word));

/**
 * "Delvaux Café" (a web shop's name and site) over "Torréfaction Delvaux SRL · N° d'entreprise …": a name with its
 * legal form that shares its own word with a name surer than it, which has none, is the firm behind that brand.
 */
function firmsBehindBrands(candidates: Candidate[], formed: Set<Candidate>): void {
  const brands = candidates
    .filter((candidate) => !candidate.buyer && plainText(String(candidate.value)).match(LegalForm) === null)
    .map((brand) => ({ brand, words: ownWords(String(brand.value)) }));
  for (const firm of formed) {
    if (firm.buyer || firm.bystander || firm.score < 0.6) continue;
    const words = ownWords(String(firm.value));
    const surer = brands
      .filter(({ brand, words: its }) => brand.score > firm.score && its.some((word) => words.includes(word)))
      .map(({ brand }) => brand.score);
    if (surer.length > 0) firm.score = Math.max(...surer) + 0.05;
  }
}

/** Adds candidates one by one: a crowded page may find more than a call takes arguments. */
function add(candidates: Candidate[], ...found: Candidate[][]): void {
  for (const list of found) for (const candidate of list) candidates.push(candidate);
}

// The registers a company names beside its name: "KvK 12345678", "HRB 4711", "RCS Lyon …", "Registered in England …".
const RegisterWords =
  'kvk|hrb|hra|siret|siren|rcs|handelsregister|amtsgericht|registergericht|kamer van koophandel|registered in|company (?:no|number|reg)';
// Words of the vendor's own company data: its bank account and its registration, printed beside its name.
const CompanyData = new RegExp(
  `(?<![a-z])(?:iban|bic|swift|${RegisterWords}|au capital|capital social|share capital|stammkapital|geschaftsfuhrer|managing director)(?![a-z])`,
);

// The words of a company's registration: its register and number, or the statement that it is registered.
const Registration = new RegExp(
  `(?<![a-z])(?:${RegisterWords}|firmenbuch|fn \\d|rpm|kbo|bce|ondernemingsnummer|numero d'entreprise|registration (?:no|number)|charity (?:no|number)|cro)(?![a-z])`,
);

/** Whether the words after a name on its line, up to its end, give the name's registration. */
function registeredOnItsLine(candidate: Candidate, lines: TextLine[]): boolean {
  const line = lines[positionAt(lines, candidate.page, candidate.line)];
  if (!line) return false;
  const end = candidate.box[0] + candidate.box[2];
  const after = line.words.filter((word) => word.Box[0] >= end - 0.001);
  return Registration.test(plainText(after.map((word) => word.Text).join(' ')));
}

const ContactData = /(?<![a-z])(?:tel|telefon|telephone|phone|fax|e-?mail|mail|www|http)(?![a-z])|@/;

/**
 * Whether a name stands with the vendor's bank account or registration: on its line, or in its block (a few lines
 * around it in its column; anywhere in the footer, where the company data is laid out in columns).
 */
function besideCompanyData(candidate: Candidate, lines: TextLine[], data = CompanyData): boolean {
  const footer = candidate.box[1] > 0.8;
  const [left, right] = [candidate.box[0] - 0.02, candidate.box[0] + Math.max(candidate.box[2], 0.3)];
  return linesAroundPlace(lines, candidate.page, candidate.line, 3, 3).some((line) => {
    if (line.page !== candidate.page || Math.abs(line.index - candidate.line) > 3) return false;
    if (!footer && Math.abs(line.box[1] - candidate.box[1]) > 0.06) return false;
    const words = footer
      ? line.words
      : line.words.filter((word) => word.Box[0] < right && word.Box[0] + word.Box[2] > left);
    return data.test(plainText(words.map((word) => word.Text).join(' ')));
  });
}
