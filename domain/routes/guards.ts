import type { ActionRight, ViewRight } from '../rights/rights';
import type { GuardContext } from './guardContext';

/** A route entry condition over the guard context. */
export type Guard = (ctx: GuardContext) => boolean;

export const always: Guard = () => true;
export const view =
  (right: ViewRight): Guard =>
  (ctx) =>
    ctx.viewRights.has(right);
export const action =
  (right: ActionRight): Guard =>
  (ctx) =>
    ctx.actionRights.has(right);
export const allOf =
  (...guards: Guard[]): Guard =>
  (ctx) =>
    guards.every((guard) => guard(ctx));
export const anyOf =
  (...guards: Guard[]): Guard =>
  (ctx) =>
    guards.some((guard) => guard(ctx));

/** VerifyInvoice or VerifyPackingSlip, and at least one company the user may validate. */
export const mayVerify: Guard = (ctx) =>
  (ctx.actionRights.has('VerifyInvoice') || ctx.actionRights.has('VerifyPackingSlip')) &&
  ctx.validateCompanyCount > 0;

// The spec names a "scan-page right" without defining it; it is the right to open the scan pages,
// which are the verify pages: the same condition as /verify.
export const scanPage: Guard = mayVerify;

export const atLeastOneCompany: Guard = (ctx) => ctx.companyCount > 0;
export const usesSalesInvoices: Guard = (ctx) => ctx.usesSalesInvoices;
export const usesPackingSlips: Guard = (ctx) => ctx.usesPackingSlips;
export const paymentBatches: Guard = (ctx) => ctx.workflowSupportsPaymentBatches;
export const fastVerifyOn: Guard = (ctx) => ctx.useFastVerify;
export const oldSourceOverviewsKept: Guard = (ctx) => !ctx.removeOldSourceOverviews;
export const enterprise =
  (feature: string): Guard =>
  (ctx) =>
    ctx.enterpriseFeatures.has(feature);
