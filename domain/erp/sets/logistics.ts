import type { LogisticsAdapter } from '../../entities/enums';
import { defineLogisticsFeatureSet } from '../builder';
import type { LogisticsFeatureSet } from '../featureSet';
import { PurchaseOrderLineFields } from '../fields';
import { orderLineItems, purchaseOrderDocuments } from './fieldGroups';

/** None: the company works without purchase orders. */
const none = defineLogisticsFeatureSet({
  LogisticsAdapter: 'None',
  Name: 'None',
  BaseFeatures: [],
  DocumentFeatures: [],
  PurchaseOrderLine: 'NotAllowed',
  PurchaseOrderLineFields: [],
});

/** Manual: purchase orders and receipts are entered or imported in the workflow; there is nothing to read. */
const manual = defineLogisticsFeatureSet({
  LogisticsAdapter: 'Manual',
  Name: 'Manual',
  BaseFeatures: [],
  DocumentFeatures: purchaseOrderDocuments,
  PurchaseOrderLine: 'Optional',
  PurchaseOrderLineFields: orderLineItems,
});

/** Erp: purchase orders and receipts come from the company's ERP, as far as its feature set reads them. */
const erp = defineLogisticsFeatureSet({
  LogisticsAdapter: 'Erp',
  Name: 'ERP',
  TakesPurchaseOrdersFromErp: true,
  BaseFeatures: [],
  DocumentFeatures: [],
  PurchaseOrderLine: 'NotAllowed',
  PurchaseOrderLineFields: [],
});

/** Api: an integrator pushes purchase orders and receipts with every line field. */
const api = defineLogisticsFeatureSet({
  LogisticsAdapter: 'Api',
  Name: 'API',
  BaseFeatures: [],
  DocumentFeatures: purchaseOrderDocuments,
  PurchaseOrderLine: 'Optional',
  PurchaseOrderLineFields,
});

// GreenCommerce, trade software for horticulture and garden centres, has its own server and login. Its orders
// are item orders: lines carry article, quantities and prices, no ledger coding.
const greenCommerce = defineLogisticsFeatureSet({
  LogisticsAdapter: 'GreenCommerce',
  Name: 'GreenCommerce',
  BaseFeatures: ['CheckLogin', 'SynchronizePurchaseOrders', 'SynchronizeGoodsReceipts'],
  DocumentFeatures: purchaseOrderDocuments,
  PurchaseOrderLine: 'Optional',
  PurchaseOrderLineFields: orderLineItems,
});

/** The logistics feature sets per adapter, the default first. */
export const logisticsSets: Record<
  LogisticsAdapter,
  readonly [LogisticsFeatureSet, ...LogisticsFeatureSet[]]
> = {
  None: [none],
  Manual: [manual],
  Erp: [erp],
  Api: [api],
  GreenCommerce: [greenCommerce],
};
