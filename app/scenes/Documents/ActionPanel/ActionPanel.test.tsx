import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentRecord } from '../../../../domain/documents';
import type { AllowedAction } from '../../../../domain/workflow';
import type { ActionInformation, DocumentActions } from '../../../api/workflow';
import { loadDiskLocales } from '../../../i18n/coverage/diskLocales';
import { json } from '../../../test/fetchStub';
import { renderWithProviders } from '../../../test/render';
import { ActionPanel } from './ActionPanel';

const document = {
  Id: 'd1',
  CompanyId: 'c1',
  DocumentType: 'PurchaseInvoice',
  GrossAmount: 1210,
  Currency: 'EUR',
  Status: 'In_Progress',
} as DocumentRecord;

const allowed = (Action: AllowedAction['Action'], extra: Partial<AllowedAction> = {}): AllowedAction => ({
  Action,
  Kind: 'Move',
  Direction: 'Forward',
  NextStatus: 'In_Progress',
  NeedsNextUser: false,
  NeedsRemark: false,
  NeedsApprovalAmount: false,
  SuggestedUserId: null,
  ...extra,
});

const approve = allowed('Approve', { Kind: 'Approve', NextStatus: 'Signed_Off' });
const forward = allowed('Forward', {
  Kind: 'Assign',
  Direction: 'Aside',
  NeedsNextUser: true,
  NeedsRemark: true,
});
const block = allowed('Block', {
  Kind: 'Block',
  Direction: 'Aside',
  NextStatus: 'Blocked',
  NeedsRemark: true,
});

const actionsAnswer = (actions: AllowedAction[], suggested: string | null = 'Approve'): DocumentActions => ({
  Actions: actions,
  SuggestedAction: suggested as DocumentActions['SuggestedAction'],
  SuggestedUserId: null,
  Route: null,
  LastInvoiceUpdate: '2026-05-01T10:00:00.000Z',
});

const information = (extra: Partial<ActionInformation> = {}): ActionInformation => ({
  Actions: [],
  UserIds: [
    { Id: 'u-anna', Name: 'Anna de Vries', IsGroup: false },
    { Id: 'g-ap', Name: 'Crediteuren', IsGroup: true },
  ],
  SuggestedAction: null,
  SuggestedUserId: null,
  SuggestedRemark: '',
  ApprovalAmount: 1210,
  Route: null,
  ...extra,
});

type Answer = [prefix: string, status: number, body: unknown];

/** Stubs fetch with answers by path prefix (first match wins), keeping each call's request for the assertions. */
function stubApi(answers: Answer[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.find(([prefix]) => String(input).startsWith(prefix));
    return answer ? json(answer[1], answer[2]) : json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel(answers: Answer[], i18n?: Awaited<ReturnType<typeof loadDiskLocales>>['en-US']) {
  const fetch = stubApi(answers);
  const onActed = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <ActionPanel type="PurchaseInvoice" document={document} onActed={onActed} />
    </QueryClientProvider>,
    i18n ? { i18n } : {},
  );
  return { fetch, onActed, view };
}

const posted = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([path]) => String(path).startsWith('/api/Document/PostNewAction'))
    .map(([, init]) => JSON.parse(String(init?.body)));

const actions = (list: AllowedAction[], suggested?: string | null): Answer => [
  '/api/DocumentAction/GetActionsForInvoice/d1',
  200,
  actionsAnswer(list, suggested),
];
const info = (extra?: Partial<ActionInformation>): Answer => [
  '/api/DocumentAction/GetActionInformation',
  200,
  information(extra),
];

