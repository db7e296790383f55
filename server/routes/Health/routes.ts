import type { FastifyInstance } from 'fastify';

/** Liveness: answers when the server accepts requests. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
