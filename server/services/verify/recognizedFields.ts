import { eq } from 'drizzle-orm';
import type { VerifyRecognizedFields } from '../../../domain/verify/types';
import type { Tx } from '../../db/client';
import { documentRecognitions } from '../../db/schema/index';
import type { Actor } from '../users/actor';
import { requireVerifyDocument } from './scope';

/** Verify/GetVerifyRecordRecognizedFields/{id}: what recognition read (empty while it has not read the document). */
export async function verifyRecognizedFields(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<VerifyRecognizedFields> {
  await requireVerifyDocument(tx, actor, id);
  const [row] = await tx.select().from(documentRecognitions).where(eq(documentRecognitions.documentId, id));
  const read = row && row.status === 'Done';
  return {
    Fields: read ? row.fields : {},
    VatBreakdown: read ? row.vatBreakdown : [],
    Lines: read ? row.lines : [],
    ReadBy: read && row.readBy ? (row.readBy as VerifyRecognizedFields['ReadBy']) : null,
    Score: read ? row.score : null,
  };
}
