import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/apiError';
import { api } from '../../api/client';
import { popups } from '../../shell/popups/popupStore';
import { renderWithProviders } from '../../test/render';
import { SplitterWorkspace } from './SplitterWorkspace';
import { company, source } from './testSource';

function renderWorkspace(heldBy: string | null = null) {
  const onDone = vi.fn();
  const onReload = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <SplitterWorkspace
        held={{ source: source(), heldBy }}
        next={{ companyId: company }}
        companies={[{ value: company, label: 'Demo Foods' }]}
        sessionReadOnly={false}
        onDone={onDone}
        onReload={onReload}
        onChanged={() => {}}
      />
    </QueryClientProvider>,
  );
  return { onDone, onReload };
}

const pagesOf = (number: number) =>
  within(screen.getByTestId(`split-document-${number}`)).getAllByTestId('split-page');
const key = (key: string, modifiers: Record<string, boolean> = {}) =>
  fireEvent.keyDown(window, { key, ...modifiers });

describe('SplitterWorkspace (spec 001 §4)', () => {
  beforeEach(() => {
    // Page images are not the subject here: every image read fails and shows its placeholder.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    popups.clear();
  });

  it('moves a page to the next document and rotates it with the keys, then saves with Ctrl+S', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ DocumentIds: ['a', 'b'], NextId: 'next-source' });
    const { onDone } = renderWorkspace();
    fireEvent.click(pagesOf(1)[0] as HTMLElement);
    key('ArrowRight');
    key('ArrowRight', { ctrlKey: true });
    expect(pagesOf(1)).toHaveLength(1);
    expect(pagesOf(2)).toHaveLength(3);
    key('r');
    expect(pagesOf(2)[0]).toHaveAttribute('data-rotation', '90');
    expect(screen.getByTestId('splitter-workspace')).toHaveAttribute('data-changed', 'true');
    key('s', { ctrlKey: true });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('next-source'));
    const [url, body] = put.mock.calls[0] ?? [];
    expect(url).toBe(`/api/Splitter?companyId=${company}`);
    expect(body).toMatchObject({
      Id: source().Id,
      SourceDocuments: [
        { Pages: [{ Id: 'p1', Rotation: 0 }] },
        {
          Pages: [
            { Id: 'p2', Rotation: 90 },
            { Id: 'p3', Rotation: 0 },
            { Id: 'p4', Rotation: 0 },
          ],
        },
      ],
      DeletedPageIds: ['p5'],
    });
    expect(popups.getSnapshot().map((message) => message.Message)).toContain('Splitter_Documents_Created%%2');
  });

  it('splits before the focused page with S and deletes and restores a page', () => {
    renderWorkspace();
    fireEvent.click(pagesOf(1)[1] as HTMLElement);
    key('s');
    expect(screen.getAllByTestId(/^split-document-\d$/)).toHaveLength(3);
    expect(within(screen.getByTestId('split-document-2')).getByTestId('split-reason')).toHaveTextContent(
      'Split_Reason_User',
    );
    key('Delete');
    expect(screen.getAllByTestId(/^split-document-\d$/)).toHaveLength(2);
    expect(within(screen.getByTestId('split-deleted')).getAllByTestId('split-restore')).toHaveLength(2);
  });

  it('drops a dragged page before another page of another document', () => {
    renderWorkspace();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
    };
    fireEvent.dragStart(pagesOf(1)[0] as HTMLElement, { dataTransfer });
    fireEvent.dragOver(pagesOf(2)[1] as HTMLElement, { dataTransfer });
    fireEvent.drop(pagesOf(2)[1] as HTMLElement, { dataTransfer });
    expect(pagesOf(1).map((page) => page.dataset.pageId)).toEqual(['p2']);
    expect(pagesOf(2).map((page) => page.dataset.pageId)).toEqual(['p3', 'p1', 'p4']);
  });

  it('shows a source held by someone else read-only, and the keys change nothing', () => {
    const put = vi.spyOn(api, 'put');
    renderWorkspace('Piet Jansen');
    expect(screen.getByTestId('splitter-held')).toHaveTextContent('Splitter_Held_By');
    expect(screen.getByTestId('split-save')).toBeDisabled();
    fireEvent.click(pagesOf(1)[1] as HTMLElement);
    key('s');
    key('s', { ctrlKey: true });
    expect(screen.getAllByTestId(/^split-document-\d$/)).toHaveLength(2);
    expect(put).not.toHaveBeenCalled();
  });

  it('reloads the source when someone else changed it meanwhile', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError(409, 'Document_Is_Updated_By_Other_User'));
    const { onReload, onDone } = renderWorkspace();
    fireEvent.click(screen.getByTestId('split-save'));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
    expect(onDone).not.toHaveBeenCalled();
    expect(popups.getSnapshot().map((message) => message.Message)).toContain(
      'Document_Is_Updated_By_Other_User',
    );
  });

  it('asks before deleting the source with Ctrl+Delete', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ NextId: null });
    const { onDone } = renderWorkspace();
    key('Delete', { ctrlKey: true });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText('Confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(null));
    expect(remove).toHaveBeenCalledWith(`/api/Source/${source().Id}?companyId=${company}`);
  });
});
