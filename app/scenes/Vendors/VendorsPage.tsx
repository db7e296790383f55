import { RelationsPage } from '../MasterData/RelationsPage';

/** /vendors: a company's vendors. */
export function VendorsPage() {
  return <RelationsPage kind="Vendor" />;
}
