import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { enterpriseFeatures } from '../../db/schema/index';
import { forbidden } from '../../errors';

/** Whether the customer has the enterprise feature ElectronicTemplates switched on. */
export async function usesElectronicTemplates(tx: Tx): Promise<boolean> {
  const rows = await tx
    .select({ name: enterpriseFeatures.name })
    .from(enterpriseFeatures)
    .where(and(eq(enterpriseFeatures.name, 'ElectronicTemplates'), eq(enterpriseFeatures.enabled, true)))
    .limit(1);
  return rows.length > 0;
}

/** The electronic template calls answer 403 while the customer does not use the enterprise feature. */
export async function assertElectronicTemplatesOn(tx: Tx): Promise<void> {
  if (!(await usesElectronicTemplates(tx))) throw forbidden();
}
