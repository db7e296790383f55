import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '../../../domain/api/apiKey';
import type { Webhook, WebhookDelivery } from '../../../domain/api/webhooks';
import { json } from '../../test/fetchStub';
import { renderScreen } from '../../test/shell-render';
import { ApiKeyOverviewPage } from './ApiKeyOverviewPage';

const active: ApiKey = {
  Id: '11111111-1111-4111-8111-111111111111',
  Name: 'Exact connector',
  Prefix: 'AbCdE12345',
  Scopes: ['documents:read', 'documents:confirm'],
  Created: '2026-03-01T10:00:00.000Z',
  CreatedBy: 'Keeper',
  LastUsed: null,
  Revoked: null,
};
const revoked: ApiKey = {
  ...active,
  Id: '22222222-2222-4222-8222-222222222222',
  Name: 'Old',
  Revoked: active.Created,
};
const secretKey = `ll_ZyXwV98765_${'s'.repeat(40)}`;
const hook: Webhook = {
  Id: '33333333-3333-4333-8333-333333333333',
  Url: 'https://erp.example/hooks',
  Events: ['document.posted'],
  IsActive: true,
  Created: active.Created,
};
const failed: WebhookDelivery = {
  Id: '44444444-4444-4444-8444-444444444444',
  Event: 'document.posted',
  State: 'Failed',
  Attempts: 8,
  LastStatusCode: 500,
  LastError: 'HTTP 500',
  NextAttempt: null,
  Created: active.Created,
  Delivered: null,
};

type Call = { method: string; path: string; body: unknown };

/** Answers the key and webhook calls; records every call. */
function stubApi(keys: ApiKey[] = [active, revoked]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (method === 'POST' && path === '/api/ApiKey')
        return json(201, { ...active, Id: 'new', Name: body.Name, Scopes: body.Scopes, Key: secretKey });
      if (method === 'POST' && path.endsWith('/Revoke'))
        return json(200, { ...active, Revoked: active.Created });
      if (path === '/api/ApiKey') return json(200, keys);
      if (method === 'POST' && path === '/api/Webhook')
        return json(201, {
          ...hook,
          Id: 'new-hook',
          Url: body.Url,
          Events: body.Events,
          Secret: 'whsec_shown',
        });
      if (path === '/api/Webhook') return json(200, [hook]);
      if (path.startsWith(`/api/Webhook/${hook.Id}/Deliveries`)) return json(200, [failed]);
      if (path.includes('/Retry')) return json(200, { ...failed, State: 'Pending' });
      return json(404, { Message: 'Not_Found', Status: 404 });
    }),
  );
  return calls;
}

const open = () =>
  renderScreen(<ApiKeyOverviewPage />, { path: '/api-key-overview', route: '/api-key-overview' });

describe('the API key overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the keys with their prefix, scopes and state, never a secret', async () => {
    stubApi();
    open();
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Exact connector');
    expect(rows[0]).toHaveTextContent('ll_AbCdE12345_…');
    expect(rows[0]).toHaveAttribute('data-revoked', 'false');
    expect(rows[1]).toHaveAttribute('data-revoked', 'true');
    expect(within(rows[1]).queryByTestId('api-key-revoke')).toBeNull();
  });

  it('says so when there are no keys yet', async () => {
    stubApi([]);
    open();
    expect(await screen.findByText(/No_Api_Keys_Yet/)).toBeInTheDocument();
  });

  it('makes a key with a name and scopes and shows it once, with a copy button and a warning', async () => {
    const calls = stubApi();
    open();
    await userEvent.click(await screen.findByTestId('api-key-new'));
    await userEvent.type(screen.getByTestId('api-key-name'), 'Connector');
    await userEvent.click(screen.getByTestId('api-key-scope-masterdata:write'));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('shown-once-secret')).toHaveTextContent(secretKey);
    expect(screen.getByTestId('shown-once-warning')).toHaveTextContent('Api_Key_Shown_Once');
    expect(screen.getByTestId('shown-once-copy')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      Name: 'Connector',
      Scopes: ['masterdata:write'],
    });
    await userEvent.click(screen.getByTestId('api-key-done'));
    await waitFor(() => expect(screen.queryByText(secretKey)).toBeNull());
  });

  it('revokes a key only after confirmation', async () => {
    const calls = stubApi();
    open();
    const [first] = await screen.findAllByTestId('api-key-row');
    await userEvent.click(within(first).getByTestId('api-key-revoke'));
    expect(await screen.findByTestId('api-key-revoke-confirm')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/Revoke'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Confirm/ }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.path === `/api/ApiKey/${active.Id}/Revoke`),
      ).toBe(true),
    );
  });

  it('adds a webhook, shows its secret once, and opens its delivery log with a retry for a failed one', async () => {
    const calls = stubApi();
    open();
    await userEvent.click(await screen.findByTestId('webhooks-tab'));
    await userEvent.type(await screen.findByTestId('webhook-url'), 'https://erp.example/new');
    await userEvent.click(screen.getByTestId('webhook-add'));
    expect(await screen.findByTestId('shown-once-secret')).toHaveTextContent('whsec_shown');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/Webhook')?.body).toMatchObject({
      Url: 'https://erp.example/new',
    });
    const [row] = await screen.findAllByTestId('webhook-row');
    await userEvent.click(within(row).getByTestId('webhook-toggle'));
    const delivery = await within(row).findByTestId('webhook-delivery');
    expect(delivery).toHaveTextContent('HTTP 500');
    await userEvent.click(within(delivery).getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/api/Webhook/Delivery/${failed.Id}/Retry`)).toBe(true),
    );
  });
});
