import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a test receiver got: its headers and the body exactly as sent. */
export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A real HTTP receiver on a free loopback port, for webhook tests: it records every request and answers with the
 * next status of `statuses` (the last one repeats).
 */
export async function startReceiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses[Math.min(received.length, statuses.length) - 1];
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/ledgerline`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
