import type { ErpAdapter, LogisticsAdapter } from '../entities/enums';
import {
  type BaseFeature,
  BaseFeatures,
  type CodingRestriction,
  type DocumentFeature,
  DocumentFeatures,
} from './enums';
import type {
  CodingFeatureEntry,
  DocumentFeatureEntry,
  ErpFeatureSet,
  LogisticsFeatureSet,
} from './featureSet';
import {
  type CodingField,
  CodingFields,
  type CustomerField,
  CustomerFields,
  type PurchaseOrderLineField,
  PurchaseOrderLineFields,
  type VendorField,
  VendorFields,
} from './fields';
import { synchronizationOptionsFor } from './synchronizationOptions';

/** A coding field's restriction; a bare Optional may be changed by the company, a bare Mandatory not. */
export type CodingRule = CodingRestriction | { Restriction: CodingRestriction; CanBeChanged: boolean };

/** A restriction the company may change (e.g. a Mandatory it may relax). */
export const changeable = (Restriction: CodingRestriction): CodingRule => ({
  Restriction,
  CanBeChanged: true,
});

/** A restriction the company may not change (e.g. an Optional the ERP fixes). */
export const fixed = (Restriction: CodingRestriction): CodingRule => ({ Restriction, CanBeChanged: false });

/** The readable form of an ERP feature set; fields left out of Coding are NotAllowed. */
export type ErpFeatureSetDefinition = {
  /** Defaults to the adapter name: the adapter's default set. */
  Id?: string;
  ErpAdapter: ErpAdapter;
  Name: string;
  BaseFeatures: readonly BaseFeature[];
  DocumentFeatures: readonly DocumentFeature[];
  Coding: Partial<Record<CodingField, CodingRule>>;
  VendorFields: readonly VendorField[];
  CustomerFields: readonly CustomerField[];
  PurchaseOrderLineFields?: readonly PurchaseOrderLineField[];
  /** Defaults to 0.01: the ERP computes VAT itself, so only rounding may differ. */
  CodeMaxAllowedVatDifference?: number;
};

/** The readable form of a logistics feature set. */
export type LogisticsFeatureSetDefinition = {
  Id?: string;
  LogisticsAdapter: LogisticsAdapter;
  Name: string;
  TakesPurchaseOrdersFromErp?: boolean;
  BaseFeatures: readonly BaseFeature[];
  DocumentFeatures: readonly DocumentFeature[];
  PurchaseOrderLine: CodingRule;
  PurchaseOrderLineFields: readonly PurchaseOrderLineField[];
};

// Purchase invoices and credit notes are what the product is for: a company cannot switch them off.
const AlwaysOnDocumentFeatures: readonly DocumentFeature[] = ['PurchaseInvoice', 'PurchaseCreditNote'];

/** The entries of `all` that occur in `chosen`, in the order of `all` and without duplicates. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] =>
  all.filter((item) => chosen.includes(item));

const documentEntries = (chosen: readonly DocumentFeature[]): DocumentFeatureEntry[] =>
  inOrder(DocumentFeatures, chosen).map((Feature) => ({
    Feature,
    CanBeChanged: !AlwaysOnDocumentFeatures.includes(Feature),
  }));

function codingEntry(Feature: CodingField, rule: CodingRule | undefined): CodingFeatureEntry {
  if (rule === undefined) return { Feature, Restriction: 'NotAllowed', CanBeChanged: false };
  if (typeof rule === 'object') return { Feature, ...rule };
  return { Feature, Restriction: rule, CanBeChanged: rule === 'Optional' };
}

/** Builds an ERP feature set from its readable definition: lists in enum order, jobs from the features. */
export function defineErpFeatureSet(definition: ErpFeatureSetDefinition): ErpFeatureSet {
  const baseFeatures = inOrder(BaseFeatures, definition.BaseFeatures);
  return {
    Id: definition.Id ?? definition.ErpAdapter,
    ErpAdapter: definition.ErpAdapter,
    Name: definition.Name,
    BaseFeatures: baseFeatures,
    DocumentFeatures: documentEntries(definition.DocumentFeatures),
    CodingFeatures: CodingFields.map((field) => codingEntry(field, definition.Coding[field])),
    SupportedVendorFields: inOrder(VendorFields, definition.VendorFields),
    SupportedCustomerFields: inOrder(CustomerFields, definition.CustomerFields),
    SupportedPurchaseOrderLineFields: inOrder(
      PurchaseOrderLineFields,
      definition.PurchaseOrderLineFields ?? [],
    ),
    SynchronizationOptions: synchronizationOptionsFor(baseFeatures, 'erp'),
    CodeMaxAllowedVatDifference: definition.CodeMaxAllowedVatDifference ?? 0.01,
  };
}

/** Builds a logistics feature set from its readable definition. */
export function defineLogisticsFeatureSet(definition: LogisticsFeatureSetDefinition): LogisticsFeatureSet {
  const baseFeatures = inOrder(BaseFeatures, definition.BaseFeatures);
  return {
    Id: definition.Id ?? definition.LogisticsAdapter,
    LogisticsAdapter: definition.LogisticsAdapter,
    Name: definition.Name,
    TakesPurchaseOrdersFromErp: definition.TakesPurchaseOrdersFromErp ?? false,
    BaseFeatures: baseFeatures,
    DocumentFeatures: documentEntries(definition.DocumentFeatures),
    PurchaseOrderLine: codingEntry('PurchaseOrderLine', definition.PurchaseOrderLine),
    SupportedPurchaseOrderLineFields: inOrder(PurchaseOrderLineFields, definition.PurchaseOrderLineFields),
    SynchronizationOptions: synchronizationOptionsFor(baseFeatures, 'logistics'),
  };
}
