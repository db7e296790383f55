import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, users } from '../../db/schema/index';
import { asService } from '../../db/serviceRole';
import { AppError } from '../../errors';

/**
 * The login identity for an e-mail address, created when new. A password may only be set on an
 * identity that belongs to this customer alone: another customer's administrator owns it too.
 */
export async function ensureAccount(
  tx: Tx,
  tenantId: string,
  email: string,
  passwordHash: string | undefined,
): Promise<string> {
  return asService(tx, async () => {
    const [existing] = await tx.select().from(accounts).where(eq(accounts.email, email));
    if (!existing) {
      const [created] = await tx
        .insert(accounts)
        .values({ email, passwordHash: passwordHash ?? null })
        .returning();
      return created.id;
    }
    if (passwordHash) {
      const members = await tx
        .select({ tenantId: users.tenantId })
        .from(users)
        .where(eq(users.accountId, existing.id));
      if (members.some((m) => m.tenantId !== tenantId)) {
        throw new AppError(400, 'Validation_Failed', [], { Password: 'User_Password_Managed_Elsewhere' });
      }
      await tx
        .update(accounts)
        .set({ passwordHash })
        .where(eq(accounts.id, existing.id));
    }
    return existing.id;
  });
}
