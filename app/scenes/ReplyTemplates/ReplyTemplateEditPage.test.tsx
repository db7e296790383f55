import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyTemplate } from '../../../domain/intake/replyTemplate';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { ReplyTemplateEditPage } from './ReplyTemplateEditPage';

const stored: ReplyTemplate = {
  Id: '33333333-3333-4333-8333-333333333333',
  MailboxId: '22222222-2222-4222-8222-222222222222',
  Situation: 'TooLarge',
  Language: 'en-US',
  Subject: 'Not processed: {Subject}',
  Body: 'Dear ,\n\nToo large.',
  IsActive: true,
  LastUpdate: '2026-05-01T10:00:00.000Z',
};
const mailbox = { Id: stored.MailboxId, Address: 'demo-foods.inkoop@ledgerline.localhost', CompanyId: 'c1' };

type Call = { method: string; path: string; body: unknown };

/** Answers the mailboxes, the stored template, previews (filling {Subject}) and saves; records every call. */
function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path === '/api/ReplyTemplate/Preview')
        return json(200, {
          Subject: String(body.Subject).replace('{Subject}', 'Factuur 12'),
          Body: body.Body,
        });
      if (method === 'PUT') return json(200, { ...stored, ...body, Id: body.Id ?? 'new-id' });
      if (path.startsWith('/api/Mailbox')) return json(200, [mailbox]);
      if (path === `/api/ReplyTemplate/${stored.Id}`) return json(200, stored);
      return json(404, { Message: 'Reply_Template_Not_Found', Status: 404 });
    }),
  );
  return calls;
}

const open = (id: string) =>
  renderScreen(<ReplyTemplateEditPage />, { path: `/reply-templates/${id}`, route: '/reply-templates/:id' });
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('the reply template edit page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts a clicked placeholder at the cursor of the body and saves with Ctrl+S', async () => {
    const calls = stubApi();
    open(stored.Id);
    const body = await screen.findByTestId('reply-template-body');
    expect(body).toHaveValue('Dear ,\n\nToo large.');
    await waitFor(() =>
      expect(screen.getByTestId('reply-template-mailbox')).toHaveValue(
        'demo-foods.inkoop@ledgerline.localhost',
      ),
    );
    (body as HTMLTextAreaElement).focus();
    (body as HTMLTextAreaElement).setSelectionRange(5, 5);
    await userEvent.click(screen.getByTestId('placeholder-SenderName'));
    expect(body).toHaveValue('Dear {SenderName},\n\nToo large.');
    fireEvent.keyDown(body, { key: 's', code: 'KeyS', ctrlKey: true });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      method: 'PUT',
      path: '/api/ReplyTemplate',
      body: {
        Id: stored.Id,
        MailboxId: stored.MailboxId,
        Situation: 'TooLarge',
        Language: 'en-US',
        Subject: 'Not processed: {Subject}',
        Body: 'Dear {SenderName},\n\nToo large.',
        IsActive: true,
        LastUpdate: stored.LastUpdate,
      },
    });
  });

  it('writes into the subject when the subject was the field used last', async () => {
    stubApi();
    open(stored.Id);
    const subject = await screen.findByTestId('reply-template-subject');
    await userEvent.click(subject);
    (subject as HTMLInputElement).setSelectionRange(0, 0);
    await userEvent.click(screen.getByTestId('placeholder-CompanyName'));
    expect(subject).toHaveValue('{CompanyName}Not processed: {Subject}');
  });

  it('shows the preview the server fills in', async () => {
    stubApi();
    open(stored.Id);
    expect(await screen.findByTestId('reply-preview-subject', {}, { timeout: 3000 })).toHaveTextContent(
      'Not processed: Factuur 12',
    );
  });

  it('creates a template for all mailboxes without an Id', async () => {
    const calls = stubApi();
    open('new');
    expect(await screen.findByTestId('reply-template-mailbox')).toHaveDisplayValue(/All_Mailboxes/);
    await userEvent.type(screen.getByTestId('reply-template-subject'), 'Ontvangen');
    await userEvent.type(screen.getByTestId('reply-template-body'), 'Dank u');
    await userEvent.click(screen.getByTestId('masterdata-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      MailboxId: null,
      Situation: 'Received',
      Language: 'nl-NL',
      Subject: 'Ontvangen',
      Body: 'Dank u',
      IsActive: true,
    });
  });

  it('says so when the address names no template', async () => {
    stubApi();
    open('00000000-0000-4000-8000-000000000000');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Reply_Template_Not_Found');
  });
});
