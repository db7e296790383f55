import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents, sources } from '../db/schema';
import type { PresenceNotice } from './bus';

/**
 * The company of a document or source a socket says it opened: null for a source not yet assigned to one,
 * undefined when the tenant has no such item (presence is never told of what does not exist).
 */
export async function companyOfItem(
  database: Database,
  tenantId: string,
  item: Pick<PresenceNotice, 'Key' | 'Id'>,
): Promise<string | null | undefined> {
  return database.withTenant(tenantId, async (tx) => {
    if (item.Key === 'DocumentId') {
      const [row] = await tx
        .select({ companyId: documents.companyId })
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.id, item.Id)));
      return row?.companyId;
    }
    const [row] = await tx
      .select({ companyId: sources.companyId })
      .from(sources)
      .where(and(eq(sources.tenantId, tenantId), eq(sources.id, item.Id)));
    return row ? row.companyId : undefined;
  });
}
