import { type Company, type CompanyDetail, PasswordPlaceholder } from '../../domain/entities/company';
import { OnlineErpAdapters } from '../../domain/entities/enums';
import type { companies } from '../db/schema/index';

type CompanyRow = typeof companies.$inferSelect;

/** The Company entity of spec 000 §3. */
export function presentCompany(row: CompanyRow): Company {
  return {
    Id: row.id,
    Name: row.name,
    DisplayName: row.displayName || row.name,
    Country: row.country,
    IsDeleted: row.isDeleted,
    ErpLoginStatus: row.erpLoginStatus as Company['ErpLoginStatus'],
    ErpAdapter: row.erpAdapter as Company['ErpAdapter'],
    UsesSalesInvoices: row.usesSalesInvoices,
    UsesPackingSlips: row.usesPackingSlips,
    LogisticsAdapter: row.logisticsAdapter as Company['LogisticsAdapter'],
    Currency: row.currency,
    IsOnlineErpAdapter: (OnlineErpAdapters as readonly string[]).includes(row.erpAdapter),
    UsedCoding: row.usedCoding,
    VatNumber: row.vatNumber,
    IsVatDeductible: row.isVatDeductible,
    AllowOverrideVatDeductible: row.allowOverrideVatDeductible,
    VatDeductibleCode: row.vatDeductibleCode,
    PurchaseOrderLedgerCode: row.purchaseOrderLedgerCode,
    TargetAdministrations: row.targetAdministrations,
    Ibans: row.ibans,
    ChamberOfCommerceNumber: row.chamberOfCommerceNumber,
    ErpVariable1: row.erpVariable1,
    ErpVariable2: row.erpVariable2,
    ErpFeatureSetId: row.erpFeatureSetId,
    LogisticsFeatureSetId: row.logisticsFeatureSetId,
    UsesErpExtraVariable1: row.usesErpExtraVariable1,
    UsesErpExtraVariable2: row.usesErpExtraVariable2,
    UsesErpExtraVariable3: row.usesErpExtraVariable3,
    DefaultPurchaseJournal: row.defaultPurchaseJournal,
    DefaultSalesJournal: row.defaultSalesJournal,
    DefaultDebtorsAccount: row.defaultDebtorsAccount,
    DefaultCreditorsAccount: row.defaultCreditorsAccount,
    UsesVerifyFreeField1: row.usesVerifyFreeField1,
    UsesVerifyFreeField2: row.usesVerifyFreeField2,
    SupportsCoding: row.supportsCoding,
    PeriodDateBehavior: row.periodDateBehavior as Company['PeriodDateBehavior'],
    IntegrationVersion: row.integrationVersion,
    IntegrationExtensionVersion: row.integrationExtensionVersion,
    UsesAmericanDateFormatForVendors: row.usesAmericanDateFormatForVendors,
    UsesAmericanDateFormatForCustomers: row.usesAmericanDateFormatForCustomers,
    BranchId: row.branchId,
    UsesElectronicFundsTransfer: row.usesElectronicFundsTransfer,
    UsesPurchaseOrderLines: row.usesPurchaseOrderLines,
    PurchaseOrderMatchRequired: row.purchaseOrderMatchRequired,
    PurchaseOrderMatchMode: row.purchaseOrderMatchMode === 'ThreeWay' ? 'ThreeWay' : 'TwoWay',
    PriceTolerancePercentage: row.priceTolerancePercentage,
    PriceToleranceAmount: row.priceToleranceAmount,
    QuantityTolerancePercentage: row.quantityTolerancePercentage,
  };
}

/** The company detail view: connection details (secrets masked) and the company's settings. */
export function presentCompanyDetail(row: CompanyRow, settings: CompanyDetail['Settings']): CompanyDetail {
  return {
    ...presentCompany(row),
    LogisticsServer: row.logisticsServer,
    LogisticsLogin: row.logisticsLogin,
    LogisticsPassword: row.logisticsPassword ? PasswordPlaceholder : '',
    DatabaseServerUrl: row.databaseServerUrl,
    ErpPassword: row.erpPassword ? PasswordPlaceholder : '',
    ErpSyncEveryMinutes: row.erpSyncEveryMinutes,
    ErpLastSyncAt: row.erpLastSyncAt,
    ErpVersion: row.erpVersion,
    ErpParentCompanyId: row.erpParentCompanyId,
    Description: row.description,
    ErpExportDocument: row.erpExportDocument,
    ErpLastError: row.erpLastError,
    ErpXmlPath: row.erpXmlPath,
    ErpId: row.erpId,
    SepaProfile: row.sepaProfile as CompanyDetail['SepaProfile'],
    PainVersion: row.painVersion as CompanyDetail['PainVersion'],
    PaymentIban: row.paymentIban,
    PaymentBic: row.paymentBic,
    NetCreditNotes: row.netCreditNotes,
    Settings: settings,
  };
}
