import type { Actor } from '../services/users/actor';

/** The companies an actor may see: all, or those named in any of their scopes. */
export function visibleCompanyIds(actor: Actor): 'all' | Set<string> {
  const { user } = actor;
  if (user.maySeeAllCompanies || companyPolicy.administer(actor)) return 'all';
  return new Set([
    ...user.seeCompanies,
    ...user.validateCompanies,
    ...user.handleCompanies,
    ...user.approveCompanies,
    ...user.signCompanies,
  ]);
}

/** Who may do what with companies. */
export const companyPolicy = {
  administer: (actor: Actor) => actor.viewRights.has('Companies') && actor.actionRights.has('Admin'),
  read: (actor: Actor, companyId: string) => {
    const visible = visibleCompanyIds(actor);
    return visible === 'all' || visible.has(companyId);
  },
};
