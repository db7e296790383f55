import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedFetch, WebhookAddressRefused } from './guardedFetch';

let server: Server;
let port = 0;
let hits = 0;
beforeAll(async () => {
  server = createServer((_request, response) => {
    hits += 1;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (allowLocal: boolean, url: string) =>
  guardedFetch(allowLocal)(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });

/** The refusal, whether thrown at once (an address in the URL) or by the connection (a name that resolves inside). */
async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error instanceof WebhookAddressRefused ? error : (error as { cause?: unknown }).cause;
  }
  return null;
}

describe('webhook deliveries reach only addresses outside the server’s own networks', () => {
  it('refuses this machine by address and by a name that resolves to it, and nothing arrives', async () => {
    hits = 0;
    for (const url of [`http://127.0.0.1:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`])
      expect(await refusal(post(false, url)), url).toBeInstanceOf(WebhookAddressRefused);
    expect(await refusal(post(false, `http://localhost:${port}/hook`))).toBeInstanceOf(WebhookAddressRefused);
    expect(hits).toBe(0);
  });

  it('lets deliveries reach this machine outside production', async () => {
    hits = 0;
    expect((await post(true, `http://127.0.0.1:${port}/hook`)).status).toBe(200);
    expect((await post(true, `http://localhost:${port}/hook`)).status).toBe(200);
    expect(hits).toBe(2);
  });

  it('refuses the rest of the server’s networks even outside production', async () => {
    expect(await refusal(post(true, 'http://169.254.169.254/latest/meta-data'))).toBeInstanceOf(
      WebhookAddressRefused,
    );
    expect(await refusal(post(true, 'http://10.0.0.1/hook'))).toBeInstanceOf(WebhookAddressRefused);
  });
});
