import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the app: its own scripts only (and the one boot script by hash),
 * inline styles because Mantine injects style tags, page images as data: URLs, never framed.
 */
export function contentSecurityPolicy(bootScript: string): string {
  const bootHash = createHash('sha256').update(bootScript).digest('base64');
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${bootHash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers and the request id on every answer; HSTS only when the request came over TLS
 * (directly or, behind the proxy, by X-Forwarded-Proto).
 */
export function registerResponseHeaders(app: FastifyInstance, bootScript: string): void {
  const fixed = {
    'content-security-policy': contentSecurityPolicy(bootScript),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(fixed);
    reply.header('x-request-id', request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    done(null, payload);
  });
}
