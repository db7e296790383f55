import {
  DocumentTypeSegments,
  type OverviewDocumentType,
  OverviewTitleKeys,
} from '../../../domain/documents';

/** How a document type presents itself: route segments, title keys and its calm accent colour (spec 001 §1). */
export type DocumentTypeLook = {
  type: OverviewDocumentType;
  overviewPath: string;
  detailPath: string;
  /** Route name of the overview and of one document (Navigation translations). */
  overviewTitle: string;
  detailTitle: string;
  /** Mantine colour: purchase green, sales light blue, packing slips orange. */
  color: string;
};

const look = (type: OverviewDocumentType, detailTitle: string, color: string): DocumentTypeLook => ({
  type,
  overviewPath: `/${DocumentTypeSegments[type].overview}`,
  detailPath: `/${DocumentTypeSegments[type].detail}`,
  overviewTitle: OverviewTitleKeys[type],
  detailTitle,
  color,
});

/** The look of each document type. */
export const DocumentTypeLooks: Record<OverviewDocumentType, DocumentTypeLook> = {
  PurchaseInvoice: look('PurchaseInvoice', 'Purchase_Invoice', 'green'),
  SalesInvoice: look('SalesInvoice', 'Sales_Invoice', 'cyan'),
  PackingSlip: look('PackingSlip', 'Packing_Slip', 'orange'),
};
