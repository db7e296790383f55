import { z } from 'zod';
import { isValidIban, toElectronicIban, validateBic } from '../iban/index';
import { isValidChamberOfCommerceNumber, isValidVatNumber } from './registrationNumbers';

/** The two kinds of relation: vendors (purchase) and customers (sales). */
export const RelationKinds = ['Vendor', 'Customer'] as const;
export type RelationKind = (typeof RelationKinds)[number];

/** Where a bank-account change came from. */
export const BankAccountChangeSources = ['Manual', 'Import', 'Sync'] as const;
export type BankAccountChangeSource = (typeof BankAccountChangeSources)[number];

const text = (max = 200) => z.string().trim().max(max, `Validation_Maximum_Length%%${max}`).default('');
const code = (max = 50) => text(max);
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = () => text(254).refine((value) => value === '' || emailShape.test(value), 'Validation_Email');
const country = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'Validation_Uppercase')
    .default('');
const currency = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{3}$/.test(value), 'Validation_Uppercase')
    .default('');
const iban = z
  .string()
  .trim()
  .refine((value) => isValidIban(value), 'Validation_Iban_Not_Valid')
  .transform((value) => toElectronicIban(value));
const ibans = () =>
  z
    .array(iban)
    .max(20, 'Validation_List_Maximum_Length%%20')
    .default([])
    .transform((list) => [...new Set(list)]);
const bic = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || validateBic(value).valid, 'Validation_Bic_Not_Valid')
    .default('');
const vatNumber = () =>
  text(30).refine((value) => value === '' || isValidVatNumber(value), 'Validation_Vat_Number_Not_Valid');
const chamberOfCommerce = () => text(20);
/** When the edited relation was last changed, as loaded: a save over someone else's later change is refused. */
const lastUpdate = z.string().max(40).optional();

/** Checks the chamber of commerce number against the relation's country (Dutch KvK: 8 digits). */
function refineChamberOfCommerce(
  value: { ChamberOfCommerceNumber: string; Country: string },
  ctx: z.RefinementCtx,
) {
  const number = value.ChamberOfCommerceNumber;
  if (number !== '' && !isValidChamberOfCommerceNumber(number, value.Country))
    ctx.addIssue({
      code: 'custom',
      path: ['ChamberOfCommerceNumber'],
      message: 'Validation_Chamber_Of_Commerce_Not_Valid',
    });
}

/** The editable fields of a vendor (spec 002 §3 Vendor); several IBANs, the first is IbanNumber. */
export const VendorInput = z
  .object({
    ErpCode: code(),
    Name: z.string().trim().min(1, 'Validation_Required').max(200, 'Validation_Maximum_Length%%200'),
    SearchName: text(),
    AddressName: text(),
    StreetAndNumber: text(),
    PostOfficeBox: text(50),
    Postcode: text(20),
    City: text(),
    PhoneNumber: text(50),
    Country: country(),
    ContactName: text(),
    ContactFirstName: text(100),
    ContactLastName: text(100),
    ContactPhoneNumber: text(50),
    ContactEmailAddress: email(),
    ContactFunction: text(100),
    EmailAddress: email(),
    DefaultCurrency: currency(),
    DefaultLedgerCode: code(),
    DefaultPaymentTermCode: code(),
    DefaultPaymentMethodCode: code(),
    DefaultVatCode: code(),
    DefaultVatCategory: code(),
    DefaultVatScenarioCode: code(),
    VatNumber: vatNumber(),
    IbanNumbers: ibans(),
    ChamberOfCommerceNumber: chamberOfCommerce(),
    BicCode: bic(),
    CreditorsAccount: code(),
    UseElectronicFundsTransfer: z.boolean().default(false),
    VendorTypeCode: code(),
    CustomerCode: code(),
    IsBlocked: z.boolean().default(false),
    LastUpdate: lastUpdate,
  })
  .superRefine(refineChamberOfCommerce);
export type VendorInput = z.input<typeof VendorInput>;
export type VendorFields = z.output<typeof VendorInput>;

/** The editable fields of a customer (spec 002 §3 Customer), plus the chamber of commerce number for matching. */
export const CustomerInput = z
  .object({
    Code: code(),
    Name: z.string().trim().min(1, 'Validation_Required').max(200, 'Validation_Maximum_Length%%200'),
    Country: country(),
    DebtorNumber: code(),
    DefaultCurrency: currency(),
    DefaultDescription: text(),
    VatNumber: vatNumber(),
    VatCategory: code(),
    DefaultVatCode: code(),
    DefaultVatScenarioCode: code(),
    DefaultPaymentTermCode: code(),
    DefaultPaymentMethodCode: code(),
    DefaultLedgerCode: code(),
    DefaultPurchaseOrderCode: code(),
    IbanNumbers: ibans(),
    ChamberOfCommerceNumber: chamberOfCommerce(),
    IsConfidential: z.boolean().default(false),
    IsBlocked: z.boolean().default(false),
    UseElectronicFundsTransfer: z.boolean().default(false),
    ContractManagementId: code(100),
    GAccountPercentage: z
      .number('Validation_Not_A_Number')
      .min(0, 'Validation_Percentage')
      .max(100, 'Validation_Percentage')
      .nullable()
      .default(null),
    UsesAmericanDateFormat: z.boolean().default(false),
    LastUpdate: lastUpdate,
  })
  .superRefine(refineChamberOfCommerce);
export type CustomerInput = z.input<typeof CustomerInput>;
export type CustomerFields = z.output<typeof CustomerInput>;

/** A vendor as the API answers it. */
export type Vendor = Omit<VendorFields, 'IbanNumbers'> & {
  Id: string;
  CompanyId: string;
  IbanNumber: string;
  IbanNumbers: string[];
  /** False from a bank-account change until a second user confirms it. */
  BankAccountConfirmed: boolean;
};

/** A customer as the API answers it. */
export type Customer = CustomerFields & { Id: string; CompanyId: string };

/** A relation creation request (spec 002 §3): the relation with IsVendor, for one company. */
export const RelationCreateRequest = z.object({
  CompanyId: z.uuid('Validation_Guid'),
  IsVendor: z.boolean('Validation_Required'),
  Relation: z.record(z.string(), z.unknown()),
});

/** The answer of POST /Relation/ (spec 002 §3 Create result). */
export type RelationCreateResult = {
  ErpActionId: string | null;
  RelationCreateId: string | null;
  ErrorMessage: string | null;
};

/** States of a relation creation while its ERP is asked. */
export const RelationCreateStatuses = ['Pending', 'Completed', 'Failed'] as const;
export type RelationCreateStatus = (typeof RelationCreateStatuses)[number];

/** What GetCreateStatus answers while the client polls (every 7 s, at most 10 times). */
export type RelationCreateState<T> = {
  Status: RelationCreateStatus;
  Relation: T | null;
  ErrorMessage: string | null;
};

/** Polling of a relation creation (spec 002 §9). */
export const RELATION_CREATE_POLL_MS = 7000;
export const RELATION_CREATE_POLL_TRIES = 10;
