import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Source } from '../../../domain/intake/source';
import type { LiveEvent } from '../../../domain/live/events';
import { api } from '../../api/client';
import { PopupHost } from '../../shell/popups/PopupHost';
import { popups } from '../../shell/popups/popupStore';
import { renderWithProviders } from '../../test/render';
import { SplitterPage } from './SplitterPage';
import { source } from './testSource';

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
const open = source();
const other: Source = { ...source(), Id: '00000000-0000-4000-8000-0000000000bb', SourceNumber: 8 };
/** The open source as the colleague left it: one document of all four pages. */
const rearranged: Source = {
  ...source(),
  SourceDocuments: [
    {
      ...(source().SourceDocuments[0] as Source['SourceDocuments'][number]),
      Pages: source().SourceDocuments.flatMap((document) => document.Pages),
    },
  ],
  LastUpdate: '2025-01-02T00:00:00.000Z',
};

/** The splitter's reads: a queue of two sources; holding the open one answers `current()` at that moment. */
function answer(current: () => Source) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith('/api/User/GetCurrentUser')) return { Id: me };
    if (url.startsWith('/api/Splitter/GetCount')) return { TotalCount: 2, CompanyCounts: [] };
    if (url.startsWith('/api/Splitter/GetDetail/')) return current();
    if (url.startsWith('/api/Splitter')) return [open, other];
    return [];
  });
  return vi
    .spyOn(api, 'put')
    .mockImplementation(async (url: string) =>
      url === `/api/Source/BlockSource/${open.Id}` ? current() : undefined,
    );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/splitter']}>
        <PopupHost />
        <SplitterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const documents = () => screen.queryAllByTestId(/^split-document-\d+$/);
const pagesOf = (number: number) =>
  within(screen.getByTestId(`split-document-${number}`)).getAllByTestId('split-page');
const holds = (put: ReturnType<typeof answer>) =>
  put.mock.calls.filter(([url]) => url === `/api/Source/BlockSource/${open.Id}`).length;

/** The page with the first source open and held, one page moved by the user (an unsaved change). */
async function openAndEdit(current: () => Source) {
  const put = answer(current);
  renderPage();
  await screen.findByTestId('splitter-workspace');
  expect(holds(put)).toBe(1);
  expect(documents()).toHaveLength(2);
  fireEvent.click(pagesOf(1)[0] as HTMLElement);
  fireEvent.keyDown(window, { key: 'ArrowRight', ctrlKey: true });
  expect(pagesOf(1)).toHaveLength(1);
  expect(screen.getByTestId('splitter-workspace')).toHaveAttribute('data-changed', 'true');
  return put;
}

/** Hands the page an event and lets whatever it starts settle. */
async function deliver(event: LiveEvent) {
  await act(async () => {
    hear(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('SplitterPage: the open source updated by another user (spec 001 §4, issue 16)', () => {
  beforeEach(() => {
    // Page images are not the subject here: every image read fails and shows its placeholder.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
  });
  afterEach(() => {
    // Unmounting frees the held sources: while the API is still answered here.
    cleanup();
    popups.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says so when a colleague changes the open source, and loads it as it is now', async () => {
    let now = open;
    const put = await openAndEdit(() => now);
    now = rearranged;
    await deliver({
      Event: 'SourceUpdated',
      SourceId: open.Id,
      CompanyId: open.CompanyId ?? undefined,
      ByUserId: colleague,
    });
    expect(await screen.findByText(Stale)).toBeInTheDocument();
    await waitFor(() => expect(documents()).toHaveLength(1));
    expect(holds(put)).toBe(2);
    expect(pagesOf(1)).toHaveLength(4);
    // The user's moved page was on the old copy: nothing unsaved is left to warn about.
    expect(screen.getByTestId('splitter-workspace')).not.toHaveAttribute('data-changed');
    fireEvent.click(screen.getAllByTestId('splitter-queue-item')[1] as HTMLElement);
    expect(screen.queryByText('Splitter_Unsaved_Changes')).not.toBeInTheDocument();
    expect(popups.getSnapshot().map((message) => message.Message)).toEqual([Stale]);
  });

  it('stays quiet for own changes, the system’s and other sources, keeping the edit — until a colleague’s', async () => {
    let now = open;
    const put = await openAndEdit(() => now);
    now = rearranged;
    const quiet: LiveEvent[] = [
      { Event: 'SourceUpdated', SourceId: open.Id, ByUserId: me },
      // Classification finishing names no user.
      { Event: 'SourceUpdated', SourceId: open.Id },
      { Event: 'SourceUpdated', SourceId: other.Id, ByUserId: colleague },
      { Event: 'DocumentUpdated', DocumentId: open.Id, ByUserId: colleague },
    ];
    for (const event of quiet) await deliver(event);
    expect(screen.queryByText(Stale)).not.toBeInTheDocument();
    expect(popups.getSnapshot()).toEqual([]);
    expect(holds(put)).toBe(1);
    expect(documents()).toHaveLength(2);
    expect(pagesOf(1)).toHaveLength(1);
    expect(screen.getByTestId('splitter-workspace')).toHaveAttribute('data-changed', 'true');

    // The page was listening all along: the colleague's change is heard.
    await deliver({ Event: 'SourceUpdated', SourceId: open.Id, ByUserId: colleague });
    expect(await screen.findByText(Stale)).toBeInTheDocument();
    await waitFor(() => expect(documents()).toHaveLength(1));
  });
});
