import { blocksOf, type Cell, plainOf } from './blocks';
import type { Candidate } from './candidates';
import { BuyerHeadingWords, BuyerWords } from './labels';
import { plainText, type TextLine } from './layout';
import { isItemsHeader } from './lines';
import { FirmWord, PersonName } from './nameShapes';
import { isOwnValue, type OwnCompany } from './ownCompany';
import { AddressLine, DocumentTitle, NotAName } from './sellerNamePlaces';

/**
 * The addressee's lines: under the heading of its column, if it has one, and whether that heading's words name the
 * billed party ("Bill to", "Cliente", "Nabywca"), not only end in a colon ("Sprzedawca:").
 */
type AddressBlock = { cells: Cell[]; heading: 'billing' | 'delivery' | null; buyerWords: boolean };

// A postal code and town: "4331 LK Middelburg", "33 554 Sainte Pauline", "D-80335 München", "75008 Paris",
// "Harrogate HG1 9RW", "Springfield, IL 62704".
const PostalTown =
  /(?:^|\s)\d{2}\s\d{3}\s+\p{L}|(?:^|\s)(?:[a-z]{1,2}-)?\d{4,5}(?:\s?[a-z]{2})?\s+\p{L}|(?<![a-z\d])[a-z]{1,2}\d[a-z\d]?\s?\d[a-z]{2}(?![a-z\d])|,?\s[a-z]{2}\s\d{5}(?:-\d{4})?$/u;

// The heading of a delivery address: the customer is the one billed, not the place the goods went.
const DeliveryHeading =
  /(?<![a-z])(?:ship to|shipped to|deliver to|delivery address|afleveradres|leveringsadres|lieferadresse|lieferanschrift|adresse de livraison|livre a|livraison|toimitusosoite|leveransadress|leveringsadresse)(?![a-z])/;

// The heading of the billed party's address: "BILL TO:", "Factuur voor", "Rechnung an", "Facturer à", "Aan", and the
// bare "To", "An", "À" (here only: they are no party's heading where words may follow them, as in PartyHeading).
const BillingHeading = new RegExp(String.raw`^(?:${BuyerHeadingWords}|to|an|a)\s*:?$`);
const HeadingLength = 4;

// The heading of the seller's tax representative: the party under it is neither the customer nor the seller.
const TaxRepresentativeHeading =
  /^(?:representant fiscal|tax representative|fiscal representative|fiskalvertreter|steuervertreter|fiscaal vertegenwoordiger|rappresentante fiscale|representante fiscal)\s*:?$/;

// The same heading before the name on its line: "An: Stadtwerke Lindau GmbH", "À Hôtel du Parc SARL", "To: …".
const HeadingBeforeName =
  /^(?:(?:bill(?:ed)? to|invoice to|factuur (?:aan|voor)|rechnung an|facture a|facturer a|customer|client|kunde|klant|asiakas|kund|aan|to|an|a)\s*:|à)\s*(?=\S)/iu;

// The line before the name that only says how to address it: "Herrn", "Frau", "Firma".
const Salutation =
  /^(?:herrn?|frau|firma|mr\.?|mrs\.?|ms\.?|dhr\.?|mevr\.?|mevrouw|de heer|madame|monsieur|m\.|mme)$/;
// A person to the attention of, before the company's name: "Dhr. P. de Boer", "Frau Sabine Kühn", "Attn: …".
const PersonTitle =
  /^(?:herrn?|frau|mr\.?|mrs\.?|ms\.?|dhr\.?|mevr\.?|mevrouw|de heer|madame|monsieur|m\.|mme\.?|attn\.?:?|t\.?\s?a\.?\s?v\.?|z\.?\s?hd?\.?|c\/o)\s/;

const Couple = /^\S+ (?:and|&|et|und|en) /;

// A street by its word and a number: "Unit 3, Mill Lane", "18 rue des Lilas", "Postbus 120".
const StreetWord =
  /(?<![a-z])(?:unit|suite|flat|floor|building|po box|postbus|postfach|bp|straat|weg|laan|plein|kade|gracht|singel|dijk|strasse|str|gasse|allee|platz|ring|rue|avenue|boulevard|bd|chemin|impasse|place|quai|street|st|road|rd|lane|way|drive|court|square|parade|via|viale|piazza|corso|calle|avenida|plaza)(?![a-z])/;

