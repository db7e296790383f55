import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { DocumentRecord } from '../../../domain/documents';
import { api } from '../../api/client';
import { renderWithProviders } from '../../test/render';
import { PageViewer } from './PageViewer';

const doc = { Id: 'd0c', SourceDocumentId: 's0d', DocumentType: 'PurchaseInvoice' } as DocumentRecord;
const page = { Id: 'p1', PageNumber: 1, Image: 'AAAA', Rotation: 0, Width: 100, Height: 140 };

function renderViewer(pageCount: number, renderedPageCount: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PageViewer document={doc} pageCount={pageCount} renderedPageCount={renderedPageCount} />
    </QueryClientProvider>,
  );
}

describe('PageViewer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows that pages are being prepared and asks again until the page is ready', async () => {
    let ready = 0;
    const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url.includes('GetImageCountForDocument')) return ready;
      return page;
    });
    renderViewer(1, 0);
    expect(await screen.findByTestId('pages-being-prepared')).toHaveTextContent('Pages_Being_Prepared');
    expect(get.mock.calls.some(([url]) => String(url).includes('GetImageInformationForDocument'))).toBe(
      false,
    );
    ready = 1;
    expect(await screen.findByTestId('page-image', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a rendered page at once without asking for the count', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(page);
    renderViewer(1, 1);
    expect(await screen.findByTestId('page-image')).toBeInTheDocument();
    expect(get.mock.calls.some(([url]) => String(url).includes('GetImageCountForDocument'))).toBe(false);
  });
});
