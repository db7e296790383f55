import { RelationEditPage } from '../MasterData/RelationEditPage';
import { customerSections } from '../MasterData/relationFields';

/** /customers/:id: one customer, or a new one (`new`). */
export function CustomerEditPage() {
  return <RelationEditPage kind="Customer" sections={customerSections} />;
}
