import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { RotateSourcePagesInput } from '../../../domain/intake/source';
import { uploadsDirOf } from '../../config';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { RouteRight } from '../../http/routeConfig';
import { importLimitsFrom } from '../../services/import/limits';
import { blockSource, unblockSourcesForUser } from '../../services/intake/blocking';
import { separatorSheetPdf } from '../../services/intake/separatorSheet';
import { overviewScope, splitterScope } from '../../services/intake/sourceAccess';
import { deleteSource, retrySource, rotateSourcePages } from '../../services/intake/sourceActions';
import { listSources, originalFile, pageImageKey, sourceScanCounts } from '../../services/intake/sourceList';
import { splitterDetail } from '../../services/intake/splitter';
import { uploadSources } from '../../services/intake/uploadSources';
import type { Actor } from '../../services/users/actor';
import { splitterRight } from '../Splitter/routes';
import { readSourceUpload } from './readSourceUpload';
import {
  NextFilterQuery,
  OriginalQuery,
  PageIdParams,
  PageImageQuery,
  SourceIdParams,
  SourceListQuery,
} from './schema';

/** The source overviews' right: SourceOverview, or the scan-page right (verify invoices or packing slips). */
const overviewRight = {
  right: {
    anyOf: [{ view: 'SourceOverview' }, { action: 'VerifyInvoice' }, { action: 'VerifyPackingSlip' }],
  } satisfies RouteRight,
};

/** The Source calls (spec 001 §7): blocking, deleting, rotating, the overviews, originals and API intake. */
export async function sourceRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const inTenant = <T>(actor: Actor, fn: (tx: Tx) => Promise<T>) =>
    deps.database.withTenant(actor.tenantId, fn);
  const idOf = (params: unknown) => (params as z.output<typeof SourceIdParams>).id;

  app.put(
    '/api/Source/BlockSource/:id',
    { config: splitterRight, schema: { params: SourceIdParams } },
    (request) =>
      inTenant(request.actor, (tx) =>
        blockSource(tx, request.actor, splitterScope(request.actor), idOf(request.params)),
      ),
  );

  app.put('/api/Source/UnblockSourcesForUser', { config: splitterRight }, async (request, reply) => {
    await inTenant(request.actor, (tx) => unblockSourcesForUser(tx, request.actor));
    return reply.status(204).send();
  });

  app.put(
    '/api/Source/RotateSourcePages',
    { config: splitterRight, schema: { body: RotateSourcePagesInput } },
    async (request, reply) => {
      const input = request.body as z.output<typeof RotateSourcePagesInput>;
      await inTenant(request.actor, (tx) =>
        rotateSourcePages(tx, request.actor, splitterScope(request.actor), input),
      );
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/Source/:id',
    { config: overviewRight, schema: { params: SourceIdParams, querystring: NextFilterQuery } },
    (request) =>
      inTenant(request.actor, (tx) =>
        deleteSource(
          tx,
          request.actor,
          overviewScope(request.actor),
          idOf(request.params),
          request.query as z.output<typeof NextFilterQuery>,
        ),
      ),
  );

  app.post(
    '/api/Source/Retry/:id',
    { config: overviewRight, schema: { params: SourceIdParams } },
    async (request, reply) => {
      const job = await inTenant(request.actor, (tx) =>
        retrySource(tx, request.actor, overviewScope(request.actor), idOf(request.params)),
      );
      await deps.jobs.send('process-source', job);
      return reply.status(204).send();
    },
  );

  app.get('/api/Source', { config: overviewRight, schema: { querystring: SourceListQuery } }, (request) => {
    const filter = request.query as z.output<typeof SourceListQuery>;
    return inTenant(request.actor, (tx) => listSources(tx, overviewScope(request.actor), filter));
  });

  app.get('/api/Source/GetScanCounts', { config: overviewRight }, (request) =>
    inTenant(request.actor, (tx) => sourceScanCounts(tx, overviewScope(request.actor))),
  );

  app.get('/api/Source/SeparatorSheet', { config: overviewRight }, async (_request, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'attachment; filename="separator-sheet.pdf"')
      .send(Buffer.from(await separatorSheetPdf())),
  );

  app.get('/api/Source/:id', { config: overviewRight, schema: { params: SourceIdParams } }, (request) =>
    inTenant(request.actor, (tx) => splitterDetail(tx, overviewScope(request.actor), idOf(request.params))),
  );

  app.get(
    '/api/Source/PageImage/:sourcePageId',
    { config: overviewRight, schema: { params: PageIdParams, querystring: PageImageQuery } },
    async (request, reply) => {
      const { sourcePageId } = request.params as z.output<typeof PageIdParams>;
      const { width } = request.query as z.output<typeof PageImageQuery>;
      const key = await inTenant(request.actor, (tx) =>
        pageImageKey(tx, overviewScope(request.actor), sourcePageId),
      );
      const bytes = await deps.blobs.get(key);
      const image = width
        ? await sharp(bytes).resize({ width, withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer()
        : bytes;
      return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(image);
    },
  );

  app.get(
    '/api/Source/Original/:id',
    { config: overviewRight, schema: { params: SourceIdParams, querystring: OriginalQuery } },
    async (request, reply) => {
      const { file } = request.query as z.output<typeof OriginalQuery>;
      const original = await inTenant(request.actor, (tx) =>
        originalFile(tx, overviewScope(request.actor), idOf(request.params), file),
      );
      const name = encodeURIComponent(original.fileName || 'original');
      return reply
        .type(original.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .send(await deps.blobs.get(original.storageKey));
    },
  );

  const limits = importLimitsFrom();
  // Encapsulated: multipart parsing and its limits belong to the upload only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles + 1, fields: 10, fieldSize: 1024 },
    });
    scope.post('/api/Source/Upload', { config: splitterRight }, async (request, reply) => {
      const upload = await readSourceUpload(request, {
        uploadsDir: uploadsDirOf(deps.config),
        maxFiles: limits.maxFiles,
      });
      const result = await uploadSources(
        { ...deps, limits },
        {
          tenantId: request.actor.tenantId,
          userId: request.actor.userId,
          documentType: upload.fields.DocumentType,
          companyId: upload.fields.CompanyId ?? null,
          originalType: upload.fields.OriginalType,
          files: upload.files,
        },
      ).finally(() => upload.remove());
      if (result.Sources.length === 0) {
        const [first] = result.Errors;
        return reply
          .status(400)
          .send({ Message: first.Message, Code: first.Message.split('%%')[0], Status: 400, ...result });
      }
      return reply.status(201).send(result);
    });
  });
}
