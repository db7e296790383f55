import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord } from '../../../../domain/documents';
import { loadDiskLocales } from '../../../i18n/coverage/diskLocales';
import { popups } from '../../../shell/popups/popupStore';
import { json } from '../../../test/fetchStub';
import { renderWithProviders } from '../../../test/render';
import { BulkActionBar } from './BulkActionBar';
import { NoSelection, type RowSelection } from './selection';

const rows = ['a', 'b', 'c'].map(
  (Id) => ({ Id, DocumentNumber: `INK-${Id}`, DocumentType: 'PurchaseInvoice' }) as DocumentRecord,
);
const picked = (...ids: string[]): RowSelection => ({ ids: new Set(ids), anchor: null });

type Answer = [prefix: string, status: number, body: unknown];

function renderBar(
  selection: RowSelection,
  answers: Answer[],
  i18n?: Parameters<typeof renderWithProviders>[1],
) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.find(([prefix]) => String(input).startsWith(prefix));
    return answer ? json(answer[1], answer[2]) : json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithProviders(
    <QueryClientProvider client={client}>
      <BulkActionBar type="PurchaseInvoice" rows={rows} selection={{ value: selection, onChange }} />
    </QueryClientProvider>,
    i18n,
  );
  const posted = () =>
    fetch.mock.calls
      .filter(([path]) => String(path) === '/api/Document/PostNewActions')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { onChange, posted, invalidate };
}

const done = (count: number): Answer => [
  '/api/Document/PostNewActions',
  200,
  { Documents: rows.slice(0, count) },
];

describe('the bulk action bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    popups.clear();
  });

  it('is hidden while nothing is selected', () => {
    renderBar(NoSelection, []);
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('approves the selected documents at once, reports the count, refreshes and clears', async () => {
    const { onChange, posted, invalidate } = renderBar(picked('c', 'a'), [done(2)]);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('Bulk_Selected_Count');
    await userEvent.click(screen.getByTestId('bulk-Approve'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(NoSelection));
    expect(posted()).toEqual([
      {
        DocumentIds: ['a', 'c'],
        DocumentType: 'PurchaseInvoice',
        NextAction: 'Approve',
        NextUserId: null,
        Remark: '',
      },
    ]);
    expect(popups.getSnapshot().map((popup) => popup.Message)).toEqual(['Bulk_Action_Done%%2']);
    const refreshed = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refreshed).toEqual(expect.arrayContaining([['documents'], ['workflow'], ['dashboard']]));
  });

  it('assigns to the chosen user with a remark; the user is required', async () => {
    const { posted } = renderBar(picked('a', 'b'), [
      [
        '/api/DocumentAction/GetActionInformation',
        200,
        { Actions: [], UserIds: [{ Id: 'u-anna', Name: 'Anna de Vries', IsGroup: false }] },
      ],
      done(2),
    ]);
    await userEvent.click(screen.getByTestId('bulk-Assign'));
    await userEvent.click(screen.getByTestId('bulk-submit'));
    expect(screen.getByText('Action_Next_User_Required')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/NextUser/));
    await userEvent.click(await screen.findByText('Anna de Vries'));
    await userEvent.type(screen.getByTestId('bulk-remark'), 'Please have a look');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({
      NextAction: 'Assign',
      NextUserId: 'u-anna',
      Remark: 'Please have a look',
    });
  });

  it('blocks only with a remark, from the keyboard', async () => {
    const { posted } = renderBar(picked('a'), [done(1)]);
    screen.getByTestId('bulk-Approve').focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByTestId('bulk-Block')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByTestId('bulk-submit'));
    expect(screen.getByText('Action_Remark_Required')).toBeInTheDocument();
    expect(posted()).toEqual([]);
    await userEvent.type(screen.getByTestId('bulk-remark'), 'Wrong vendor{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ NextAction: 'Block', Remark: 'Wrong vendor', DocumentIds: ['a'] });
  });

  it('shows a refusal as a whole: how many and, per document number, why (translated)', async () => {
    const locales = await loadDiskLocales();
    const { onChange } = renderBar(
      picked('a', 'b', 'c'),
      [
        [
          '/api/Document/PostNewActions',
          423,
          {
            Message: 'Bulk_Action_Not_Allowed',
            Errors: { a: 'Action_Not_Allowed', c: 'Document_Is_Locked%%Anna de Vries' },
          },
        ],
      ],
      { i18n: locales['en-US'] },
    );
    await userEvent.click(screen.getByTestId('bulk-Approve'));
    const refusal = await screen.findByTestId('bulk-refusal');
    expect(refusal).toHaveTextContent('2 of the selected documents cannot take this action');
    const lines = screen.getAllByTestId('bulk-refusal-document').map((line) => line.textContent);
    expect(lines).toEqual([
      'INK-a: You cannot perform this action on this document now.',
      'INK-c: Anna de Vries is working on this document right now.',
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
