import { boolean, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantId, updatedAt } from './columns';

/** A company of a customer, linked to an ERP system (spec 000 §3 Company with the detail fields). */
export const companies = pgTable(
  'companies',
  {
    tenantId: tenantId(),
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull().default(''),
    country: text('country').notNull().default('NL'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    erpLoginStatus: text('erp_login_status').notNull().default('Unknown'),
    erpAdapter: text('erp_adapter').notNull().default('Manual'),
    usesSalesInvoices: boolean('uses_sales_invoices').notNull().default(false),
    usesPackingSlips: boolean('uses_packing_slips').notNull().default(false),
    logisticsAdapter: text('logistics_adapter').notNull().default('None'),
    currency: text('currency').notNull().default('EUR'),
    usedCoding: text('used_coding').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    isVatDeductible: boolean('is_vat_deductible').notNull().default(true),
    allowOverrideVatDeductible: boolean('allow_override_vat_deductible').notNull().default(false),
    vatDeductibleCode: text('vat_deductible_code').notNull().default(''),
    purchaseOrderLedgerCode: text('purchase_order_ledger_code').notNull().default(''),
    targetAdministrations: text('target_administrations').array().notNull().default([]),
    ibans: text('ibans').array().notNull().default([]),
    chamberOfCommerceNumber: text('chamber_of_commerce_number').notNull().default(''),
    erpVariable1: text('erp_variable1').notNull().default(''),
    erpVariable2: text('erp_variable2').notNull().default(''),
    erpFeatureSetId: text('erp_feature_set_id'),
    logisticsFeatureSetId: text('logistics_feature_set_id'),
    usesErpExtraVariable1: boolean('uses_erp_extra_variable1').notNull().default(false),
    usesErpExtraVariable2: boolean('uses_erp_extra_variable2').notNull().default(false),
    usesErpExtraVariable3: boolean('uses_erp_extra_variable3').notNull().default(false),
    defaultPurchaseJournal: text('default_purchase_journal').notNull().default(''),
    defaultSalesJournal: text('default_sales_journal').notNull().default(''),
    defaultDebtorsAccount: text('default_debtors_account').notNull().default(''),
    defaultCreditorsAccount: text('default_creditors_account').notNull().default(''),
    usesVerifyFreeField1: boolean('uses_verify_free_field1').notNull().default(false),
    usesVerifyFreeField2: boolean('uses_verify_free_field2').notNull().default(false),
    supportsCoding: boolean('supports_coding').notNull().default(true),
    periodDateBehavior: text('period_date_behavior').notNull().default('InvoiceDate'),
    integrationVersion: text('integration_version').notNull().default(''),
    integrationExtensionVersion: text('integration_extension_version').notNull().default(''),
    usesAmericanDateFormatForVendors: boolean('uses_american_date_format_for_vendors')
      .notNull()
      .default(false),
    usesAmericanDateFormatForCustomers: boolean('uses_american_date_format_for_customers')
      .notNull()
      .default(false),
    branchId: text('branch_id').notNull().default(''),
    usesElectronicFundsTransfer: boolean('uses_electronic_funds_transfer').notNull().default(false),
    usesPurchaseOrderLines: boolean('uses_purchase_order_lines').notNull().default(false),
    /** An invoice waits in Wait_For_Purchase_Order_Match until it matches an order within the tolerances. */
    purchaseOrderMatchRequired: boolean('purchase_order_match_required').notNull().default(false),
    /** TwoWay (order vs invoice) or ThreeWay (also received quantities). */
    purchaseOrderMatchMode: text('purchase_order_match_mode').notNull().default('TwoWay'),
    priceTolerancePercentage: numeric('price_tolerance_percentage', {
      precision: 7,
      scale: 3,
      mode: 'number',
    })
      .notNull()
      .default(0),
    priceToleranceAmount: numeric('price_tolerance_amount', { precision: 18, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    quantityTolerancePercentage: numeric('quantity_tolerance_percentage', {
      precision: 7,
      scale: 3,
      mode: 'number',
    })
      .notNull()
      .default(0),
    logisticsServer: text('logistics_server').notNull().default(''),
    logisticsLogin: text('logistics_login').notNull().default(''),
    logisticsPassword: text('logistics_password').notNull().default(''),
    databaseServerUrl: text('database_server_url').notNull().default(''),
    erpVersion: text('erp_version').notNull().default(''),
    erpParentCompanyId: uuid('erp_parent_company_id'),
    description: text('description').notNull().default(''),
    erpExportDocument: boolean('erp_export_document').notNull().default(false),
    erpLastError: text('erp_last_error').notNull().default(''),
    /** The ERP password (issue 14): never shown again, like the logistics password. */
    erpPassword: text('erp_password').notNull().default(''),
    /** Scheduled synchronisation of the ERP's master data, every so many minutes; 0 is never. */
    erpSyncEveryMinutes: integer('erp_sync_every_minutes').notNull().default(0),
    erpLastSyncAt: timestamp('erp_last_sync_at', { withTimezone: true, mode: 'string' }),
    erpXmlPath: text('erp_xml_path').notNull().default(''),
    erpId: text('erp_id').notNull().default(''),
    /** The bank's SEPA profile for credit-transfer files (issue 15): Generic, DutchBanks, GermanGbic. */
    sepaProfile: text('sepa_profile').notNull().default('Generic'),
    /** The pain.001 version the bank expects: pain.001.001.03 or pain.001.001.09. */
    painVersion: text('pain_version').notNull().default('pain.001.001.03'),
    /** The account payment batches pay from (the debtor). */
    paymentIban: text('payment_iban').notNull().default(''),
    paymentBic: text('payment_bic').notNull().default(''),
    /** Nets a vendor's credit notes and partial payments with its invoices in one payment. */
    netCreditNotes: boolean('net_credit_notes').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('companies_tenant_name_idx').on(table.tenantId, table.name)],
);
