import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import { api } from '../../api/client';
import { renderWithProviders } from '../../test/render';
import { EInvoicePreviewForDocument } from './EInvoicePreviewForDocument';
import { onePageInvoice } from './fixtures';

function renderFor(documentId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <EInvoicePreviewForDocument documentId={documentId} />
    </QueryClientProvider>,
  );
}

describe('EInvoicePreviewForDocument', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads GET electronicInvoice/{documentId} and shows the invoice', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(onePageInvoice());
    renderFor('d0c');
    expect(await screen.findByTestId('einvoice-preview')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/electronicInvoice/d0c');
  });

  it("fails silently: shows 'No_image_found' when the call fails", async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError(404, 'Document_Not_Found'));
    renderFor('missing');
    expect(await screen.findByTestId('einvoice-no-data')).toHaveTextContent('No_image_found');
  });
});
