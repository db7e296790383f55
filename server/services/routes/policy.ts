import { companyPolicy } from '../../policies/company';
import type { Actor } from '../users/actor';
import type { RouteRow } from './present';

/** Who may do what with routes (issue 10 §3). */
export const routePolicy = {
  /** A user route is its owner's alone; a shared route is read by anyone who sees its company. */
  read: (actor: Actor, route: Pick<RouteRow, 'isUserRoute' | 'ownerUserId' | 'companyId'>) =>
    (route.companyId === null || companyPolicy.read(actor, route.companyId)) &&
    (!route.isUserRoute || route.ownerUserId === actor.userId),
  /** Shared suggestion routes are kept by holders of the SuggestionRoutes view right. */
  editShared: (actor: Actor) => actor.viewRights.has('SuggestionRoutes'),
  /** Changing a route: one's own user route, or a shared one with the right. */
  edit: (actor: Actor, route: Pick<RouteRow, 'isUserRoute' | 'ownerUserId' | 'companyId'>) =>
    routePolicy.read(actor, route) && (route.isUserRoute || routePolicy.editShared(actor)),
};
