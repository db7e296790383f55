import { DocumentTypeSegments, type OverviewDocumentType } from '../../../domain/documents';

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

const look = (
  type: OverviewDocumentType,
  overviewTitle: string,
  detailTitle: string,
  color: string,
): DocumentTypeLook => ({
  type,
  overviewPath: `/${DocumentTypeSegments[type].overview}`,
  detailPath: `/${DocumentTypeSegments[type].detail}`,
  overviewTitle,
  detailTitle,
  color,
});

/** The look of each document type. */
export const DocumentTypeLooks: Record<OverviewDocumentType, DocumentTypeLook> = {
  PurchaseInvoice: look('PurchaseInvoice', 'Purchase_Invoices', 'Purchase_Invoice', 'green'),
  SalesInvoice: look('SalesInvoice', 'Sales_Invoices', 'Sales_Invoice', 'cyan'),
  PackingSlip: look('PackingSlip', 'Packing_Slips', 'Packing_Slip', 'orange'),
};
