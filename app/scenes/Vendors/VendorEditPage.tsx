import { RelationEditPage } from '../MasterData/RelationEditPage';
import { vendorSections } from '../MasterData/relationFields';
import { VendorBankSection } from './VendorBankSection';

/** /vendors/:id: one vendor, or a new one (`new`), with its bank accounts and their confirmation. */
export function VendorEditPage() {
  return (
    <RelationEditPage
      kind="Vendor"
      sections={vendorSections}
      extra={(context) => <VendorBankSection {...context} />}
    />
  );
}
