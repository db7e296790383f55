import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionInformation } from '../../../domain/entities/session';
import type { Mailbox } from '../../../domain/intake/mailbox';
import { setSession } from '../../session/sessionStore';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { MailboxesPage } from './MailboxesPage';

const foods = '11111111-1111-4111-8111-111111111111';
const companies = [
  { Id: foods, Name: 'Demo Foods BV', DisplayName: 'Demo Foods', IsDeleted: false, UsesSalesInvoices: true },
];

const purchase: Mailbox = {
  Id: '22222222-2222-4222-8222-222222222222',
  CompanyId: foods,
  DocumentType: 'PurchaseInvoice',
  LocalPart: 'demo-foods.inkoop',
  Address: 'demo-foods.inkoop@ledgerline.localhost',
  IsActive: true,
  MaxMessageBytes: 25 * 1024 * 1024,
  AllowedSenders: [],
  AcceptPdf: true,
  AcceptImages: true,
  AcceptEInvoices: true,
  BodyAsDocument: false,
  SourcePer: 'Attachment',
  ReplyLanguage: 'nl-NL',
  SendReplies: true,
  LastUpdate: '2026-05-01T10:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown };

/** Answers companies, mailboxes, the domain and the suggestion; a save answers `save`. Records every call. */
function stubApi(save: { status: number; body?: unknown } = { status: 200 }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path.startsWith('/api/company')) return json(200, companies);
      if (method === 'PUT') return json(save.status, save.body ?? { ...purchase, ...body });
      if (path === '/api/Mailbox/Domain') return json(200, { Domain: 'ledgerline.localhost' });
      if (path.startsWith('/api/Mailbox/SuggestLocalPart'))
        return json(200, { LocalPart: 'demo-foods.verkoop' });
      if (path.startsWith('/api/Mailbox')) return json(200, [purchase]);
      return json(404, { Message: 'Not_Found', Status: 404 });
    }),
  );
  return calls;
}

const open = () =>
  renderScreen(<MailboxesPage />, { path: `/mailboxes/${foods}`, route: '/mailboxes/:companyId?' });
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('the mailboxes page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSession(null);
  });

  it("shows the company's mailbox address per document type it uses, and offers to create the missing one", async () => {
    const calls = stubApi();
    open();
    const row = await screen.findByTestId('mailbox-PurchaseInvoice');
    expect(await within(row).findByTestId('mailbox-address')).toHaveTextContent(
      'demo-foods.inkoop@ledgerline.localhost',
    );
    expect(
      within(screen.getByTestId('mailbox-SalesInvoice')).getByTestId('mailbox-create'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('mailbox-PackingSlip')).toBeNull();
    expect(calls.some((call) => call.path === `/api/Mailbox?companyId=${foods}`)).toBe(true);
  });

  it('creates a mailbox with the suggested local part and the rules chosen in the panel', async () => {
    const calls = stubApi();
    open();
    await userEvent.click(await screen.findByTestId('mailbox-create'));
    const localPart = await screen.findByTestId('mailbox-local-part');
    expect(localPart).toHaveValue('demo-foods.verkoop');
    await userEvent.type(screen.getByTestId('mailbox-senders'), 'Jan@Leverancier.nl{enter}@groothandel.nl');
    await userEvent.click(screen.getByTestId('mailbox-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      path: '/api/Mailbox',
      body: {
        CompanyId: foods,
        DocumentType: 'SalesInvoice',
        LocalPart: 'demo-foods.verkoop',
        MaxMessageBytes: 25 * 1024 * 1024,
        AllowedSenders: ['jan@leverancier.nl', '@groothandel.nl'],
      },
    });
    expect(puts(calls)[0]?.body).not.toHaveProperty('Id');
  });

  it('checks the local part before sending, and shows a taken address under it', async () => {
    const calls = stubApi({ status: 409, body: { Message: 'Mailbox_Address_Taken', Status: 409 } });
    open();
    await userEvent.click(await screen.findByTestId('mailbox-edit'));
    const localPart = await screen.findByTestId('mailbox-local-part');
    await userEvent.clear(localPart);
    await userEvent.type(localPart, '.inkoop');
    await userEvent.click(screen.getByTestId('mailbox-save'));
    expect(await screen.findByText('Mailbox_Local_Part_Rule')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await userEvent.clear(localPart);
    await userEvent.type(localPart, 'inkoop');
    await userEvent.click(screen.getByTestId('mailbox-save'));
    expect(await screen.findByText('Mailbox_Address_Taken')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({ Id: purchase.Id, LocalPart: 'inkoop' });
  });

  it('lets a read-only session look but not create, change or save', async () => {
    stubApi();
    setSession({ ...readOnlySession });
    open();
    await screen.findByTestId('mailbox-address');
    expect(screen.queryByTestId('mailbox-create')).toBeNull();
    await userEvent.click(screen.getByTestId('mailbox-edit'));
    expect(await screen.findByTestId('mailbox-local-part')).toBeDisabled();
    expect(screen.queryByTestId('mailbox-save')).toBeNull();
    expect(screen.queryByTestId('mailbox-delete')).toBeNull();
  });
});

const readOnlySession: SessionInformation = {
  CustomerId: 'c',
  CustomerName: 'Demo',
  Token: 't',
  Domain: '',
  IsReadOnly: true,
  RefreshAfterSeconds: 90,
  AuthenticationProvider: '',
  AuthenticationProviderUserId: '',
};
