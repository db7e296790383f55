import { type CodingRule, changeable, defineErpFeatureSet } from '../builder';
import { BaseFeatures, DocumentFeatures } from '../enums';
import type { FeatureSetsByAdapter } from '../featureSet';
import {
  type CodingField,
  CodingFields,
  CustomerFields,
  PurchaseOrderLineFields,
  VendorFields,
} from '../fields';
import { invoiceDocuments, invoiceHeader } from './fieldGroups';

const everyCodingField = (rule: CodingRule): Partial<Record<CodingField, CodingRule>> =>
  Object.fromEntries(CodingFields.map((field) => [field, rule]));

// Both take VAT as entered, so a difference is allowed up to the spec's warning tolerance of 0.1.
const enteredVatTolerance = 0.1;

/** Api: an integrator exchanges data through our API, so every feature and field can be used. */
const api = defineErpFeatureSet({
  ErpAdapter: 'Api',
  Name: 'API',
  BaseFeatures,
  DocumentFeatures,
  // A booking line needs a ledger unless the integrator decides otherwise.
  Coding: { ...everyCodingField('Optional'), GeneralLedger: changeable('Mandatory') },
  VendorFields,
  CustomerFields,
  PurchaseOrderLineFields,
  CodeMaxAllowedVatDifference: enteredVatTolerance,
});

// Manual: no ERP connection; relations are kept in the workflow and documents are exported. Every field is
// optional; purchase orders only come through a logistics adapter, as there is no ERP to read them from.
const manual = defineErpFeatureSet({
  ErpAdapter: 'Manual',
  Name: 'Manual',
  BaseFeatures: ['CreateVendor', 'UpdateVendor', 'CreateCustomer', 'PaymentBatches'],
  DocumentFeatures: [...invoiceDocuments, ...invoiceHeader, 'PaymentDiscount'],
  Coding: { ...everyCodingField('Optional'), PurchaseOrderLine: 'NotAllowed' },
  VendorFields,
  CustomerFields,
  CodeMaxAllowedVatDifference: enteredVatTolerance,
});

/** The sets of the adapters without a real ERP behind them. */
export const genericSets = {
  Api: [api],
  Manual: [manual],
} satisfies FeatureSetsByAdapter;
