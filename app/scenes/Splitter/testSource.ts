import type { Source, SplitterPage } from '../../../domain/intake/source';

export const company = '00000000-0000-4000-8000-00000000000c';
export const otherCompany = '00000000-0000-4000-8000-00000000000d';

export function page(id: string, reason: SplitterPage['SplitReason'] = ''): SplitterPage {
  return {
    Id: id,
    SourceFileId: 'file',
    SourceFilePageNumber: 1,
    Width: 595,
    Height: 842,
    Rotation: 0,
    IsBlank: false,
    Barcode: '',
    SplitReason: reason,
    HasImage: true,
  };
}

/** A test source proposed as two documents: [p1 p2] [p3 p4], one page deleted by the machine (p5). */
export function source(): Source {
  return {
    Id: '00000000-0000-4000-8000-000000000001',
    SourceNumber: 7,
    CompanyId: company,
    Status: 'Classified',
    StatusInWorkflow: 'Classifying',
    OriginalType: 'Upload',
    DeliveryType: 'Unknown',
    DocumentType: 'PurchaseInvoice',
    IsBlocked: false,
    IsDeleted: false,
    CurrentUserId: null,
    CreatedBy: null,
    EmailSenderName: '',
    SenderEmail: '',
    Subject: '',
    Created: '2025-01-01T00:00:00Z',
    DateStatus: '2025-01-01T00:00:00Z',
    SourceDocuments: [
      {
        Index: 0,
        DocumentType: 'PurchaseInvoice',
        CompanyId: company,
        Pages: [page('p1', 'First'), page('p2')],
      },
      {
        Index: 1,
        DocumentType: 'PurchaseInvoice',
        CompanyId: company,
        Pages: [page('p3', 'File'), page('p4')],
      },
    ],
    Count: 5,
    HasError: false,
    HasWarning: false,
    ErrorCode: '',
    ErrorMessage: '',
    SourceOriginalBlobNames: [],
    DeletedPages: [page('p5')],
    DocumentIds: [],
    LastUpdate: '2025-01-01T00:00:00.000Z',
  };
}
