import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api } from '../../api/client';
import { renderWithProviders } from '../../test/render';
import { source } from '../Splitter/testSource';
import { SourcesPage } from './SourcesPage';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/source-overview']}>
        <SourcesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SourcesPage (spec 001 §2, 002 §2)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('lists sources with their status, the scan counts on top, and filters by number from the first page', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/Source/GetScanCounts')
        return { TotalCount: 3, CompanyCounts: [{ CompanyId: null, Count: 3 }] };
      if (url.startsWith('/api/Source?')) return { Items: [source()], TotalCount: 1 };
      return [];
    });
    renderPage();
    expect(await screen.findByTestId('source-row')).toHaveTextContent('7');
    expect(screen.getByTestId('source-status')).toHaveTextContent('Source_Status_Classified');
    expect(screen.getByTestId('scan-counts')).toHaveTextContent('Scan_Counts_Waiting');
    fireEvent.change(screen.getByTestId('source-filter-number'), { target: { value: '7' } });
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/Source?currentPage=1&pageSize=25&number=7'));
    expect(JSON.parse(sessionStorage.getItem('/source-overview_Filter') ?? '{}')).toMatchObject({
      number: 7,
    });
  });
});
