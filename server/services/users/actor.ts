import { and, eq, inArray } from 'drizzle-orm';
import type { ActionRight, ViewRight } from '../../../domain/rights/rights';
import type { AccessClaims } from '../../auth/accessToken';
import type { Tx } from '../../db/client';
import { roles, users } from '../../db/schema/index';
import { effectiveActionRights, effectiveViewRights } from './effectiveRights';

/** The signed-in user of a request, with the rights that decide what they may do. */
export type Actor = AccessClaims & {
  user: typeof users.$inferSelect;
  viewRights: Set<ViewRight>;
  actionRights: Set<ActionRight>;
};

/** Loads the actor of an access token inside the tenant transaction; null when the user is gone. */
export async function loadActor(tx: Tx, claims: AccessClaims): Promise<Actor | null> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.isActive, true), eq(users.isDeleted, false)));
  if (!user) return null;
  const userRoles = user.roleIds.length
    ? await tx.select().from(roles).where(inArray(roles.id, user.roleIds))
    : [];
  return {
    ...claims,
    user,
    viewRights: effectiveViewRights(user, userRoles),
    actionRights: effectiveActionRights(user, userRoles),
  };
}
