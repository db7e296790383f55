import type { RelationKind } from '../../domain/masterdata/index';
import type { Actor } from '../services/users/actor';
import { companyPolicy } from './company';

const sees = (actor: Actor, companyId: string) => companyPolicy.read(actor, companyId);
const relationScreen = (kind: RelationKind): 'Vendors' | 'Customers' =>
  kind === 'Vendor' ? 'Vendors' : 'Customers';

/** Who may do what with a company's master data. */
export const masterDataPolicy = {
  /** Every field that asks for a vendor or a code reads master data: anyone who sees the company. */
  read: sees,
  /** The vendor and customer screens edit relations. */
  editRelations: (actor: Actor, kind: RelationKind, companyId: string) =>
    sees(actor, companyId) && actor.viewRights.has(relationScreen(kind)),
  /** A verifier may create the relation of the invoice in hand (POST /Relation/). */
  createRelation: (actor: Actor, kind: RelationKind, companyId: string) =>
    masterDataPolicy.editRelations(actor, kind, companyId) ||
    (sees(actor, companyId) && actor.actionRights.has('VerifyInvoice')),
  /** A second user who may approve payments confirms a changed bank account. */
  confirmBankAccount: (actor: Actor, companyId: string) =>
    sees(actor, companyId) && actor.actionRights.has('MayApprovePay'),
  /** Code lists, purchase orders and periods come from the ERP; administrators keep them by hand meanwhile. */
  editCodeLists: (actor: Actor, companyId: string) =>
    sees(actor, companyId) && (actor.actionRights.has('Admin') || actor.actionRights.has('SettingsEdit')),
  editPeriods: (actor: Actor, companyId: string) =>
    sees(actor, companyId) && actor.viewRights.has('PeriodTable'),
  editPostingTemplates: (actor: Actor, companyId: string) =>
    sees(actor, companyId) && actor.actionRights.has('VerifyInvoice'),
  editTags: (actor: Actor) => actor.viewRights.has('Tags'),
};
