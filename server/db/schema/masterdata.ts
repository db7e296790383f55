import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

// Master data per company (spec 002 §3): relations, the ERP code lists a finance user codes against, purchase
// orders, periods, tags and posting templates. Search keys are lower-case generated columns so a prefix search uses
// a text_pattern_ops index and an infix search a trigram index (migration 0008).

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });

/** A vendor or a customer of a company: one table, two kinds, so search, import and matching have one path. */
export const relations = pgTable(
  'relations',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 'Vendor' or 'Customer'. */
    kind: text('kind').notNull(),
    /** The ERP's code: Vendor.ErpCode, Customer.Code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull().default(''),
    addressName: text('address_name').notNull().default(''),
    streetAndNumber: text('street_and_number').notNull().default(''),
    postOfficeBox: text('post_office_box').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    country: text('country').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactFirstName: text('contact_first_name').notNull().default(''),
    contactLastName: text('contact_last_name').notNull().default(''),
    contactPhoneNumber: text('contact_phone_number').notNull().default(''),
    contactEmailAddress: text('contact_email_address').notNull().default(''),
    contactFunction: text('contact_function').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    defaultCurrency: text('default_currency').notNull().default(''),
    defaultLedgerCode: text('default_ledger_code').notNull().default(''),
    defaultPaymentTermCode: text('default_payment_term_code').notNull().default(''),
    defaultPaymentMethodCode: text('default_payment_method_code').notNull().default(''),
    defaultVatCode: text('default_vat_code').notNull().default(''),
    /** Vendor.DefaultVatCategory, Customer.VatCategory. */
    vatCategory: text('vat_category').notNull().default(''),
    defaultVatScenarioCode: text('default_vat_scenario_code').notNull().default(''),
    defaultDescription: text('default_description').notNull().default(''),
    defaultPurchaseOrderCode: text('default_purchase_order_code').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    chamberOfCommerceNumber: text('chamber_of_commerce_number').notNull().default(''),
    /** Normalised IBANs; the first is Vendor.IbanNumber. */
    ibanNumbers: text('iban_numbers').array().notNull().default([]),
    bicCode: text('bic_code').notNull().default(''),
    creditorsAccount: text('creditors_account').notNull().default(''),
    debtorNumber: text('debtor_number').notNull().default(''),
    useElectronicFundsTransfer: boolean('use_electronic_funds_transfer').notNull().default(false),
    vendorTypeCode: text('vendor_type_code').notNull().default(''),
    customerCode: text('customer_code').notNull().default(''),
    contractManagementId: text('contract_management_id').notNull().default(''),
    gAccountPercentage: numeric('g_account_percentage', { precision: 7, scale: 2, mode: 'number' }),
    usesAmericanDateFormat: boolean('uses_american_date_format').notNull().default(false),
    isConfidential: boolean('is_confidential').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** False from a bank-account change until a second user confirms it; payment batches refuse it. */
    bankAccountConfirmed: boolean('bank_account_confirmed').notNull().default(true),
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(name)`),
    codeKey: text('code_key').generatedAlwaysAs(sql`lower(code)`),
    /** VAT and chamber of commerce numbers without spaces, dots and dashes, upper case: matching keys. */
    vatKey: text('vat_key').generatedAlwaysAs(sql`upper(regexp_replace(vat_number, '[\\s.-]+', '', 'g'))`),
    chamberOfCommerceKey: text('chamber_of_commerce_key').generatedAlwaysAs(
      sql`upper(regexp_replace(chamber_of_commerce_number, '[\\s.-]+', '', 'g'))`,
    ),
    /** What an infix search looks in: code, name and search name (trigram index). */
    searchKey: text('search_key').generatedAlwaysAs(sql`lower(code || ' ' || name || ' ' || search_name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('relations_company_kind_code_idx').on(t.tenantId, t.companyId, t.kind, t.codeKey),
    index('relations_name_key_idx').on(t.tenantId, t.companyId, t.kind, sql`${t.nameKey} text_pattern_ops`),
    index('relations_code_key_idx').on(t.tenantId, t.companyId, t.kind, sql`${t.codeKey} text_pattern_ops`),
    index('relations_vat_key_idx').on(t.tenantId, t.companyId, t.vatKey),
    index('relations_coc_key_idx').on(t.tenantId, t.companyId, t.chamberOfCommerceKey),
    index('relations_ibans_idx').using('gin', t.ibanNumbers),
    // The company leads (btree_gin), so an infix search reads only its own company's trigram entries.
    index('relations_company_search_trgm_idx').using('gin', t.companyId, sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** Who changed a relation's bank accounts from what to what, and who confirmed it. */
export const bankAccountChanges = pgTable(
  'bank_account_changes',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    relationId: uuid('relation_id')
      .notNull()
      .references(() => relations.id),
    changedBy: uuid('changed_by').references(() => users.id),
    /** Manual, Import or Sync. */
    source: text('source').notNull(),
    fromIbans: text('from_ibans').array().notNull(),
    toIbans: text('to_ibans').array().notNull(),
    changedAt: createdAt(),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('bank_account_changes_relation_idx').on(t.tenantId, t.relationId, t.changedAt)],
);

/** One entry of an ERP code list (ledger account, VAT code, cost centre …), its own fields nullable. */
export const erpCodes = pgTable(
  'erp_codes',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The code list: GeneralLedger, VatCode, Dimension1 … (domain/masterdata CodeLists). */
    list: text('list').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    defaultDescription: text('default_description').notNull().default(''),
    isBlocked: boolean('is_blocked').notNull().default(false),
    // Own fields of some lists.
    percentage: numeric('percentage', { precision: 7, scale: 3, mode: 'number' }),
    category: text('category'),
    scenarioCode: text('scenario_code'),
    accountType: text('account_type'),
    vatCode: text('vat_code'),
    ledgerCode: text('ledger_code'),
    days: integer('days'),
    unit: text('unit'),
    unitPrice: numeric('unit_price', { precision: 18, scale: 3, mode: 'number' }),
    symbol: text('symbol'),
    codeKey: text('code_key').generatedAlwaysAs(sql`lower(code)`),
    descriptionKey: text('description_key').generatedAlwaysAs(sql`lower(description)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('erp_codes_company_list_code_idx').on(t.tenantId, t.companyId, t.list, t.codeKey),
    index('erp_codes_code_key_idx').on(t.tenantId, t.companyId, t.list, sql`${t.codeKey} text_pattern_ops`),
    index('erp_codes_description_key_idx').on(
      t.tenantId,
      t.companyId,
      t.list,
      sql`${t.descriptionKey} text_pattern_ops`,
    ),
  ],
);

/** A purchase order of a company with its invoiced status (spec 002 §3–§4). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    vendorCode: text('vendor_code').notNull().default(''),
    description: text('description').notNull().default(''),
    orderDate: date('order_date', { mode: 'string' }),
    currency: text('currency').notNull().default('EUR'),
    /** Set by hand only for Cancelled; otherwise follows the lines (domain invoicedStatus). */
    invoicedStatus: text('invoiced_status').notNull().default('New'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    codeKey: text('code_key').generatedAlwaysAs(sql`lower(code)`),
    vendorCodeKey: text('vendor_code_key').generatedAlwaysAs(sql`lower(vendor_code)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_company_code_idx').on(t.tenantId, t.companyId, t.codeKey),
    index('purchase_orders_vendor_idx').on(t.tenantId, t.companyId, t.vendorCodeKey, t.isDeleted, t.codeKey),
  ],
);

/** A line of a purchase order: what was ordered, received and invoiced. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    articleCode: text('article_code').notNull().default(''),
    description: text('description').notNull().default(''),
    quantity: quantity('quantity').notNull().default(0),
    quantityInvoiced: quantity('quantity_invoiced').notNull().default(0),
    quantityReceived: quantity('quantity_received').notNull().default(0),
    unitPrice: numeric('unit_price', { precision: 18, scale: 3, mode: 'number' }).notNull().default(0),
    amount: money('amount').notNull().default(0),
    ledgerCode: text('ledger_code').notNull().default(''),
    vatCode: text('vat_code').notNull().default(''),
    dimension1: text('dimension1').notNull().default(''),
    dimension2: text('dimension2').notNull().default(''),
    project: text('project').notNull().default(''),
  },
  (t) => [index('purchase_order_lines_order_idx').on(t.tenantId, t.purchaseOrderId, t.lineNumber)],
);

/** A bookkeeping period of a company (spec 002 §3 Period), open or closed. */
export const periods = pgTable(
  'periods',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('periods_company_code_idx').on(t.tenantId, t.companyId, t.code),
    index('periods_company_start_idx').on(t.tenantId, t.companyId, t.startDate),
  ],
);

/** A tag of the customer environment (spec 002 §3 Tag). */
export const tags = pgTable(
  'tags',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(name)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_name_key_idx').on(t.tenantId, t.nameKey)],
);

/** A posting template: how an invoice's amount is split over ledger lines (spec 002 §3). */
export const postingTemplates = pgTable(
  'posting_templates',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** What the template applies to: All, Vendor or Customer. */
    targetType: text('target_type').notNull().default('All'),
    relationCode: text('relation_code').notNull().default(''),
    sortNumber: integer('sort_number').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    documentType: text('document_type').notNull().default('PurchaseInvoice'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('posting_templates_company_idx').on(t.tenantId, t.companyId, t.sortNumber)],
);

/** A line of a posting template: a split type with an amount or percentage and its coding. */
export const postingTemplateLines = pgTable(
  'posting_template_lines',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => postingTemplates.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** The split type: Fixed, Percentage or Rest. */
    amountType: text('amount_type').notNull(),
    amount: money('amount'),
    percentage: numeric('percentage', { precision: 7, scale: 3, mode: 'number' }),
    description: text('description').notNull().default(''),
    ledgerCode: text('ledger_code').notNull().default(''),
    vatCode: text('vat_code').notNull().default(''),
    dimension1: text('dimension1').notNull().default(''),
    dimension2: text('dimension2').notNull().default(''),
    dimension3: text('dimension3').notNull().default(''),
    dimension4: text('dimension4').notNull().default(''),
    dimension5: text('dimension5').notNull().default(''),
    project: text('project').notNull().default(''),
  },
  (t) => [index('posting_template_lines_template_idx').on(t.tenantId, t.templateId, t.lineNumber)],
);

/** A relation created through POST /Relation/, polled by GetCreateStatus until its ERP has it. */
export const relationCreateRequests = pgTable('relation_create_requests', {
  tenantId: tenantId(),
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  isVendor: boolean('is_vendor').notNull(),
  /** Pending, Completed or Failed. */
  status: text('status').notNull(),
  relationId: uuid('relation_id').references(() => relations.id),
  erpActionId: uuid('erp_action_id'),
  errorMessage: text('error_message').notNull().default(''),
  requestedBy: uuid('requested_by').references(() => users.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The column mapping an import of a company last used, per target (Vendor, Customer or a code list). */
export const importMappings = pgTable(
  'import_mappings',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    target: text('target').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('import_mappings_company_target_idx').on(t.tenantId, t.companyId, t.target)],
);
