import { RelationsPage } from '../MasterData/RelationsPage';

/** /customers: a company's customers (companies with sales invoices). */
export function CustomersPage() {
  return <RelationsPage kind="Customer" />;
}
