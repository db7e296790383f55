import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { relations, users } from '../../db/schema/index';

/** Whether `id` is an active user or group of the tenant (RLS keeps other tenants out). */
export async function isActiveAssignee(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.isDeleted, false)));
  return row !== undefined;
}

/** Whether `id` is a vendor of the tenant (of `companyId` when given). */
export async function isVendor(tx: Tx, id: string, companyId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ companyId: relations.companyId })
    .from(relations)
    .where(and(eq(relations.id, id), eq(relations.kind, 'Vendor')));
  return row !== undefined && (companyId === null || row.companyId === companyId);
}