const Label = /[:：]\s*\S*\d/;
const Contact = /(?<![a-z])(?:tel|telefon|telephone|phone|fax|e-?mail|www|http)(?![a-z])|@/;
const compact = (text: string) => plainText(text).replace(/[^a-z0-9]/g, '');

// A label of a number, not a heading: "N° client", "Kundennummer", "Customer ID".
const NumberLabel = /(?:^|\s)(?:n°|no\.?|nr\.?|id|code|ref\.?)(?:\s|$)|nummer|number|numero/;

/** A few words without a digit: what a heading is made of. */
const isShortText = (cell: Cell) => cell.plain.split(' ').length <= HeadingLength && !/\d/.test(cell.plain);

/** A heading over an address: a buyer or delivery heading of a few words. */
const isHeading = (cell: Cell) =>
  isShortText(cell) &&
  !NumberLabel.test(cell.plain) &&
  (BuyerWords.test(cell.plain) || DeliveryHeading.test(cell.plain) || BillingHeading.test(cell.plain));

/** The first line of a block as its heading: a buyer heading, or a few words ending in a colon ("Facture adressée à :"). */
const isFirstLineHeading = (cell: Cell) =>
  isHeading(cell) || (isShortText(cell) && /:$/.test(cell.plain) && !NumberLabel.test(cell.plain));

const headingKind = (cell: Cell): AddressBlock['heading'] =>
  DeliveryHeading.test(cell.plain) ? 'delivery' : 'billing';

/** Whether a cell is a billing or delivery heading of its own: "Bill to:", "Lieferadresse". */
const isAddressHeading = (cell: Cell) =>
  isShortText(cell) && (BillingHeading.test(cell.plain) || DeliveryHeading.test(cell.plain));

/**
 * A column's block cut where an address heading starts a new one: the invoice's number and date over "Bill to:" and
 * the customer's address, set in one column without a gap.
 */
function splitAtHeadings(block: Cell[]): Cell[][] {
  const parts: Cell[][] = [];
  for (const [index, cell] of block.entries())
    if (index === 0 || isAddressHeading(cell)) parts.push([cell]);
    else parts.at(-1)?.push(cell);
  return parts;
}

/** The heading printed just above a block in its column, a blank line apart at most ("BILL TO" over the address). */
function headingAbove(block: Cell[], cells: Cell[]): Cell | undefined {
  const [first] = block;
  return cells
    .filter(
      (cell) =>
        cell.line.page === first.line.page &&
        cell.line.index < first.line.index &&
        cell.line.index >= first.line.index - 3 &&
        first.box[1] - (cell.box[1] + cell.box[3]) <= first.line.height * 2.5 &&
        cell.box[0] < first.box[0] + first.box[2] &&
        cell.box[0] + cell.box[2] > first.box[0],
    )
    .sort((a, b) => b.line.index - a.line.index)[0];
}

/**
 * The address blocks a sales invoice may be sent to: runs of lines in a column whose first line is a name and a later
 * one a postal code and town, or which stand under a buyer heading. The company's own block (its name, VAT number,
 * registration or account in it) is none; its return address line over the addressee is left off. Also whether the
 * company's own data shows on the page at all.
 */
