import { and, eq } from 'drizzle-orm';
import type { Invitation } from '../../domain/entities/session';
import type { Tx } from '../db/client';
import { users } from '../db/schema/index';
import { membershipsOf } from './sessions';

/** The customers that added this login as a user and wait for its owner to accept. */
export async function openInvitations(tx: Tx, accountId: string): Promise<Invitation[]> {
  const pending = await membershipsOf(tx, accountId, true);
  return pending.map((m) => ({ CustomerId: m.customerId, CustomerName: m.customerName }));
}

/** Accepts one customer's invitation: the login becomes a member there; false when there is none. */
export async function acceptInvitation(tx: Tx, accountId: string, customerId: string): Promise<boolean> {
  const accepted = await tx
    .update(users)
    .set({ invitationPending: false })
    .where(
      and(eq(users.accountId, accountId), eq(users.tenantId, customerId), eq(users.invitationPending, true)),
    )
    .returning({ id: users.id });
  return accepted.length > 0;
}
