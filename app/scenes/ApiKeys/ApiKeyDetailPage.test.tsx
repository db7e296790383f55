import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '../../../domain/api/apiKey';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { ApiKeyDetailPage } from './ApiKeyDetailPage';

const key: ApiKey = {
  Id: '11111111-1111-4111-8111-111111111111',
  Name: 'Exact connector',
  Prefix: 'AbCdE12345',
  Scopes: ['payments:write'],
  Created: '2026-03-01T10:00:00.000Z',
  CreatedBy: 'Keeper',
  LastUsed: '2026-03-02T08:30:00.000Z',
  Revoked: null,
};

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === `/api/ApiKey/${key.Id}/Revoke`) return json(200, { ...key, Revoked: key.Created });
      if (path === `/api/ApiKey/${key.Id}`) return json(200, key);
      return json(404, { Message: 'Api_Key_Not_Found', Status: 404 });
    }),
  );
  return calls;
}

const open = (id: string) =>
  renderScreen(<ApiKeyDetailPage />, { path: `/api-key-overview/${id}`, route: '/api-key-overview/:id' });

describe('one API key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the key may do and when it was last used, and revokes it after confirmation', async () => {
    const calls = stubApi();
    open(key.Id);
    const detail = await screen.findByTestId('api-key-detail');
    expect(detail).toHaveTextContent('ll_AbCdE12345_…');
    expect(detail).toHaveTextContent('payments:write');
    expect(detail).toHaveTextContent('Keeper');
    await userEvent.click(screen.getByTestId('api-key-revoke'));
    await userEvent.click(await screen.findByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(calls).toContain(`POST /api/ApiKey/${key.Id}/Revoke`));
  });

  it('says so for an address that names no key, with the way back', async () => {
    stubApi();
    open('22222222-2222-4222-8222-222222222222');
    expect(await screen.findByTestId('not-found')).toHaveTextContent(/Api_Key_Not_Found/);
    expect(screen.getByRole('link', { name: /Back_To_Api_Keys/ })).toHaveAttribute(
      'href',
      '/api-key-overview',
    );
  });
});
