import type { Candidate } from './candidates';

/**
 * The company a document was sent to: on a purchase invoice, the buyer. Its own name, VAT number, registration
 * number and bank accounts are printed in the addressee's block, and are never the relation's.
 */
export type OwnCompany = {
  Name?: string;
  VatNumber?: string;
  ChamberOfCommerce?: string;
  Ibans?: string[];
};

const plain = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^0-9a-z]/gi, '')
    .toLowerCase();

/** "Bakkerij Jansen B.V." is "Bakkerij Jansen" and "BAKKERIJ JANSEN BV, Kerkstraat 3": one holds most of the other. */
function sameName(read: string, own: string): boolean {
  const [a, b] = [plain(read), plain(own)];
  if (a.length < 3 || b.length < 3) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.includes(short) && short.length * 3 >= long.length * 2;
}

/** Whether a candidate value is the addressee's own: its name, VAT number, registration number or an account. */
export function isOwnValue(
  candidate: Pick<Candidate, 'field' | 'value'>,
  own: OwnCompany | undefined,
): boolean {
  if (!own) return false;
  const value = plain(candidate.value);
  switch (candidate.field) {
    case 'RelationName':
      return own.Name !== undefined && sameName(String(candidate.value), own.Name);
    case 'RelationVatNumber':
      return value !== '' && plain(own.VatNumber) === value;
    case 'RelationChamberOfCommerce':
      return value !== '' && plain(own.ChamberOfCommerce) === value;
    case 'IbanNumber':
      return value !== '' && (own.Ibans ?? []).some((iban) => plain(iban) === value);
    default:
      return false;
  }
}

/** The candidates that are not the addressee's own. */
export const notOwn = <T extends Pick<Candidate, 'field' | 'value'>>(
  candidates: T[],
  own: OwnCompany | undefined,
) => (own ? candidates.filter((candidate) => !isOwnValue(candidate, own)) : candidates);
