import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI for every route from its Zod schemas, served as JSON at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Ledgerline API', version: '1' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The public API (/api/v1): a customer's API key, `Authorization: Bearer ll_<prefix>_<secret>`.
          apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'll_<prefix>_<secret>' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
