import type { ActionRight, BaseRole, ViewRight } from './rights';
import { ActionRights, ViewRights } from './rights';

// The spec does not say which base role grants which rights ("not shown"); these are our defaults,
// applied when a user is created without explicit right sets. Administrators edit them per user.
const everyday: ViewRight[] = ['MySettings', 'Dashboard', 'PackingSlips', 'ChangeCustomer'];

const viewByRole: Record<BaseRole, ViewRight[]> = {
  None: ['MySettings', 'ChangeCustomer'],
  Check: [...everyday, 'SourceOverview'],
  Post: [...everyday, 'SourceOverview', 'Vendors', 'Customers', 'Tags'],
  ApprovePayment: [...everyday, 'PaymentLists'],
  Advanced: [...everyday, 'SourceOverview', 'Vendors', 'Customers', 'Tags', 'PaymentLists', 'DocumentFlow'],
};

const actionByRole: Record<BaseRole, ActionRight[]> = {
  None: [],
  Check: ['VerifyInvoice', 'VerifyPackingSlip', 'InvoiceRemark'],
  Post: ['VerifyInvoice', 'VerifyPackingSlip', 'InvoiceRemark', 'MayEditDocuments', 'InvoiceAdvancedEdit'],
  ApprovePayment: ['InvoiceRemark', 'MayApprovePay', 'MayApprovePaymentBatches'],
  Advanced: [
    'VerifyInvoice',
    'VerifyPackingSlip',
    'InvoiceRemark',
    'InvoiceAdvancedEdit',
    'MayEditDocuments',
    'LinkPackingSlipToInvoice',
  ],
};

/** Default view rights for a new user of the given base role. */
export function defaultViewRights(role: BaseRole, isAdmin: boolean): ViewRight[] {
  return isAdmin ? [...ViewRights] : [...viewByRole[role]];
}

/** Default action rights for a new user of the given base role. */
export function defaultActionRights(role: BaseRole, isAdmin: boolean): ActionRight[] {
  if (!isAdmin) return [...actionByRole[role]];
  return ActionRights.filter((right) => right !== 'SuperAdmin');
}
