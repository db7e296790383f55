import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LiveEvent } from '../../../domain/live/events';
import type { VerifyDocument } from '../../../domain/verify/types';
import { api } from '../../api/client';
import { PopupHost } from '../../shell/popups/PopupHost';
import { popups } from '../../shell/popups/popupStore';
import { renderWithProviders } from '../../test/render';
import { VerifyPage } from './VerifyPage';

// The live connection itself is tested in app/live; here the page hears the events the test hands it.
let hear: (event: LiveEvent) => void = () => undefined;
vi.mock('../../live/hooks', () => ({
  useLiveEvent: (listener: (event: LiveEvent) => void) => {
    hear = listener;
  },
  usePresenceOpen: () => undefined,
  usePresenceLookup: () => () => [],
  usePresentOthers: () => [],
}));

const Stale = 'Document_Is_Updated_By_Other_User';
const me = 'me';
const colleague = 'colleague';

function verifyDocument(id: string, number: string): VerifyDocument {
  return {
    Id: id,
    SourceId: null,
    SourceDocumentId: null,
    CompanyId: 'c1',
    BatchNumber: '',
    Number: number,
    DocumentType: 'PurchaseInvoice',
    OriginalType: 'Upload',
    Date: null,
    ImportDate: '2025-01-01T00:00:00Z',
    CurrentUserId: null,
    IsBlocked: false,
    BlockedByUserId: null,
    BlockedByUserName: null,
    NumberOfAttachments: 0,
    RelationId: null,
    RelationCode: '',
    RelationName: '',
    RelationVatNumber: '',
    RelationChamberOfCommerce: '',
    Ibans: [],
    IbanNumber: '',
    IsValid: true,
    IsVerified: false,
    ErrorMessage: '',
    Comment: '',
    ElectronicDocumentType: '',
    DueDate: null,
    Currency: 'EUR',
    NetAmount: 0,
    VatAmount: 0,
    GrossAmount: 0,
    InvoiceType: 'Debit',
    PurchaseOrderNumber: '',
    PaymentReference: '',
    Description: '',
    RecognitionStatus: 'Done',
    Score: null,
    Duplicates: [],
    LastUpdate: '2025-01-01T00:00:00Z',
  };
}

const first = verifyDocument('d1', 'N1');
const second = verifyDocument('d2', 'N2');
const byId = new Map([first, second].map((document) => [document.Id, document]));

/** The verify reads: a list of two documents, each held for this user when opened (BlockRecord). */
function answer() {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/api/User/GetCurrentUser')) return { Id: me };
    if (url.startsWith('/api/Verify/GetDocuments?')) return [first, second];
    if (url.startsWith('/api/Verify/GetDocumentCount'))
      return { TotalCount: 2, DocumentCounts: [], CompanyCounts: [] };
    if (url.startsWith('/api/Verify/GetVerifyRecordRecognizedFields/')) return {};
    if (url.startsWith('/api/Verify/GetVerifySettings/')) return {};
    return [];
  });
  return vi.spyOn(api, 'put').mockImplementation(async (url: string) => {
    const held = url.match(/^\/api\/Verify\/BlockRecord\/(.+)$/);
    if (held) return byId.get(decodeURIComponent(held[1] ?? ''));
    return undefined;
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/verify']}>
        <PopupHost />
        <VerifyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page with the first document open and held for this user. */
async function openFirst() {
  const put = answer();
  renderPage();
  await waitFor(() =>
    expect(screen.getByTestId('verify-workspace')).toHaveAttribute('data-document-id', 'd1'),
  );
  expect(put).toHaveBeenCalledWith('/api/Verify/BlockRecord/d1');
  return put;
}

/** Hands the page an event and lets whatever it starts settle. */
async function deliver(event: LiveEvent) {
  await act(async () => {
    hear(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

// jsdom has no FontFaceSet; the comment field's autosize listens on it.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

describe('VerifyPage: the open document updated by another user (spec 001 §4, issue 16)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
  });
  afterEach(() => {
    // Unmounting frees the held documents: while the API is still answered here.
    cleanup();
    popups.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  for (const kind of [
    'VerifyRecordSaved',
    'VerifyRecordUpdated',
    'VerifyRecordDeleted',
    'DocumentUpdated',
    'ActionPerformed',
  ] as const) {
    it(`says so when a colleague's ${kind} concerns the open document, and opens the next one`, async () => {
      const put = await openFirst();
      await deliver({ Event: kind, DocumentId: 'd1', CompanyId: 'c1', ByUserId: colleague });
      expect(await screen.findByText(Stale)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByTestId('verify-workspace')).toHaveAttribute('data-document-id', 'd2'),
      );
      expect(put).toHaveBeenCalledWith('/api/Verify/BlockRecord/d2');
      expect(popups.getSnapshot().filter((message) => message.Message === Stale)).toHaveLength(1);
    });
  }

  it('hears the open document among an event’s DocumentIds too', async () => {
    await openFirst();
    await deliver({ Event: 'ActionPerformed', DocumentIds: ['d9', 'd1'], ByUserId: colleague });
    expect(await screen.findByText(Stale)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('verify-workspace')).toHaveAttribute('data-document-id', 'd2'),
    );
  });

  it('stays quiet for own changes, the system’s, other documents and holding alone — until a colleague’s', async () => {
    const put = await openFirst();
    const quiet: LiveEvent[] = [
      { Event: 'VerifyRecordUpdated', DocumentId: 'd1', ByUserId: me },
      { Event: 'VerifyRecordSaved', DocumentId: 'd1', ByUserId: me },
      // Recognition re-reading the document names no user.
      { Event: 'VerifyRecordUpdated', DocumentId: 'd1' },
      { Event: 'VerifyRecordUpdated', DocumentId: 'd2', ByUserId: colleague },
      { Event: 'DocumentUpdated', DocumentIds: ['d2', 'd3'], ByUserId: colleague },
      { Event: 'VerifyRecordBlocked', DocumentId: 'd1', ByUserId: colleague },
      { Event: 'VerifyRecordUnblocked', DocumentId: 'd1', ByUserId: colleague },
      { Event: 'SourceUpdated', SourceId: 'd1', ByUserId: colleague },
    ];
    for (const event of quiet) await deliver(event);
    expect(screen.queryByText(Stale)).not.toBeInTheDocument();
    expect(popups.getSnapshot()).toEqual([]);
    expect(screen.getByTestId('verify-workspace')).toHaveAttribute('data-document-id', 'd1');
    expect(put).not.toHaveBeenCalledWith('/api/Verify/BlockRecord/d2');

    // The page was listening all along: the colleague's change is heard.
    await deliver({ Event: 'VerifyRecordUpdated', DocumentId: 'd1', ByUserId: colleague });
    expect(await screen.findByText(Stale)).toBeInTheDocument();
  });
});
