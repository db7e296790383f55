import type { OverviewDocumentType } from '../../../domain/documents/enums';
import { OverviewDocumentTypes } from '../../../domain/documents/enums';
import { DocumentTypeLooks } from '../Documents/documentTypes';

/** The two overviews share their screens: /sources (Imported_Documents) and /source-overview (Sources_Overview). */
export function overviewBase(pathname: string): { base: string; title: string } {
  return pathname.startsWith('/sources')
    ? { base: '/sources', title: 'Imported_Documents' }
    : { base: '/source-overview', title: 'Sources_Overview' };
}

/** The detail route of a document made from a source, by the source's document type. */
export function documentPath(documentType: string, id: string): string {
  const type: OverviewDocumentType =
    OverviewDocumentTypes.find((candidate) => candidate === documentType) ?? 'PurchaseInvoice';
  return `${DocumentTypeLooks[type].detailPath}/${encodeURIComponent(id)}`;
}
