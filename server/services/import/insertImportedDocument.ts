import type { OriginalSourceType, OverviewDocumentType } from '../../../domain/documents/enums';
import type { Tx } from '../../db/client';
import { documentHistory, documentRecognitions, documents } from '../../db/schema/index';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../audit/audit';

/** A page-image document that has just come in, by upload or from the splitter. */
export type ImportedDocumentRow = {
  tenantId: string;
  userId: string | null;
  documentType: OverviewDocumentType;
  companyId: string;
  sourceDocumentId: string;
  sourceType: OriginalSourceType;
  /** The history remark: the file name, or the source number. */
  remark: string;
  /** What the audit entry records besides the document itself. */
  changes: Record<string, unknown>;
};

/**
 * Writes a new document in status Imported with its Import history line, its audit entry and its recognition row
 * (Pending: the caller queues recognize-document after the commit; a lost send is made good by the requeue), inside
 * the caller's transaction; answers its id.
 */
export async function insertImportedDocument(tx: Tx, row: ImportedDocumentRow): Promise<string> {
  const { tenantId, userId } = row;
  const [document] = await tx
    .insert(documents)
    .values({
      tenantId,
      documentType: row.documentType,
      companyId: row.companyId,
      sourceDocumentId: row.sourceDocumentId,
      status: 'Imported',
      sourceType: row.sourceType,
      isElectronic: false,
      currentUserId: userId,
      lastAction: 'Import',
    })
    .returning({ id: documents.id });
  await tx.insert(documentRecognitions).values({ tenantId, documentId: document.id, status: 'Pending' });
  await tx.insert(documentHistory).values({
    tenantId,
    documentId: document.id,
    userId,
    action: 'Import',
    status: 'Imported',
    remark: row.remark,
  });
  await audit(tx, {
    tenantId,
    userId,
    entity: 'Document',
    entityId: document.id,
    action: 'create',
    changes: row.changes,
  });
  await publishLiveEvent(tx, tenantId, {
    Event: 'DocumentUpdated',
    DocumentId: document.id,
    CompanyId: row.companyId,
  });
  return document.id;
}
