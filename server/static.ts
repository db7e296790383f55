import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

const apiPrefixes = ['/api/', '/auth/', '/locales/', '/hub', '/health'];

/** The flags the app reads before it has a session, injected into index.html (allowed by its hash). */
export function bootScript(config: Pick<Config, 'devKit'>): string {
  return `window.__LEDGERLINE__=${JSON.stringify({ devKit: config.devKit })}`;
}

/** Serves the built web app (SPA fallback to index.html) and the static translation files. */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(async (files) => {
    // Static files are public; the file plugin cannot declare that itself.
    files.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await serveFiles(files, config);
  });
}

async function serveFiles(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.localesDir,
    prefix: '/locales/',
    decorateReply: false,
  });
  const indexFile = path.join(config.appDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const indexHtml = fs
    .readFileSync(indexFile, 'utf8')
    .replace('</head>', `<script>${bootScript(config)}</script></head>`);
  await app.register(fastifyStatic, {
    root: config.appDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    setHeaders(reply, file) {
      // Built assets carry a content hash in their names: they never change.
      if (file.includes(`${path.sep}assets${path.sep}`))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  app.get('/', { config: { public: true } }, sendIndex);
  app.get('/*', { config: { public: true } }, (request, reply) => {
    if (apiPrefixes.some((prefix) => request.url.toLowerCase().startsWith(prefix))) {
      return reply.status(404).send({ Message: 'Not_Found', Code: 'Not_Found', Status: 404 });
    }
    return sendIndex(request, reply);
  });
}
