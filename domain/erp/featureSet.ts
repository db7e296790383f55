import type { ErpAdapter, LogisticsAdapter } from '../entities/enums';
import type { BaseFeature, CodingRestriction, CompanyUpdateJob, DocumentFeature } from './enums';
import type { CodingField, CustomerField, PurchaseOrderLineField, VendorField } from './fields';

/** A document feature a set supports, and whether a company may switch it off or on. */
export type DocumentFeatureEntry = { Feature: DocumentFeature; CanBeChanged: boolean };

/** How a set treats one coding field, and whether a company may change that restriction. */
export type CodingFeatureEntry = {
  Feature: CodingField;
  Restriction: CodingRestriction;
  CanBeChanged: boolean;
};

/** What one ERP adapter offers in one configuration (spec 002 §3 "ERP features per company"). */
export type ErpFeatureSet = {
  Id: string;
  ErpAdapter: ErpAdapter;
  Name: string;
  BaseFeatures: readonly BaseFeature[];
  DocumentFeatures: readonly DocumentFeatureEntry[];
  /** Every coding field, in CodingFields order. */
  CodingFeatures: readonly CodingFeatureEntry[];
  SupportedVendorFields: readonly VendorField[];
  SupportedCustomerFields: readonly CustomerField[];
  SupportedPurchaseOrderLineFields: readonly PurchaseOrderLineField[];
  SynchronizationOptions: readonly CompanyUpdateJob[];
  /** The largest difference between the invoice's VAT and the coded VAT the ERP accepts. */
  CodeMaxAllowedVatDifference: number;
};

/** What a logistics adapter adds: purchase orders, packing slips and goods receipts. */
export type LogisticsFeatureSet = {
  Id: string;
  LogisticsAdapter: LogisticsAdapter;
  Name: string;
  /** The purchase-order part comes from the company's ERP feature set instead of this set. */
  TakesPurchaseOrdersFromErp: boolean;
  BaseFeatures: readonly BaseFeature[];
  DocumentFeatures: readonly DocumentFeatureEntry[];
  /** The PurchaseOrderLine coding feature. */
  PurchaseOrderLine: CodingFeatureEntry;
  SupportedPurchaseOrderLineFields: readonly PurchaseOrderLineField[];
  SynchronizationOptions: readonly CompanyUpdateJob[];
};

/** A feature set as offered in a choice list. */
export type ErpFeatureSetSummary = { Id: string; Name: string; ErpAdapter: ErpAdapter };

/** A logistics feature set as offered in a choice list. */
export type LogisticFeatureSetSummary = { Id: string; Name: string; LogisticsAdapter: LogisticsAdapter };

/** The feature sets of one ERP adapter, its default first. */
export type AdapterFeatureSets = readonly [ErpFeatureSet, ...ErpFeatureSet[]];

/** The feature sets of some ERP adapters, as one data file gives them. */
export type FeatureSetsByAdapter = Partial<Record<ErpAdapter, AdapterFeatureSets>>;
