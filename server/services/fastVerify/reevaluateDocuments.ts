import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentRecognitions, documents } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { fastVerifyScope, waitingInScope } from './fastVerifyScope';
import { MaximumFastVerifyItems } from './listFastVerify';

/**
 * PUT FastVerify/ReevaluateDocuments: reads the named documents again (all of the user's fast verify documents
 * without names, at most MaximumFastVerifyItems): their recognition goes back to Pending, with an audit entry each,
 * and recognize-document is queued after commit. Documents outside the user's fast verify scope are left alone.
 */
export async function reevaluateDocuments(
  deps: { database: Database; jobs: JobQueue },
  actor: Actor,
  documentIds: string[] | undefined,
): Promise<{ Message: 'FastVerify_Reevaluated'; Count: number }> {
  if (documentIds && !documentIds.length) return { Message: 'FastVerify_Reevaluated', Count: 0 };
  const ids = await deps.database.withTenant(actor.tenantId, async (tx) => {
    const scope = await fastVerifyScope(tx, actor);
    const rows = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(waitingInScope(actor, scope), documentIds ? inArray(documents.id, documentIds) : undefined))
      .limit(MaximumFastVerifyItems);
    if (!rows.length) return [];
    await tx
      .insert(documentRecognitions)
      .values(rows.map((row) => ({ tenantId: actor.tenantId, documentId: row.id, status: 'Pending' })))
      .onConflictDoUpdate({
        target: documentRecognitions.documentId,
        set: { status: 'Pending', attempts: 0, errorMessage: '', updatedAt: sql`now()` },
      });
    for (const row of rows)
      await audit(tx, {
        tenantId: actor.tenantId,
        userId: actor.userId,
        entity: 'Document',
        entityId: row.id,
        action: 'update',
        changes: { Recognition: 'Reevaluate' },
      });
    return rows.map((row) => row.id);
  });
  // A lost send is not lost work: the start-up and hourly requeue pick up Pending rows.
  for (const documentId of ids) {
    try {
      await deps.jobs.send('recognize-document', { tenantId: actor.tenantId, documentId });
    } catch {
      // It stays Pending: the sweep queues it again.
    }
  }
  return { Message: 'FastVerify_Reevaluated', Count: ids.length };
}
