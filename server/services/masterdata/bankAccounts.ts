import { and, desc, eq, isNull } from 'drizzle-orm';
import { mayConfirmChange } from '../../../domain/masterdata/index';
import type { Tx } from '../../db/client';
import { bankAccountChanges, relations, users } from '../../db/schema/index';
import { AppError, forbidden } from '../../errors';
import { publishLiveEvent } from '../../live/publish';
import { masterDataPolicy } from '../../policies/masterdata';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { loadRelation } from './saveRelation';

/** A bank-account change as shown with a vendor (detailed). */
export type BankAccountChange = {
  Id: string;
  Source: string;
  FromIbans: string[];
  ToIbans: string[];
  ChangedAt: string;
  ChangedByName: string;
  ConfirmedAt: string | null;
  ConfirmedByName: string;
};

/** The bank-account changes of a relation, newest first, with who made and who confirmed them. */
export async function bankAccountChangesOf(tx: Tx, relationId: string): Promise<BankAccountChange[]> {
  const rows = await tx
    .select()
    .from(bankAccountChanges)
    .where(eq(bankAccountChanges.relationId, relationId))
    .orderBy(desc(bankAccountChanges.changedAt))
    .limit(50);
  const ids = [
    ...new Set(rows.flatMap((row) => [row.changedBy, row.confirmedBy]).filter((id) => id !== null)),
  ];
  const names = new Map<string, string>();
  for (const id of ids) {
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
    if (user) names.set(id, user.name);
  }
  return rows.map((row) => ({
    Id: row.id,
    Source: row.source,
    FromIbans: row.fromIbans,
    ToIbans: row.toIbans,
    ChangedAt: row.changedAt,
    ChangedByName: row.changedBy ? (names.get(row.changedBy) ?? '') : '',
    ConfirmedAt: row.confirmedAt,
    ConfirmedByName: row.confirmedBy ? (names.get(row.confirmedBy) ?? '') : '',
  }));
}

/** A second user confirms a vendor's changed bank account; whoever made the change cannot. */
export async function confirmBankAccount(tx: Tx, actor: Actor, relationId: string) {
  const relation = await loadRelation(tx, actor, 'Vendor', relationId);
  if (!masterDataPolicy.confirmBankAccount(actor, relation.companyId)) throw forbidden();
  if (relation.bankAccountConfirmed) return relation;
  const open = await tx
    .select()
    .from(bankAccountChanges)
    .where(and(eq(bankAccountChanges.relationId, relationId), isNull(bankAccountChanges.confirmedAt)));
  if (open.some((change) => !mayConfirmChange(change.changedBy, actor.userId)))
    throw new AppError(403, 'Bank_Account_Confirm_Own_Change');
  const now = new Date().toISOString();
  await tx
    .update(bankAccountChanges)
    .set({ confirmedBy: actor.userId, confirmedAt: now })
    .where(and(eq(bankAccountChanges.relationId, relationId), isNull(bankAccountChanges.confirmedAt)));
  const [row] = await tx
    .update(relations)
    .set({ bankAccountConfirmed: true, updatedAt: now })
    .where(eq(relations.id, relationId))
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'Vendor',
    entityId: relationId,
    action: 'update',
    changes: { BankAccountConfirmed: { from: false, to: true }, IbanNumbers: row.ibanNumbers },
  });
  await publishLiveEvent(tx, actor.tenantId, {
    Event: 'VendorUpdated',
    Id: relationId,
    CompanyId: row.companyId,
    ByUserId: actor.userId,
  });
  return row;
}
