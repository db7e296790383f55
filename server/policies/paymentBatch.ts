import type { Actor } from '../services/users/actor';
import { companyPolicy } from './company';

const screens = (actor: Actor, companyId: string) =>
  actor.viewRights.has('PaymentLists') && companyPolicy.read(actor, companyId);

/**
 * Who may do what with a company's payment batches (issue 15). The PaymentLists screens show them; making and
 * changing a batch changes what is paid for documents, so it needs MayEditDocuments too; approving needs
 * MayApprovePaymentBatches and MayApprovePay, and never the creator (four eyes, checked by the service).
 * Cancelling or completing a batch is a change to it: the edit rule, not the approval rights — whoever may make and
 * change a batch may also call it off, so its documents can be paid in another batch (four eyes guards what is
 * paid, and a cancelled batch pays nothing).
 */
export const paymentBatchPolicy = {
  read: screens,
  edit: (actor: Actor, companyId: string) =>
    screens(actor, companyId) && actor.actionRights.has('MayEditDocuments'),
  approve: (actor: Actor, companyId: string) =>
    screens(actor, companyId) &&
    actor.actionRights.has('MayApprovePaymentBatches') &&
    actor.actionRights.has('MayApprovePay'),
};
