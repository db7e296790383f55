import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Tx } from '../../db/client';

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

const ReconnectMs = 5000;

/**
 * Hears assignments as they commit and hands each to `onAssigned`; answers the function that stops
 * listening. The embedded database announces them itself; on PostgreSQL one connection of its own
 * listens, reconnecting after a loss (what is announced meanwhile is not heard).
 */
export async function listenForAssignments(
  database: Database,
  onAssigned: (assignment: DocumentAssigned) => void,
): Promise<() => Promise<void>> {
  const hear = (payload: string | undefined) => {
    const assignment = parseAssignment(payload);
    if (assignment) onAssigned(assignment);
  };
  const { connection } = database;
  if ('pglite' in connection) return connection.pglite.listen(DocumentAssignedChannel, hear);

  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: connection.url });
    next.on('notification', (message) => hear(message.payload));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${DocumentAssignedChannel}`);
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), ReconnectMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
