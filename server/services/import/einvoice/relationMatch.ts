import { normalizeIban } from '../../../../domain/iban/index';
import type { Tx } from '../../../db/client';

/** What an e-invoice tells about its relation, to find it in the master data. */
export type RelationKeys = {
  vatNumber: string | null;
  chamberOfCommerce: string | null;
  iban: string | null;
};

/** A key kind the master data can be searched by, in the order they are tried. */
export type RelationKeyKind = 'VatNumber' | 'ChamberOfCommerce' | 'Iban';

/** A vendor or customer found in the master data. */
export type RelationMatch = { id: string; code: string; name: string };

/** Looks one relation up by one key within a company's vendors (purchase) or customers (sales). */
export type RelationLookup = (
  tx: Tx,
  query: { companyId: string; party: 'Vendor' | 'Customer'; kind: RelationKeyKind; value: string },
) => Promise<RelationMatch | null>;

/** There is no vendor or customer master data table yet, so nothing is ever found. */
export const noRelationMasterData: RelationLookup = async () => null;

// Matching keys only: VAT and registration numbers are written with spaces, dots and dashes ("NL 8194.42.B01"),
// IBANs also with a label; the document keeps them as written.
const registrationKey = (value: string | null) => value?.replace(/[\s.-]+/g, '').toUpperCase() || null;
const ibanKey = (value: string | null) => (value ? normalizeIban(value) || null : null);

/** The relation of an e-invoice: by VAT number, then chamber of commerce number, then IBAN; null when none matches. */
export async function matchRelation(
  tx: Tx,
  lookup: RelationLookup,
  scope: { companyId: string; party: 'Vendor' | 'Customer' },
  keys: RelationKeys,
): Promise<RelationMatch | null> {
  const tries: Array<[RelationKeyKind, string | null]> = [
    ['VatNumber', registrationKey(keys.vatNumber)],
    ['ChamberOfCommerce', registrationKey(keys.chamberOfCommerce)],
    ['Iban', ibanKey(keys.iban)],
  ];
  for (const [kind, value] of tries) {
    if (!value) continue;
    const match = await lookup(tx, { ...scope, kind, value });
    if (match) return match;
  }
  return null;
}
