import { and, eq, sql } from 'drizzle-orm';
import type { ImportMapping, ImportTarget } from '../../../../domain/masterdata/import/index';
import type { Tx } from '../../../db/client';
import { importMappings } from '../../../db/schema/index';

/** The mapping the company's last import into this target used, or null. */
export async function rememberedMapping(
  tx: Tx,
  companyId: string,
  target: ImportTarget,
): Promise<ImportMapping | null> {
  const [row] = await tx
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.companyId, companyId), eq(importMappings.target, target)));
  return row?.mapping ?? null;
}

/** Remembers the mapping of an import for the company's next import into the same target. */
export async function saveMapping(
  tx: Tx,
  scope: { tenantId: string; companyId: string; target: ImportTarget },
  mapping: ImportMapping,
): Promise<void> {
  await tx
    .insert(importMappings)
    .values({ ...scope, mapping })
    .onConflictDoUpdate({
      target: [importMappings.tenantId, importMappings.companyId, importMappings.target],
      set: { mapping, updatedAt: sql`now()` },
    });
}
