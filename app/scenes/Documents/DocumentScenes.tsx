import { DetailPage } from './DetailPage';
import { OverviewPage } from './OverviewPage';

/** /purchase-invoices */
export const PurchaseInvoicesScene = () => <OverviewPage key="PurchaseInvoice" type="PurchaseInvoice" />;
/** /sales-invoices */
export const SalesInvoicesScene = () => <OverviewPage key="SalesInvoice" type="SalesInvoice" />;
/** /packing-slips */
export const PackingSlipsScene = () => <OverviewPage key="PackingSlip" type="PackingSlip" />;
/** /purchase-invoice/:documentId? */
export const PurchaseInvoiceScene = () => <DetailPage type="PurchaseInvoice" />;
/** /sales-invoice/:documentId? */
export const SalesInvoiceScene = () => <DetailPage type="SalesInvoice" />;
/** /packing-slip/:documentId? */
export const PackingSlipScene = () => <DetailPage type="PackingSlip" />;
