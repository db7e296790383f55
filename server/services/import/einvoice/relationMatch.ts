import type { RelationMatchKey } from '../../../../domain/documents/document';
import { normalizeIban } from '../../../../domain/iban/index';
import { registrationKey } from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import { relationsByIban, relationsByName, relationsByRegistration } from '../../masterdata/relationQueries';

/** What an e-invoice tells about its relation, to find it in the master data. */
export type RelationKeys = {
  vatNumber: string | null;
  chamberOfCommerce: string | null;
  iban: string | null;
  name: string | null;
};

/** A vendor or customer found in the master data. */
export type RelationCandidate = { id: string; code: string; name: string };

/** The relation an e-invoice belongs to, and the key that found it. */
export type RelationMatch = RelationCandidate & { key: RelationMatchKey };

/**
 * The relations of a company's vendors (purchase) or customers (sales) one key finds: open ones only (not blocked,
 * not deleted), at most two, since a second one already makes the key undecided.
 */
export type RelationLookup = (
  tx: Tx,
  query: { companyId: string; party: 'Vendor' | 'Customer'; kind: RelationMatchKey; value: string },
) => Promise<RelationCandidate[]>;

/** Looks relations up in the company's master data. */
export const masterDataRelations: RelationLookup = async (tx, { companyId, party, kind, value }) => {
  const scope = { companyId, kind: party };
  const rows =
    kind === 'Iban'
      ? await relationsByIban(tx, scope, value)
      : kind === 'Name'
        ? await relationsByName(tx, scope, value)
        : await relationsByRegistration(tx, scope, kind, value);
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name }));
};

// Matching keys only: VAT and registration numbers are written with spaces, dots and dashes ("NL 8194.42.B01"),
// IBANs also with a label; the document keeps them as written.
const registration = (value: string | null) => (value ? registrationKey(value) || null : null);
const ibanKey = (value: string | null) => (value ? normalizeIban(value) || null : null);
const nameKey = (value: string | null) => value?.trim() || null;

/** The order in which an e-invoice's keys are tried. */
export const EInvoiceMatchOrder: readonly RelationMatchKey[] = [
  'VatNumber',
  'ChamberOfCommerce',
  'Iban',
  'Name',
];

/**
 * The relation of an e-invoice: by VAT number, then chamber of commerce number, then IBAN, then name (or in the
 * `order` given: recognition of a scanned invoice tries the IBAN first); a key that finds more than one relation
 * decides nothing and the next is tried. Null when none finds exactly one.
 */
export async function matchRelation(
  tx: Tx,
  lookup: RelationLookup,
  scope: { companyId: string; party: 'Vendor' | 'Customer' },
  keys: RelationKeys,
  order: readonly RelationMatchKey[] = EInvoiceMatchOrder,
): Promise<RelationMatch | null> {
  const values: Record<RelationMatchKey, string | null> = {
    VatNumber: registration(keys.vatNumber),
    ChamberOfCommerce: registration(keys.chamberOfCommerce),
    Iban: ibanKey(keys.iban),
    Name: nameKey(keys.name),
  };
  const tries = order.map((kind): [RelationMatchKey, string | null] => [kind, values[kind]]);
  for (const [kind, value] of tries) {
    if (!value) continue;
    const found = await lookup(tx, { ...scope, kind, value });
    if (found.length === 1) return { ...found[0], key: kind };
  }
  return null;
}
