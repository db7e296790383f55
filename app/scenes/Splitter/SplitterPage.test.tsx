import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Source } from '../../../domain/intake/source';
import { api } from '../../api/client';
import { renderWithProviders } from '../../test/render';
import { SplitterPage } from './SplitterPage';
import { source } from './testSource';

/** The splitter's reads answered from a queue; the detail is the test source. */
function answer(queue: Source[]) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/api/Splitter/GetCount')) return { TotalCount: queue.length, CompanyCounts: [] };
    if (url.startsWith('/api/Splitter/GetDetail/')) return source();
    if (url.startsWith('/api/Splitter')) return queue;
    if (url.startsWith('/api/User/GetCurrentUser')) return { Id: 'me' };
    return [];
  });
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/splitter']}>
        <SplitterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SplitterPage (spec 001 §4)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a calm empty state when nothing waits, and frees held sources on leaving', async () => {
    answer([]);
    const put = vi.spyOn(api, 'put').mockResolvedValue(undefined);
    const view = renderPage();
    expect(await screen.findByText('Splitter_Nothing_To_Split')).toBeInTheDocument();
    view.unmount();
    expect(put).toHaveBeenCalledWith('/api/Source/UnblockSourcesForUser');
  });

  it('opens the first source nobody else holds and takes it (BlockSource)', async () => {
    const heldByOther = {
      ...source(),
      Id: '00000000-0000-4000-8000-0000000000aa',
      IsBlocked: true,
      CurrentUserId: 'other',
    };
    answer([heldByOther, source()]);
    const put = vi
      .spyOn(api, 'put')
      .mockImplementation(async (url: string) =>
        url.startsWith('/api/Source/BlockSource/') ? source() : undefined,
      );
    renderPage();
    expect(await screen.findByTestId('splitter-workspace')).toBeInTheDocument();
    await waitFor(() => expect(put).toHaveBeenCalledWith(`/api/Source/BlockSource/${source().Id}`));
    expect(put).not.toHaveBeenCalledWith(`/api/Source/BlockSource/${heldByOther.Id}`);
    expect(screen.getAllByTestId('splitter-queue-item')).toHaveLength(2);
  });

  it('takes a saved source no more: only the list is loaded again, and the empty state shows', async () => {
    let queue = [source()];
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url.startsWith('/api/Splitter/GetCount')) return { TotalCount: queue.length, CompanyCounts: [] };
      if (url.startsWith('/api/Splitter')) return queue;
      if (url.startsWith('/api/User/GetCurrentUser')) return { Id: 'me' };
      return [];
    });
    const put = vi.spyOn(api, 'put').mockImplementation(async (url: string) => {
      if (url.startsWith('/api/Source/BlockSource/')) return source();
      if (url.startsWith('/api/Splitter')) {
        queue = [];
        return { DocumentIds: ['a', 'b'], NextId: null };
      }
      return undefined;
    });
    renderPage();
    expect(await screen.findByTestId('splitter-workspace')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(await screen.findByText('Splitter_Nothing_To_Split')).toBeInTheDocument();
    const taken = put.mock.calls.filter(([url]) => url.startsWith('/api/Source/BlockSource/'));
    expect(taken).toHaveLength(1);
  });
});
