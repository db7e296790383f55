import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const safeId = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the load balancer's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && safeId.test(given) ? given : randomUUID();
}
