import { parseLeniently } from '../../../../domain/erp/parseLeniently';
import type { SyncCounts } from '../../../../domain/erp/sync';
import { isValidIban } from '../../../../domain/iban/index';
import type { CheckedRow } from '../../../../domain/masterdata/import/index';
import {
  type CustomerFields,
  CustomerInput,
  type VendorFields,
  VendorInput,
} from '../../../../domain/masterdata/index';
import type { Tx } from '../../../db/client';
import type { ErpRelation } from '../../../integrations/erp/types';
import { upsertRelations } from '../../masterdata/import/upsertRelations';

type Actor = { tenantId: string; userId: string | null };

// The relation fields an adapter hands over, as the vendor and the customer schemas name them. A field the ERP
// does not keep is left alone in Ledgerline: only these are written.
const vendorFieldsOf = (relation: ErpRelation) => ({
  ErpCode: relation.Code.trim(),
  Name: relation.Name,
  StreetAndNumber: relation.StreetAndNumber,
  Postcode: relation.Postcode,
  City: relation.City,
  Country: relation.Country,
  EmailAddress: relation.EmailAddress,
  PhoneNumber: relation.PhoneNumber,
  VatNumber: relation.VatNumber,
  ChamberOfCommerceNumber: relation.ChamberOfCommerceNumber,
  IbanNumbers: relation.IbanNumbers.filter((iban) => isValidIban(iban)),
  BicCode: relation.BicCode,
  DefaultPaymentTermCode: relation.DefaultPaymentTermCode,
  DefaultCurrency: relation.DefaultCurrency,
  IsBlocked: relation.IsBlocked,
});

const customerFieldsOf = (relation: ErpRelation) => ({
  Code: relation.Code.trim(),
  Name: relation.Name,
  Country: relation.Country,
  VatNumber: relation.VatNumber,
  ChamberOfCommerceNumber: relation.ChamberOfCommerceNumber,
  IbanNumbers: relation.IbanNumbers.filter((iban) => isValidIban(iban)),
  DefaultPaymentTermCode: relation.DefaultPaymentTermCode,
  DefaultCurrency: relation.DefaultCurrency,
  IsBlocked: relation.IsBlocked,
});

const emptyRelation: ErpRelation = {
  Code: '',
  Name: '',
  StreetAndNumber: '',
  Postcode: '',
  City: '',
  Country: '',
  EmailAddress: '',
  PhoneNumber: '',
  VatNumber: '',
  ChamberOfCommerceNumber: '',
  IbanNumbers: [],
  BicCode: '',
  DefaultPaymentTermCode: '',
  DefaultCurrency: '',
  IsBlocked: false,
};

/** The fields a synchronisation writes; the others keep what Ledgerline has. */
const VendorSyncFields = Object.keys(vendorFieldsOf(emptyRelation));
const CustomerSyncFields = Object.keys(customerFieldsOf(emptyRelation));

/** The last of each code (case-insensitively): one write may not touch a relation twice. */
function lastOfEachCode<T extends { code: string }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.code.toLowerCase(), row])).values()];
}

/**
 * Writes the vendors or customers the ERP handed over, by code, through the import's upsert: a changed IBAN is a
 * bank-account change with source Sync (a new account leaves the relation unconfirmed), a relation deleted in
 * Ledgerline returns. A field Ledgerline would refuse is written empty; a relation without code or name is
 * skipped.
 */
export async function syncRelations(
  tx: Tx,
  actor: Actor,
  companyId: string,
  kind: 'Vendors' | 'Customers',
  items: readonly ErpRelation[],
): Promise<SyncCounts> {
  const isVendor = kind === 'Vendors';
  const schema = isVendor ? VendorInput : CustomerInput;
  const rows: CheckedRow<VendorFields | CustomerFields>[] = [];
  let skipped = 0;
  for (const [index, relation] of items.entries()) {
    const code = relation.Code.trim();
    const parsed = code
      ? parseLeniently(schema, isVendor ? vendorFieldsOf(relation) : customerFieldsOf(relation), [
          isVendor ? 'ErpCode' : 'Code',
          'Name',
        ])
      : null;
    if (!parsed) skipped++;
    else rows.push({ row: index + 1, code, fields: parsed.value });
  }
  const unique = lastOfEachCode(rows);
  const mapped = isVendor ? VendorSyncFields : CustomerSyncFields;
  const counts = isVendor
    ? await upsertRelations(tx, actor, {
        kind: 'Vendor',
        companyId,
        rows: unique as CheckedRow<VendorFields>[],
        mapped,
        source: 'Sync',
      })
    : await upsertRelations(tx, actor, {
        kind: 'Customer',
        companyId,
        rows: unique as CheckedRow<CustomerFields>[],
        mapped,
        source: 'Sync',
      });
  return { ...counts, skipped };
}
