import type { z } from 'zod';
import { type CompanyInput, PasswordPlaceholder } from '../../../domain/entities/company';
import { toElectronicIban } from '../../../domain/iban/index';
import type { companies } from '../../db/schema/index';

type Input = z.output<typeof CompanyInput>;

/** The row columns for the editable fields of a company; the password placeholder keeps the stored one. */
export function companyColumns(input: Input): Partial<typeof companies.$inferInsert> {
  return {
    name: input.Name,
    displayName: input.DisplayName,
    country: input.Country,
    erpAdapter: input.ErpAdapter,
    usesSalesInvoices: input.UsesSalesInvoices,
    usesPackingSlips: input.UsesPackingSlips,
    logisticsAdapter: input.LogisticsAdapter,
    currency: input.Currency,
    usedCoding: input.UsedCoding,
    vatNumber: input.VatNumber,
    isVatDeductible: input.IsVatDeductible,
    allowOverrideVatDeductible: input.AllowOverrideVatDeductible,
    vatDeductibleCode: input.VatDeductibleCode,
    purchaseOrderLedgerCode: input.PurchaseOrderLedgerCode,
    targetAdministrations: input.TargetAdministrations,
    // Typed or pasted with a label or dots, an IBAN is stored in its electronic format.
    ibans: input.Ibans.map(toElectronicIban),
    chamberOfCommerceNumber: input.ChamberOfCommerceNumber,
    erpVariable1: input.ErpVariable1,
    erpVariable2: input.ErpVariable2,
    erpFeatureSetId: input.ErpFeatureSetId,
    logisticsFeatureSetId: input.LogisticsFeatureSetId,
    usesErpExtraVariable1: input.UsesErpExtraVariable1,
    usesErpExtraVariable2: input.UsesErpExtraVariable2,
    usesErpExtraVariable3: input.UsesErpExtraVariable3,
    defaultPurchaseJournal: input.DefaultPurchaseJournal,
    defaultSalesJournal: input.DefaultSalesJournal,
    defaultDebtorsAccount: input.DefaultDebtorsAccount,
    defaultCreditorsAccount: input.DefaultCreditorsAccount,
    usesVerifyFreeField1: input.UsesVerifyFreeField1,
    usesVerifyFreeField2: input.UsesVerifyFreeField2,
    supportsCoding: input.SupportsCoding,
    periodDateBehavior: input.PeriodDateBehavior,
    integrationVersion: input.IntegrationVersion,
    integrationExtensionVersion: input.IntegrationExtensionVersion,
    usesAmericanDateFormatForVendors: input.UsesAmericanDateFormatForVendors,
    usesAmericanDateFormatForCustomers: input.UsesAmericanDateFormatForCustomers,
    branchId: input.BranchId,
    usesElectronicFundsTransfer: input.UsesElectronicFundsTransfer,
    usesPurchaseOrderLines: input.UsesPurchaseOrderLines,
    purchaseOrderMatchRequired: input.PurchaseOrderMatchRequired,
    purchaseOrderMatchMode: input.PurchaseOrderMatchMode,
    priceTolerancePercentage: input.PriceTolerancePercentage,
    priceToleranceAmount: input.PriceToleranceAmount,
    quantityTolerancePercentage: input.QuantityTolerancePercentage,
    logisticsServer: input.LogisticsServer,
    logisticsLogin: input.LogisticsLogin,
    ...(input.LogisticsPassword === PasswordPlaceholder
      ? {}
      : { logisticsPassword: input.LogisticsPassword }),
    databaseServerUrl: input.DatabaseServerUrl,
    ...(input.ErpPassword === PasswordPlaceholder ? {} : { erpPassword: input.ErpPassword }),
    erpSyncEveryMinutes: input.ErpSyncEveryMinutes,
    erpVersion: input.ErpVersion,
    erpParentCompanyId: input.ErpParentCompanyId,
    description: input.Description,
    erpExportDocument: input.ErpExportDocument,
    erpXmlPath: input.ErpXmlPath,
    erpId: input.ErpId,
    sepaProfile: input.SepaProfile,
    painVersion: input.PainVersion,
    paymentIban: input.PaymentIban.replace(/[\s-]/g, '').toUpperCase(),
    paymentBic: input.PaymentBic.replace(/\s/g, '').toUpperCase(),
    netCreditNotes: input.NetCreditNotes,
  };
}
