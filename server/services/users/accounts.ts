import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { asService } from '../../db/serviceRole';
import { AppError } from '../../errors';

/** The login behind a new or re-addressed user, and whether its owner still has to accept. */
export type AccountLink = { accountId: string | null; invitationPending: boolean };

/**
 * The login identity for an e-mail address. A new address gets a new login (with the password, when
 * given). An address that already has a login is only invited: its owner accepts after signing in,
 * and its password is left alone. Both answer alike, so nothing can be learned about other customers.
 */
export async function linkAccount(
  tx: Tx,
  email: string,
  passwordHash: string | undefined,
): Promise<AccountLink> {
  return asService(tx, async () => {
    const [created] = await tx
      .insert(accounts)
      .values({ email, passwordHash: passwordHash ?? null })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (created) return { accountId: created.id, invitationPending: false };
    const [existing] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    return { accountId: existing.id, invitationPending: true };
  });
}

/**
 * Sets the password of a user's login; only when no other customer has that login as an accepted
 * member, because that customer's administrator manages it too.
 */
export async function setAccountPassword(
  tx: Tx,
  tenantId: string,
  accountId: string,
  passwordHash: string,
): Promise<void> {
  await asService(tx, async () => {
    const members = await tx
      .select({ tenantId: users.tenantId })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.invitationPending, false)));
    if (members.some((m) => m.tenantId !== tenantId)) {
      throw new AppError(400, 'Validation_Failed', [], { Password: 'User_Password_Managed_Elsewhere' });
    }
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
  });
}
