import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentDetail, DocumentFilter } from '../../../domain/documents';
import type { LiveEvent } from '../../../domain/live/events';
import { detailKey } from '../../api/documents';
import { json } from '../../test/fetchStub';
import { useLiveDetail } from './useLiveDetail';

// The live connection itself is tested in app/live; here the hook hears events handed in by the test.
let hear: (event: LiveEvent) => void = () => undefined;
vi.mock('../../live/hooks', () => ({
  useLiveEvent: (listener: (event: LiveEvent) => void) => {
    hear = listener;
  },
  usePresenceOpen: () => undefined,
}));
vi.mock('../../api/currentUser', () => ({ useCurrentUser: () => ({ data: { Id: 'me' } }) }));

const filter = { DocumentType: 'PurchaseInvoice' } as DocumentFilter;
const detailOf = (id: string, number = 'N1') =>
  ({
    Document: { Id: id, DocumentNumber: number },
    NextId: 'next',
    PreviousId: 'previous',
  }) as unknown as DocumentDetail;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const fetched = vi.fn<(path: string) => Promise<Response>>();
/** The GetDetail calls made, as `id method`. */
const asked = () =>
  fetched.mock.calls.map(([path]) => {
    const query = new URLSearchParams(path.split('?')[1]);
    return `${query.get('id')} ${query.get('method')}`;
  });

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetched.mockReset();
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => fetched(String(input)));
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

function render() {
  return renderHook(() => useLiveDetail('PurchaseInvoice', 'd1', detailOf('d1'), filter), { wrapper });
}

describe('the open document follows remote updates (spec 001 §4)', () => {
  it('reloads the document a colleague changed, marked not latest until it is back', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetched.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = render();
    act(() => hear({ Event: 'ActionPerformed', DocumentId: 'd1', ByUserId: 'colleague' }));
    expect(result.current).toBe('not-latest');
    expect(asked()).toEqual(['d1 detail']);
    await act(async () => answer(json(200, detailOf('d1', 'N2'))));
    expect(result.current).toBe('latest');
    expect(
      client.getQueryData<DocumentDetail>(detailKey('PurchaseInvoice', 'd1', filter))?.Document
        .DocumentNumber,
    ).toBe('N2');
  });

  it('marks the document not in the filter when it cannot be reloaded', async () => {
    fetched.mockResolvedValue(json(404, { Message: 'Document_Not_Found' }));
    const { result } = render();
    act(() => hear({ Event: 'DocumentUpdated', DocumentIds: ['x', 'd1'], ByUserId: 'colleague' }));
    await waitFor(() => expect(result.current).toBe('not-in-filter'));
  });

  it('leaves the user’s own changes to the screen that made them', () => {
    const { result } = render();
    act(() => hear({ Event: 'ActionPerformed', DocumentId: 'd1', ByUserId: 'me' }));
    expect(result.current).toBe('latest');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reloads a neighbour a colleague changed, not the open document', async () => {
    fetched.mockResolvedValue(json(200, detailOf('next', 'new')));
    client.setQueryData(detailKey('PurchaseInvoice', 'next', filter), detailOf('next', 'old'));
    const { result } = render();
    act(() => hear({ Event: 'DocumentUpdated', DocumentId: 'next', ByUserId: 'colleague' }));
    expect(result.current).toBe('latest');
    // The neighbour is asked from the open document with method next, as walking does.
    await waitFor(() =>
      expect(
        client.getQueryData<DocumentDetail>(detailKey('PurchaseInvoice', 'next', filter))?.Document
          .DocumentNumber,
      ).toBe('new'),
    );
    expect(asked()).toEqual(['d1 next']);
  });

  it('ignores events about other documents', () => {
    const { result } = render();
    act(() => hear({ Event: 'DocumentUpdated', DocumentId: 'elsewhere', ByUserId: 'colleague' }));
    expect(result.current).toBe('latest');
    expect(fetched).not.toHaveBeenCalled();
  });
});
