import type { Candidate } from './candidates';
import { type TextLine, withNextLine } from './layout';

const InvoiceNumber = {
  nl: 'factuur ?(?:nummer|nr\\.?)',
  en: 'invoice (?:number|no\\.?|#)',
  de: 'rechnungs-?(?:nummer|nr\\.?)',
  fr: '(?:(?:numero|n[°º˚o]) de (?:la )?facture|reference de (?:la )?facture)',
};

/**
 * A request to pay that names the invoice's number as the reference to give, without printing it again: "o.v.v. het
 * factuurnummer", "quoting the invoice number", "unter Angabe der Rechnungsnummer", "en rappelant le numéro de
 * facture". Only verbs of giving a reference count: "Your reference   Invoice number", a row of heads, does not.
 */
const NumberAsReference = new RegExp(
  [
    `(?:o\\.?v\\.?v\\.?|(?:onder|met) vermelding van|vermeld(?:en)?)(?: (?:bij (?:uw )?betaling|altijd|a\\.?u\\.?b\\.?|graag))* (?:het |uw |ons |de )?${InvoiceNumber.nl}`,
    `(?:quot(?:e|ing)|stat(?:e|ing)|referencing|mention(?:ing)?|includ(?:e|ing))(?: (?:always|please|clearly))* (?:the |our |your |this )?${InvoiceNumber.en}`,
    `reference (?:the|our|this) ${InvoiceNumber.en}`,
    `${InvoiceNumber.en} as (?:the |your |a )?(?:payment )?reference`,
    `(?:(?:unter|mit) angabe (?:der|unserer|ihrer)|verwendungszweck:?)(?: bitte)? ${InvoiceNumber.de}`,
    `${InvoiceNumber.de} (?:als verwendungszweck|(?:bei (?:der )?zahlung )?angeben)`,
    `(?:en (?:rappelant|indiquant|mentionnant|precisant)|reference (?:du virement|de paiement|a rappeler) ?:?) (?:le |la |votre |notre )?${InvoiceNumber.fr}`,
  ].join('|'),
);

/**
 * The payment reference when the request to pay names the invoice's number as it (see NumberAsReference): the
 * number, where it is printed, less sure than a reference printed beside its own label. The sentence may wrap on to
 * the next line.
 */
export function numberAsReference(lines: TextLine[], number: Candidate | null): Candidate | null {
  if (!number) return null;
  for (const [position, line] of lines.entries()) {
    const match = NumberAsReference.exec(withNextLine(lines, position).plain);
    if (match && match.index < line.plain.length)
      return { ...number, field: 'PaymentReference', score: Math.min(number.score, 0.75), label: match[0] };
  }
  return null;
}
