import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DefaultLocale, Locales, TranslationSources } from '../../../domain/entities/enums';
import { customTranslations } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { publishLiveEvent } from '../../live/publish';
import { audit } from '../../services/audit/audit';
import { translatedTexts } from '../../services/translations/translatedTexts';

const SourceQuery = z.object({ locale: z.enum(Locales), source: z.enum(TranslationSources) });
const CustomTranslation = z.object({
  Locale: z.enum(Locales),
  Key: z.string().trim().min(1, 'Validation_Required').max(200, 'Validation_Maximum_Length%%200'),
  Value: z.string().max(4000, 'Validation_Maximum_Length%%4000'),
});

/** Translation calls: locales, the default locale, one source's texts, and custom wording. */
export async function translationRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;
  const signedIn = { config: { right: { signedIn: true as const } } };

  app.get('/api/Translations/GetAvailableLocales', signedIn, async () => [...Locales]);
  app.get('/api/Translations/GetDefaultLocale', signedIn, async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify(DefaultLocale)),
  );

  app.get(
    '/api/Translations/GetBySource',
    { ...signedIn, schema: { querystring: SourceQuery } },
    async (request) => {
      const { locale, source } = request.query as z.output<typeof SourceQuery>;
      return database.withTenant(request.actor.tenantId, (tx) =>
        translatedTexts(tx, config.localesDir, locale, source),
      );
    },
  );

  app.put(
    '/api/Translations/Custom',
    { config: { right: { view: 'Translations' } }, schema: { body: CustomTranslation } },
    async (request, reply) => {
      const body = request.body as z.output<typeof CustomTranslation>;
      const actor = request.actor;
      await database.withTenant(actor.tenantId, async (tx) => {
        if (body.Value === '') {
          await tx
            .delete(customTranslations)
            .where(and(eq(customTranslations.locale, body.Locale), eq(customTranslations.key, body.Key)));
        } else {
          await tx
            .insert(customTranslations)
            .values({ tenantId: actor.tenantId, locale: body.Locale, key: body.Key, value: body.Value })
            .onConflictDoUpdate({
              target: [customTranslations.tenantId, customTranslations.locale, customTranslations.key],
              set: { value: body.Value, updatedAt: new Date().toISOString() },
            });
        }
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          entity: 'CustomTranslation',
          entityId: `${body.Locale}:${body.Key}`,
          action: body.Value === '' ? 'delete' : 'update',
          changes: { Value: body.Value },
        });
        await publishLiveEvent(tx, actor.tenantId, {
          Event: 'CustomTranslationsUpdated',
          ByUserId: actor.userId,
        });
      });
      return reply.status(204).send();
    },
  );
}
