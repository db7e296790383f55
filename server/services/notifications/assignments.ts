import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';
import { listenToChannels } from '../../db/listen';

/** Channel on which an assignment is announced when its transaction commits. */
export const DocumentAssignedChannel = 'ledgerline_document_assigned';

/** A document that landed on a user's (or group's) desk: the data of the `notify-direct` job. */
export const DocumentAssigned = z.object({ tenantId: z.uuid(), documentId: z.uuid(), userId: z.uuid() });
export type DocumentAssigned = z.infer<typeof DocumentAssigned>;

/**
 * Raises the Direct notification for a document that landed on `userId`'s desk, inside the workflow
 * transaction that put it there: announced when that transaction commits (and never when it rolls
 * back), the job queue then queues `notify-direct`.
 */
export async function notifyDocumentAssigned(tx: Tx, assignment: DocumentAssigned): Promise<void> {
  const payload = JSON.stringify(DocumentAssigned.parse(assignment));
  await tx.execute(sql`select pg_notify(${DocumentAssignedChannel}, ${payload})`);
}

function parseAssignment(payload: string | undefined): DocumentAssigned | null {
  try {
    const parsed = DocumentAssigned.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Hears assignments as they commit and hands each to `onAssigned`; answers the function that stops
 * listening (what is announced while PostgreSQL's listening connection is lost is not heard).
 */
export function listenForAssignments(
  database: Database,
  onAssigned: (assignment: DocumentAssigned) => void,
): Promise<() => Promise<void>> {
  return listenToChannels(database, [DocumentAssignedChannel], (_channel, payload) => {
    const assignment = parseAssignment(payload);
    if (assignment) onAssigned(assignment);
  });
}
