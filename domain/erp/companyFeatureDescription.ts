import type { Company } from '../entities/company';
import type { ErpAdapter } from '../entities/enums';
import {
  type BaseFeature,
  BaseFeatures,
  type CodingRestriction,
  DocumentFeatures,
  LogisticsBaseFeatures,
  LogisticsDocumentFeatures,
} from './enums';
import type { CodingFeatureEntry, DocumentFeatureEntry } from './featureSet';
import type { CodingField, CustomerField, PurchaseOrderLineField, VendorField } from './fields';
import { featureSetFor, logisticsFeatureSetFor } from './registry';

/** The company fields that decide its features: its adapters and the feature sets chosen for them. */
export type CompanyFeatureChoice = Pick<
  Company,
  'Id' | 'ErpAdapter' | 'LogisticsAdapter' | 'ErpFeatureSetId' | 'LogisticsFeatureSetId'
>;

/** The Company feature description of spec 000 §3. */
export type CompanyFeatureDescription = {
  CompanyId: string;
  ErpAdapter: ErpAdapter;
  CodeMaxAllowedVatDifference: number;
  BaseFeatures: BaseFeature[];
  /** Every coding field, in CodingFields order. */
  CodingFeatures: CodingFeatureEntry[];
  DocumentFeatures: DocumentFeatureEntry[];
  SupportedVendorFields: VendorField[];
  SupportedCustomerFields: CustomerField[];
  SupportedPurchaseOrderLineFields: PurchaseOrderLineField[];
  /** The coding fields a line shows: those not NotAllowed, in CodingFields order. */
  OrderedCodingFields: CodingField[];
};

// The purchase-order part (purchase orders, receipts, packing slips, the PurchaseOrderLine coding field and
// the order line fields) belongs to the logistics adapter; the Erp logistics adapter takes it from the ERP set.

/** What a company can do: its ERP feature set with its logistics feature set merged in. */
export function companyFeatureDescription(company: CompanyFeatureChoice): CompanyFeatureDescription {
  const erp = featureSetFor(company.ErpAdapter, company.ErpFeatureSetId);
  const logistics = logisticsFeatureSetFor(company.LogisticsAdapter, company.LogisticsFeatureSetId);
  const orders = logistics.TakesPurchaseOrdersFromErp ? erp : logistics;

  const baseFeatures = BaseFeatures.filter((feature) =>
    LogisticsBaseFeatures.includes(feature)
      ? orders.BaseFeatures.includes(feature)
      : erp.BaseFeatures.includes(feature) || logistics.BaseFeatures.includes(feature),
  );
  const documentFeatures = DocumentFeatures.flatMap((feature) => {
    const sources = LogisticsDocumentFeatures.includes(feature) ? [orders] : [erp, logistics];
    const entry = sources
      .flatMap((set) => set.DocumentFeatures)
      .find((candidate) => candidate.Feature === feature);
    return entry ? [entry] : [];
  });
  const codingFeatures = erp.CodingFeatures.map((entry) =>
    entry.Feature === 'PurchaseOrderLine' && !logistics.TakesPurchaseOrdersFromErp
      ? logistics.PurchaseOrderLine
      : entry,
  );

  return {
    CompanyId: company.Id,
    ErpAdapter: company.ErpAdapter,
    CodeMaxAllowedVatDifference: erp.CodeMaxAllowedVatDifference,
    BaseFeatures: baseFeatures,
    CodingFeatures: codingFeatures,
    DocumentFeatures: documentFeatures,
    SupportedVendorFields: [...erp.SupportedVendorFields],
    SupportedCustomerFields: [...erp.SupportedCustomerFields],
    SupportedPurchaseOrderLineFields: [...orders.SupportedPurchaseOrderLineFields],
    OrderedCodingFields: codingFeatures
      .filter((entry) => entry.Restriction !== 'NotAllowed')
      .map((entry) => entry.Feature),
  };
}

/** How a company's coding lines treat a field. */
export function codingFieldRequirement(
  description: Pick<CompanyFeatureDescription, 'CodingFeatures'>,
  field: CodingField,
): CodingRestriction {
  return description.CodingFeatures.find((entry) => entry.Feature === field)?.Restriction ?? 'NotAllowed';
}

/** Whether any of the companies has this base feature; an unknown function is off. */
export function isErpFunctionEnabled(
  erpFunction: string,
  companies: readonly CompanyFeatureChoice[],
): boolean {
  return companies.some((company) =>
    companyFeatureDescription(company).BaseFeatures.some((feature) => feature === erpFunction),
  );
}