function addressBlocks(lines: TextLine[], own: OwnCompany | undefined) {
  const blocks = blocksOf(lines).flatMap(splitAtHeadings);
  const cells = blocks.flat();
  const codes = [own?.VatNumber, own?.ChamberOfCommerce, ...(own?.Ibans ?? [])]
    .map((code) => compact(code ?? ''))
    .filter((code) => code.length >= 6);
  const isOwn = (cell: Cell) =>
    codes.some((code) => compact(cell.text).includes(code)) ||
    [cell.text, ...cell.text.split(/\s[·•|,–-]\s|,\s/)].some((part) =>
      isOwnValue({ field: 'RelationName', value: part }, own),
    );
  const found = blocks.flatMap((found): AddressBlock[] => {
    // The company's own lines end where the addressee's begin (its return address, its letterhead's last line).
    const lastOwn = found.findLastIndex(isOwn);
    // Under the company's name alone comes its own address: the block is the letterhead's.
    if (
      lastOwn >= 0 &&
      lastOwn < found.length - 1 &&
      isOwnValue({ field: 'RelationName', value: found[lastOwn].text }, own)
    )
      return [];
    let block = found.slice(lastOwn + 1);
    // What is left of a return address over the addressee is printed smaller: "… 2500 AA Den Haag" wrapped.
    while (block.length > 1 && block[0].line.height < block[1].line.height * 0.85) block = block.slice(1);
    if (block.length < 2 || isItemsHeader(block[0].line) || TaxRepresentativeHeading.test(block[0].plain))
      return [];
    let heading: AddressBlock['heading'] = null;
    let buyerWords = false;
    // "Customer: ACME Ltd" is the name after its heading, though its few words would pass for a heading alone
    // ("Customer: 2" is its number).
    if (
      HeadingBeforeName.test(block[0].text) &&
      /\p{L}{2}/u.test(block[0].text.replace(HeadingBeforeName, ''))
    ) {
      heading = 'billing';
      buyerWords = true;
      const text = block[0].text.replace(HeadingBeforeName, '');
      block = [{ ...block[0], text, plain: plainOf(text) }, ...block.slice(1)];
    } else if (isFirstLineHeading(block[0])) {
      heading = headingKind(block[0]);
      buyerWords = isHeading(block[0]);
      block = block.slice(1);
    } else {
      const above = headingAbove(block, cells);
      if (above && isHeading(above)) [heading, buyerWords] = [headingKind(above), true];
    }
    while (block.length > 0 && Salutation.test(block[0].plain)) block = block.slice(1);
    // A label grid's rows before the name: the party's number or code ("Nummer : GE2020211", "Globale Nummer:
    // 4000001987658 (GTIN)", "GE2020211").
    const withCodes = block.length;
    while (block.length > 1 && isCodeRow(block[0])) block = block.slice(1);
    const coded = block.length < withCodes;
    // "Dhr. P. de Boer" over "Camping De Duinpan": the person to the attention of, at the company under it.
    // A couple ("Mr and Mrs Hollis", "M. et Mme Roche") is a private customer, its own name.
    if (
      block.length > 1 &&
      PersonTitle.test(block[0].plain) &&
      !Couple.test(block[0].plain) &&
      nameLike(block[1])
    )
      block = block.slice(1);
    // "Margaret Ellis" over "Ellis & Rowe Solicitors": the person at the firm that is billed.
    if (
      block.length > 1 &&
      PersonName.test(block[0].text) &&
      !FirmWord.test(block[0].plain) &&
      FirmWord.test(block[1].plain) &&
      nameLike(block[1])
    )
      block = block.slice(1);
    if (block.length === 0) return [];
    const postal = block.slice(1, 6).some((cell) => PostalTown.test(cell.plain));
    // Under a heading, a name with more under it, or with the party's code over it ("Käufer", "GLN …", the name).
    return postal || (heading !== null && (block.length >= 2 || coded))
      ? [{ cells: block, heading, buyerWords }]
      : [];
  });
  return { blocks: found, ownSeen: blocks.some((block) => block.some(isOwn)) };
}

// A party's code after a word or two that name it, without a colon: "GLN 4304171000002", "Kunden-Nr 009420".
const LabelledCode = /^(?:\p{L}[\p{L}.-]*\s){1,2}\S*\d{5,}\S*$/u;

// A name is a few words; more make a sentence ("Wichtige Information: Bei Bestellungen bis zum 19.12. ist …").
const NameWords = 8;

/**
 * A row of a party's number: a label with its value ("Kunden-Nr.: 009420", or "Nummer" with ": GE2020211" set off in
 * the next column), or a code alone.
 */
