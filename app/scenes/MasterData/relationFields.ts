import type { CustomerInput, RelationKind, VendorInput } from '../../../domain/masterdata/index';
import type { MasterDataEntity } from '../../api/masterdata';

/** How a relation field is edited. */
export type RelationFieldKind =
  | { type: 'text'; required?: boolean; maxLength?: number; upper?: boolean }
  | { type: 'switch' }
  | { type: 'percentage' }
  | { type: 'vatCategory' }
  | { type: 'masterData'; entity: MasterDataEntity }
  | { type: 'ibans' };

/** A field of a relation form: its name, how it is edited, and the ERP field name that decides whether it shows. */
export type RelationField<M> = {
  name: keyof M & string;
  kind: RelationFieldKind;
  /** The name in the ERP's supported fields, when it differs; null: always shown. */
  erpField?: string | null;
  /** Takes a whole row of the grid. */
  wide?: boolean;
};

/** A titled group of fields. */
export type RelationSectionDef<M> = { key: string; title: string; fields: RelationField<M>[] };

const text = (options: { required?: boolean; maxLength?: number; upper?: boolean } = {}) =>
  ({ type: 'text', ...options }) as const;
const toggle = { type: 'switch' } as const;
const list = (entity: MasterDataEntity) => ({ type: 'masterData', entity }) as const;

/** The vendor form, section by section (spec 002 §3 Vendor). */
export const vendorSections: RelationSectionDef<VendorInput>[] = [
  {
    key: 'General',
    title: 'Relation_Section_General',
    fields: [
      { name: 'ErpCode', kind: text({ maxLength: 50 }) },
      { name: 'Name', kind: text({ required: true, maxLength: 200 }) },
      { name: 'SearchName', kind: text() },
      { name: 'VendorTypeCode', kind: text({ maxLength: 50 }) },
      { name: 'CustomerCode', kind: text({ maxLength: 50 }) },
      { name: 'IsBlocked', kind: toggle, erpField: null },
    ],
  },
  {
    key: 'Address',
    title: 'Relation_Section_Address',
    fields: [
      { name: 'AddressName', kind: text() },
      { name: 'StreetAndNumber', kind: text() },
      { name: 'PostOfficeBox', kind: text({ maxLength: 50 }) },
      { name: 'Postcode', kind: text({ maxLength: 20 }) },
      { name: 'City', kind: text() },
      { name: 'Country', kind: text({ maxLength: 2, upper: true }) },
      { name: 'PhoneNumber', kind: text({ maxLength: 50 }) },
      { name: 'EmailAddress', kind: text({ maxLength: 254 }) },
    ],
  },
  {
    key: 'Contact',
    title: 'Relation_Section_Contact',
    fields: [
      { name: 'ContactName', kind: text() },
      { name: 'ContactFirstName', kind: text({ maxLength: 100 }) },
      { name: 'ContactLastName', kind: text({ maxLength: 100 }) },
      { name: 'ContactFunction', kind: text({ maxLength: 100 }) },
      { name: 'ContactPhoneNumber', kind: text({ maxLength: 50 }) },
      { name: 'ContactEmailAddress', kind: text({ maxLength: 254 }) },
    ],
  },
  {
    key: 'Defaults',
    title: 'Relation_Section_Defaults',
    fields: [
      { name: 'DefaultLedgerCode', kind: list('GeneralLedger') },
      { name: 'DefaultVatCode', kind: list('VatCode') },
      { name: 'DefaultVatCategory', kind: { type: 'vatCategory' } },
      { name: 'DefaultVatScenarioCode', kind: list('VatScenario') },
      { name: 'DefaultPaymentTermCode', kind: list('PaymentTerm') },
      { name: 'DefaultPaymentMethodCode', kind: list('PaymentMethod') },
      { name: 'DefaultCurrency', kind: list('Currency') },
    ],
  },
  {
    key: 'Registration',
    title: 'Relation_Section_Registration',
    fields: [
      { name: 'VatNumber', kind: text({ maxLength: 30, upper: true }) },
      { name: 'ChamberOfCommerceNumber', kind: text({ maxLength: 20 }) },
    ],
  },
];

/** The vendor's bank fields (their own section, with the confirmation block). */
export const vendorBankFields: RelationField<VendorInput>[] = [
  { name: 'IbanNumbers', kind: { type: 'ibans' }, erpField: 'IbanNumber', wide: true },
  { name: 'BicCode', kind: text({ maxLength: 11, upper: true }) },
  { name: 'CreditorsAccount', kind: text({ maxLength: 50 }) },
  { name: 'UseElectronicFundsTransfer', kind: toggle },
];

/** The customer form, section by section (spec 002 §3 Customer). */
export const customerSections: RelationSectionDef<CustomerInput>[] = [
  {
    key: 'General',
    title: 'Relation_Section_General',
    fields: [
      { name: 'Code', kind: text({ maxLength: 50 }) },
      { name: 'Name', kind: text({ required: true, maxLength: 200 }) },
      { name: 'DebtorNumber', kind: text({ maxLength: 50 }) },
      { name: 'Country', kind: text({ maxLength: 2, upper: true }) },
      { name: 'DefaultDescription', kind: text() },
      { name: 'ContractManagementId', kind: text({ maxLength: 100 }) },
      { name: 'IsConfidential', kind: toggle },
      { name: 'UsesAmericanDateFormat', kind: toggle },
      { name: 'IsBlocked', kind: toggle, erpField: null },
    ],
  },
  {
    key: 'Defaults',
    title: 'Relation_Section_Defaults',
    fields: [
      { name: 'DefaultLedgerCode', kind: list('GeneralLedger') },
      { name: 'DefaultVatCode', kind: list('VatCode') },
      { name: 'VatCategory', kind: { type: 'vatCategory' } },
      { name: 'DefaultVatScenarioCode', kind: list('VatScenario') },
      { name: 'DefaultPaymentTermCode', kind: list('PaymentTerm') },
      { name: 'DefaultPaymentMethodCode', kind: list('PaymentMethod') },
      { name: 'DefaultCurrency', kind: list('Currency') },
      { name: 'DefaultPurchaseOrderCode', kind: text({ maxLength: 50 }) },
      { name: 'GAccountPercentage', kind: { type: 'percentage' } },
    ],
  },
  {
    key: 'Bank',
    title: 'Relation_Section_Bank',
    fields: [
      { name: 'IbanNumbers', kind: { type: 'ibans' }, wide: true },
      { name: 'UseElectronicFundsTransfer', kind: toggle },
    ],
  },
  {
    key: 'Registration',
    title: 'Relation_Section_Registration',
    fields: [
      { name: 'VatNumber', kind: text({ maxLength: 30, upper: true }) },
      { name: 'ChamberOfCommerceNumber', kind: text({ maxLength: 20 }) },
    ],
  },
];

/** The translation key of a relation field's label; the server's Excel export uses the same keys. */
export function relationFieldLabel(kind: RelationKind, field: string): string {
  return `${kind}_${field}`;
}

/** Whether the company's ERP keeps a field; without a feature description every field shows. */
export function isFieldShown<M>(field: RelationField<M>, supported: readonly string[] | undefined): boolean {
  if (field.erpField === null || !supported) return true;
  return supported.includes(field.erpField ?? field.name);
}
