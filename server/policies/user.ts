import type { users } from '../db/schema/index';
import type { Actor } from '../services/users/actor';

type UserRow = typeof users.$inferSelect;

const administers = (actor: Actor) => actor.viewRights.has('Users') && actor.actionRights.has('Admin');

/** Who may do what with users. */
export const userPolicy = {
  /** Everyone sees the user list the shell needs; without Users or MaySeeOtherUsers only themselves. */
  listAll: (actor: Actor) => actor.viewRights.has('Users') || actor.user.maySeeOtherUsers,
  read: (actor: Actor, target: UserRow) => actor.userId === target.id || userPolicy.listAll(actor),
  create: administers,
  update: administers,
  /** Nobody deactivates themselves: an environment must keep an administrator who can sign in. */
  deactivate: (actor: Actor, target: UserRow) => administers(actor) && actor.userId !== target.id,
  /** SuperAdmin is granted only by a SuperAdmin. */
  grant: (actor: Actor, actionRights: readonly string[]) =>
    !actionRights.includes('SuperAdmin') || actor.actionRights.has('SuperAdmin'),
};