const isCodeRow = (cell: Cell) =>
  Label.test(cell.plain) ||
  LabelledCode.test(cell.plain) ||
  /^\s*[:：]\s*\S*\d/.test(cell.line.plain.slice(cell.words[cell.words.length - 1].end)) ||
  /^\S*\d\S*$/.test(cell.plain);

/** Whether a block's first line can be a name: no street, postal code, contact, label, title or number. */
function nameLike(cell: Cell): boolean {
  const { plain } = cell;
  return (
    /\p{L}{2}/u.test(plain) &&
    plain.split(' ').length <= NameWords &&
    !AddressLine.test(plain) &&
    !PostalTown.test(plain) &&
    !Contact.test(plain) &&
    !(StreetWord.test(plain) && /\d/.test(plain)) &&
    !Label.test(plain) &&
    !NotAName.test(plain) &&
    !/%|:$/.test(plain) &&
    !DocumentTitle.test(plain) &&
    !YourWord.test(plain) &&
    !/\d{5,}/.test(plain.replace(/\s/g, ''))
  );
}

// The label of an information block that speaks to the reader ("Ihr Ansprechpartner", "Ihr Auftrag vom", "Your
// reference", "Uw kenmerk", "Votre commande"): no party's name starts so.
const YourWord = /^(?:ihre?[mnrs]?|your|uw|votre|vos)(?:\s|$)/;

/** A customer-name candidate and the last line of its address block. */
export type CustomerCandidate = Candidate & { lastLine: number };

/**
 * Candidates for the customer of a sales invoice: the first line of each address block that is not the company's
 * own, surest under a billing heading ("Bill to", "Factuur aan", "Rechnung an"), least under a delivery heading.
 */
export function customerNameCandidates(lines: TextLine[], own: OwnCompany | undefined): CustomerCandidate[] {
  const { blocks, ownSeen } = addressBlocks(lines, own);
  const named = blocks.filter(({ cells }) => nameLike(cells[0]));
  // The company's own data on the page and one other address: the invoice is the company's, sent to that address.
  const onlyOther = ownSeen && named.length === 1 ? 0.2 : 0;
  return named.map(({ cells, heading }) =>
    candidateOf(
      cells,
      0.6 + (heading === 'billing' ? 0.3 : heading === 'delivery' ? -0.2 : onlyOther) - cells[0].box[1] * 0.1,
    ),
  );
}

function candidateOf(cells: Cell[], score: number): CustomerCandidate {
  const [name] = cells;
  return {
    field: 'RelationName',
    value: name.text.replace(/[,;:]$/, ''),
    score,
    page: name.line.page,
    box: name.box,
    format: 'name',
    buyer: false,
    line: name.line.index,
    lastLine: cells[cells.length - 1].line.index,
  };
}

/**
 * Whether a candidate is printed in an address block under a billing heading ("Cliente:", "Spett.le", "Nabywca:",
 * "Bill to"): the billed party's, on a purchase invoice as on a sales invoice, even when its name is no vendor's.
 */
export function billedBlockTest(lines: TextLine[]): (candidate: Candidate) => boolean {
  const tests = addressBlocks(lines, undefined)
    .blocks.filter(
      ({ cells, heading, buyerWords }) => heading === 'billing' && buyerWords && nameLike(cells[0]),
    )
    .map(({ cells }) => customerBlockTest(candidateOf(cells, 0)));
  return (candidate) => tests.some((test) => test(candidate));
}

/**
 * Whether a candidate is printed in the customer's block: from the name's line to two lines under its block's last,
 * in its column (its VAT number, its registration, the account a direct debit draws on).
 */
export function customerBlockTest(customer: CustomerCandidate | null): (candidate: Candidate) => boolean {
  if (!customer) return () => false;
  return (candidate) =>
    candidate.page === customer.page &&
    candidate.line >= customer.line &&
    candidate.line <= customer.lastLine + 2 &&
    candidate.box[0] < customer.box[0] + Math.max(customer.box[2], 0.25) &&
    candidate.box[0] + candidate.box[2] > customer.box[0] - 0.02;
}