describe('the action panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the allowed actions: Forward ones primary, with their shortcut hints', async () => {
    renderPanel([actions([approve, forward, block]), info()]);
    const approveButton = await screen.findByTestId('action-Approve');
    expect(approveButton).toHaveTextContent('Alt+A');
    expect(approveButton).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByTestId('action-Block')).toHaveTextContent('Alt+B');
    expect(screen.getByTestId('action-Forward')).toHaveAttribute('data-variant', 'default');
    expect(approveButton).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays away when the user may not act on the document', async () => {
    const { fetch } = renderPanel([actions([])]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('action-panel')).toBeNull();
  });

  it('asks for the next user before an action that needs one, and posts the chosen one', async () => {
    const { fetch } = renderPanel([actions([approve, forward]), info()]);
    fireEvent.click(await screen.findByTestId('action-Forward'));
    expect(await screen.findByText('Action_Next_User_Required')).toBeInTheDocument();
    expect(posted(fetch)).toEqual([]);
  });

  it('preselects the suggested next user', async () => {
    const routed = allowed('Code', { NeedsNextUser: true, SuggestedUserId: 'u-anna' });
    renderPanel([actions([routed], 'Code'), info({ SuggestedUserId: 'u-anna' })]);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveValue('Anna de Vries'));
  });

  it('marks groups, and shows absent users with their replacement as the server names them', async () => {
    const routed = allowed('Code', { NeedsNextUser: true });
    const people = [
      { Id: 'u-piet', Name: 'Piet Jansen (Anna de Vries)', IsGroup: false },
      { Id: 'g-ap', Name: 'Crediteuren', IsGroup: true },
    ];
    renderPanel([actions([routed], 'Code'), info({ UserIds: people })]);
    const input = await screen.findByRole('combobox');
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Select_NextUser'));
    fireEvent.focus(input);
    expect(await screen.findByText('Piet Jansen (Anna de Vries)')).toBeInTheDocument();
    expect(screen.getByText('User_Kind_Group')).toBeInTheDocument();
  });

  it('requires a remark, then asks to confirm a block and posts it with the remark', async () => {
    const { fetch } = renderPanel([
      actions([approve, block]),
      info(),
      ['/api/Document/PostNewAction', 200, {}],
    ]);
    fireEvent.click(await screen.findByTestId('action-Block'));
    expect(await screen.findByText('Action_Remark_Required')).toBeInTheDocument();
    expect(screen.getByTestId('action-remark')).toHaveFocus();
    fireEvent.change(screen.getByTestId('action-remark'), { target: { value: 'Dubbel ontvangen' } });
    fireEvent.click(screen.getByTestId('action-Block'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({
      DocumentId: 'd1',
      DocumentType: 'PurchaseInvoice',
      NextAction: 'Block',
      Remark: 'Dubbel ontvangen',
      LastInvoiceUpdate: '2026-05-01T10:00:00.000Z',
    });
  });

  it("fills the remark from a default text of the document's company and the chosen action, and posts it", async () => {
    const akkoord = {
      Id: 't1',
      CompanyId: 'c1',
      Action: 'Approve',
      Name: 'Akkoord',
      Text: 'Graag goedkeuren.',
    };
    const { fetch } = renderPanel([
      actions([approve, block]),
      info(),
      [
        '/api/DefaultText/ForAction',
        200,
        [{ ...akkoord, IsActive: true, UpdatedAt: '2026-05-01T10:00:00.000Z' }],
      ],
      ['/api/Document/PostNewAction', 200, {}],
    ]);
    const remark = await screen.findByTestId('action-remark');
    fireEvent.change(remark, { target: { value: 'Zie bijlage.' } });
    await userEvent.click(await screen.findByTestId('action-default-text'));
    await userEvent.click(await screen.findByText('Graag goedkeuren.'));
    expect(remark).toHaveValue('Zie bijlage.\nGraag goedkeuren.');
    expect(remark).toHaveFocus();
    expect(fetch).toHaveBeenCalledWith(
      '/api/DefaultText/ForAction?companyId=c1&action=Approve',
      expect.anything(),
    );
    fireEvent.keyDown(remark, { key: 'Enter', code: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({
      NextAction: 'Approve',
      Remark: 'Zie bijlage.\nGraag goedkeuren.',
    });
  });

  it('approves with Alt+A and moves on', async () => {
    const { fetch, onActed } = renderPanel([
      actions([approve, block]),
      info(),
      ['/api/Document/PostNewAction', 200, {}],
    ]);
    await screen.findByTestId('action-Approve');
    fireEvent.keyDown(window, { key: 'a', code: 'KeyA', altKey: true });
    await waitFor(() => expect(onActed).toHaveBeenCalledTimes(1));
    expect(posted(fetch)).toEqual([expect.objectContaining({ NextAction: 'Approve', ApprovalAmount: null })]);
  });

  it('performs the selected action with Ctrl+Enter, also from the remark field', async () => {
    const { fetch } = renderPanel([
      actions([approve, block]),
      info(),
      ['/api/Document/PostNewAction', 200, {}],
    ]);
    const remark = await screen.findByTestId('action-remark');
    fireEvent.change(remark, { target: { value: 'Akkoord' } });
    fireEvent.keyDown(remark, { key: 'Enter', code: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted(fetch)).toHaveLength(1));
    expect(posted(fetch)[0]).toMatchObject({ NextAction: 'Approve', Remark: 'Akkoord' });
  });

  it('shows the refusal under the panel, translated with its parameters', async () => {
    const { 'en-US': english } = await loadDiskLocales();
    const { onActed } = renderPanel(
      [
        actions([approve]),
        info(),
        ['/api/Document/PostNewAction', 403, { Message: 'Approval_Four_Eyes', Status: 403 }],
      ],
      english,
    );
    fireEvent.click(await screen.findByTestId('action-Approve'));
    const refusal = await screen.findByTestId('action-refusal');
    expect(refusal).not.toHaveTextContent('Approval_Four_Eyes');
    expect(refusal.textContent?.length).toBeGreaterThan(10);
    expect(onActed).not.toHaveBeenCalled();
  });

  it('tells the user the document was changed by someone else and reloads it', async () => {
    const { fetch } = renderPanel([
      actions([approve]),
      info(),
      ['/api/Document/PostNewAction', 409, { Message: 'Document_Is_Updated_By_Other_User', Status: 409 }],
    ]);
    fireEvent.click(await screen.findByTestId('action-Approve'));
    expect(await screen.findByTestId('action-stale')).toHaveTextContent('Document_Updated_Reloaded');
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([path]) => String(path).includes('GetActionsForInvoice')).length).toBe(
        2,
      ),
    );
  });

  it('takes the lock on open and releases it on leaving, surviving a closing tab', async () => {
    const { fetch, view } = renderPanel([actions([approve]), info()]);
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/api/Document/Lock/d1', expect.objectContaining({ method: 'PUT' })),
    );
    act(() => view.unmount());
    expect(fetch).toHaveBeenCalledWith(
      '/api/Document/Unlock/d1',
      expect.objectContaining({ method: 'PUT', keepalive: true }),
    );
  });

  it('is read-only while another user holds the lock', async () => {
    renderPanel([
      actions([approve]),
      info(),
      ['/api/Document/Lock/d1', 423, { Message: 'Document_Is_Locked%%Piet' }],
    ]);
    await waitFor(() => expect(screen.getByTestId('action-Approve')).toBeDisabled());
  });
});
