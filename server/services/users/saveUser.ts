import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { type UserInput, withRoleCode } from '../../../domain/entities/user';
import { defaultActionRights, defaultViewRights } from '../../../domain/rights/roleDefaults';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { userPolicy } from '../../policies/user';
import { audit, changedFields } from '../audit/audit';
import { type AccountLink, linkAccount, setAccountPassword } from './accounts';
import type { Actor } from './actor';
import { userColumns } from './columns';
import { setGroupMembers } from './groupMembers';
import { assertUserReferences } from './references';

type Input = z.output<typeof UserInput>;
type UserRow = typeof users.$inferSelect;

async function assertEmailFree(tx: Tx, email: string, exceptId?: string): Promise<void> {
  const clash = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email));
  if (clash.length > 0) throw validationFailed({ Email: 'Validation_Email_In_Use' });
}

async function assertReplacingUser(tx: Tx, input: Input, selfId?: string): Promise<void> {
  const replacedBy = input.Absence?.ReplacedByUserId;
  if (!replacedBy) return;
  if (replacedBy === selfId) throw validationFailed({ 'Absence.ReplacedByUserId': 'Validation_Not_Equal' });
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, replacedBy));
  if (!found) throw validationFailed({ 'Absence.ReplacedByUserId': 'Validation_In_List' });
}

const noLogin: AccountLink = { accountId: null, invitationPending: false };

/**
 * The login of an updated user: a new e-mail address links (or invites) that address's login; a new
 * password is set on the user's own login, never on one the user was only invited with.
 */
async function relinkAccount(
  tx: Tx,
  actor: Actor,
  before: UserRow,
  input: Input,
  passwordHash: string | undefined,
): Promise<AccountLink> {
  const current = { accountId: before.accountId, invitationPending: before.invitationPending };
  if (input.IsGroup) return current;
  if (input.Email !== before.email || !before.accountId) return linkAccount(tx, input.Email, passwordHash);
  if (passwordHash && !before.invitationPending)
    await setAccountPassword(tx, actor.tenantId, before.accountId, passwordHash);
  return current;
}

/** The audit note of a legacy role code the input applied. */
const roleCodeNote = (given: Input) => (given.RoleCode ? { RoleCode: given.RoleCode } : {});

/**
 * Creates a user of the actor's customer, linking or creating the login identity; a legacy role code
 * stands for its base role, administrator flag and rights (withRoleCode).
 */
export async function createUser(
  tx: Tx,
  actor: Actor,
  given: Input,
  passwordHash?: string,
): Promise<UserRow> {
  if (!userPolicy.create(actor)) throw forbidden();
  const input = withRoleCode(given);
  const actionRights = input.UserActionRights ?? defaultActionRights(input.BaseRole, input.IsAdmin);
  if (!userPolicy.grant(actor, actionRights)) throw forbidden();
  await assertEmailFree(tx, input.Email);
  await assertReplacingUser(tx, input);
  await assertUserReferences(tx, input);
  const link = input.IsGroup ? noLogin : await linkAccount(tx, input.Email, passwordHash);
  const [row] = await tx
    .insert(users)
    .values({
      ...userColumns(input),
      tenantId: actor.tenantId,
      name: input.Name,
      email: input.Email,
      ...link,
      viewRights: input.UserViewRights ?? defaultViewRights(input.BaseRole, input.IsAdmin),
      actionRights,
    })
    .returning();
  if (input.IsGroup) await setGroupMembers(tx, actor.tenantId, row.id, input.GroupMemberIds);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'User',
    entityId: row.id,
    action: 'create',
    changes: { Email: row.email, Name: row.name, ...roleCodeNote(given) },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'UserUpdated',
    UserId: row.id,
    ByUserId: actor.userId,
  });
  return row;
}

/**
 * Updates a user; an e-mail change moves the user to the identity of the new address, and a legacy role
 * code replaces the base role, administrator flag and rights (withRoleCode).
 */
export async function updateUser(
  tx: Tx,
  actor: Actor,
  id: string,
  given: Input,
  passwordHash?: string,
): Promise<UserRow> {
  if (!userPolicy.update(actor)) throw forbidden();
  const input = withRoleCode(given);
  const [before] = await tx.select().from(users).where(eq(users.id, id));
  if (!before) throw notFound('User_Not_Found');
  const actionRights = input.UserActionRights ?? before.actionRights;
  const added = actionRights.filter((right) => !before.actionRights.includes(right));
  if (!userPolicy.grant(actor, added)) throw forbidden();
  if (actor.userId === id && before.isAdmin && !input.IsAdmin)
    throw new AppError(400, 'User_Cannot_Remove_Own_Admin');
  await assertEmailFree(tx, input.Email, id);
  await assertReplacingUser(tx, input, id);
  await assertUserReferences(tx, input);
  const link = await relinkAccount(tx, actor, before, input, passwordHash);
  const [row] = await tx
    .update(users)
    .set({ ...userColumns(input), ...link, updatedAt: new Date().toISOString() })
    .where(eq(users.id, id))
    .returning();
  if (row.isGroup) await setGroupMembers(tx, actor.tenantId, row.id, input.GroupMemberIds);
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'User',
    entityId: id,
    action: 'update',
    changes: {
      ...changedFields(before, row, ['accountId', 'invitationPending']),
      ...(passwordHash ? { Password: 'changed' } : {}),
      ...roleCodeNote(given),
    },
  });
  // The user's own sockets follow their new rights at once (the hub reloads them).
  await publishLiveEvent(tx, actor.tenantId, { Event: 'UserUpdated', UserId: id, ByUserId: actor.userId });
  return row;
}

/** Deactivates a user: no more sign-in, kept for history. */
export async function deactivateUser(tx: Tx, actor: Actor, id: string): Promise<void> {
  const [target] = await tx.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound('User_Not_Found');
  if (!userPolicy.deactivate(actor, target)) throw forbidden();
  await tx.update(users).set({ isActive: false, isDeleted: true }).where(eq(users.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'User',
    entityId: id,
    action: 'deactivate',
  });
  // The hub finds the user gone: their sockets get SessionInvalidated and close.
  await publishLiveEvent(tx, actor.tenantId, { Event: 'UserUpdated', UserId: id, ByUserId: actor.userId });
}
