import type { OriginalSourceType, SourceStatus, StatusInWorkflow } from '../../domain/documents/enums';
import type { DeliveryType, SplitReason } from '../../domain/intake/enums';
import type { Source, SourceDocument, SplitterPage } from '../../domain/intake/source';
import type { sourcePages, sources } from '../db/schema/index';
import { isoTimestamp } from './document';

type SourceRow = typeof sources.$inferSelect;
type PageRow = typeof sourcePages.$inferSelect;

/** A source_pages row as the splitter shows it. */
export function presentSplitterPage(row: PageRow): SplitterPage {
  return {
    Id: row.id,
    SourceFileId: row.sourceFileId,
    SourceFilePageNumber: row.filePageNumber,
    Width: row.width,
    Height: row.height,
    Rotation: row.rotation,
    IsBlank: row.isBlank,
    Barcode: row.barcode,
    SplitReason: row.splitReason as SplitReason,
    HasImage: row.blobId !== null,
  };
}

/** The proposed documents of a source: its pages (in order) grouped by documentIndex, deleted pages apart. */
function documentsOf(
  source: SourceRow,
  pages: PageRow[],
): { documents: SourceDocument[]; deleted: SplitterPage[] } {
  const documents: SourceDocument[] = [];
  const deleted: SplitterPage[] = [];
  for (const page of pages) {
    if (page.isDeleted) {
      deleted.push(presentSplitterPage(page));
      continue;
    }
    const split = source.splitDocuments[page.documentIndex];
    while (documents.length <= page.documentIndex)
      documents.push({
        Index: documents.length,
        DocumentType: (split?.DocumentType ?? source.documentType) as SourceDocument['DocumentType'],
        CompanyId: split?.CompanyId ?? source.companyId,
        Pages: [],
      });
    documents[page.documentIndex].Pages.push(presentSplitterPage(page));
  }
  return { documents: documents.filter((document) => document.Pages.length > 0), deleted };
}

/**
 * A sources row as the splitter and source overviews show it; with `pages` (the detail) its proposed
 * documents and deleted pages, with `pageCount` only the count (lists).
 */
export function presentSource(
  row: SourceRow,
  extra: { pages?: PageRow[]; pageCount?: number; documentIds?: string[] } = {},
): Source {
  const split = extra.pages ? documentsOf(row, extra.pages) : { documents: [], deleted: [] };
  return {
    Id: row.id,
    SourceNumber: row.sourceNumber,
    CompanyId: row.companyId,
    Status: row.status as SourceStatus,
    StatusInWorkflow: row.statusInWorkflow as StatusInWorkflow,
    OriginalType: row.originalType as OriginalSourceType,
    DeliveryType: row.deliveryType as DeliveryType,
    DocumentType: row.documentType,
    IsBlocked: row.isBlocked,
    IsDeleted: row.isDeleted,
    CurrentUserId: row.currentUserId,
    CreatedBy: row.createdBy,
    EmailSenderName: row.emailSenderName,
    SenderEmail: row.senderEmail,
    Subject: row.subject,
    Created: isoTimestamp(row.created),
    DateStatus: isoTimestamp(row.dateStatus),
    SourceDocuments: split.documents,
    Count: extra.pages?.length ?? extra.pageCount ?? 0,
    HasError: row.hasError,
    HasWarning: row.hasWarning,
    ErrorCode: row.errorCode,
    ErrorMessage: row.errorMessage,
    SourceOriginalBlobNames: row.originalFileNames,
    DeletedPages: split.deleted,
    DocumentIds: extra.documentIds ?? [],
    LastUpdate: isoTimestamp(row.updatedAt),
  };
}
