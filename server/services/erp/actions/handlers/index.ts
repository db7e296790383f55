import type { ErpActionKind } from '../../../../../domain/erp/actions';
import { ErpError } from '../../../../integrations/erp/types';
import { checkLogin, markLoginFailed } from '../checkLogin';
import { synchronize } from '../sync';
import type { ErpActionHandler, ErpActionHandlers, ErpActionRow, Tx } from '../types';
import { createRelation, createRelationFailed } from './createRelation';
import { postDocument, postDocumentFailed } from './postDocument';
import { readPaymentStates } from './readPaymentStates';

/** A company update job no adapter of Ledgerline carries out (yet): it fails saying so, never silently. */
const notSupported: ErpActionHandler = async ({ action, company }) => {
  throw new ErpError('Rejected', `Erp_Action_Not_Supported%%${action.action}%%${company.erpAdapter}`);
};

/** The handler of every ERP action kind (the runner looks the action's kind up here). */
export const erpActionHandlers: ErpActionHandlers = {
  CheckLogin: checkLogin,
  UpdateAll: synchronize,
  UpdateCompany: synchronize,
  UpdateVendors: synchronize,
  UpdateCustomers: synchronize,
  UpdatePurchaseOrders: synchronize,
  // Administrations, a batch of new relations and logistics data have no adapter that reads or writes them.
  UpdateAdministrations: notSupported,
  CreateVendors: notSupported,
  CreateCustomers: notSupported,
  UpdateLogisticsAll: notSupported,
  PostDocument: postDocument,
  CreateRelation: createRelation,
  ReadPaymentStates: readPaymentStates,
};

/**
 * What the work an action stood for becomes when the action finally fails (refused, or out of attempts), in the
 * transaction that marks it Failed: a failed login check leaves the company LoginFailed with the message.
 */
export type ErpActionFailureHook = (tx: Tx, action: ErpActionRow, message: string) => Promise<void>;

export const erpActionFailureHooks: Partial<Record<ErpActionKind, ErpActionFailureHook>> = {
  CheckLogin: (tx, action, message) => markLoginFailed(tx, action.companyId, message),
  // A posting that failed puts its document in Error with the message; a relation creation fails its request.
  PostDocument: postDocumentFailed,
  CreateRelation: createRelationFailed,
};
