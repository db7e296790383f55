import { buildUbl, type UblResult } from '../../../../domain/erp/ubl/index';
import type { BlobStore } from '../../../blobs/blobStore';
import type { Tx } from '../../../db/client';
import type { documents } from '../../../db/schema/index';
import { badRequest } from '../../../errors';
import { requireVisibleDocument } from '../../documents/access';
import type { Actor } from '../../users/actor';
import { ublSourceOf } from './ublSource';

/**
 * The UBL 2.1 invoice (or credit note) of a purchase or sales invoice, for whoever already may read the document
 * (the download below, an API connector): 400 with a message key when the document cannot make one.
 */
export async function documentUbl(
  tx: Tx,
  store: BlobStore,
  document: typeof documents.$inferSelect,
): Promise<UblResult> {
  if (document.documentType !== 'PurchaseInvoice' && document.documentType !== 'SalesInvoice')
    throw badRequest('Ubl_Not_An_Invoice');
  const built = buildUbl(await ublSourceOf(tx, store, document));
  if (!built.ok) throw badRequest(built.key);
  return { Kind: built.Kind, Xml: built.Xml, FileName: built.FileName };
}

/** Document/GetUbl: the UBL of a document the actor may see; any other id is Document_Not_Found. */
export async function downloadUbl(
  tx: Tx,
  store: BlobStore,
  actor: Actor,
  documentId: string,
): Promise<UblResult> {
  const row = await requireVisibleDocument(tx, actor, documentId);
  return documentUbl(tx, store, row.document);
}
