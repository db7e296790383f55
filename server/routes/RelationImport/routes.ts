import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { startingMapping } from '../../../domain/masterdata/import/index';
import type { AppDeps } from '../../deps';
import { importLimitsFrom } from '../../services/import/limits';
import { rememberedMapping } from '../../services/masterdata/import/importMappings';
import { importUpload } from '../../services/masterdata/import/importUpload';
import { assertMayImport } from '../../services/masterdata/import/mayImport';
import {
  loadUpload,
  relationImportDirOf,
  removeUpload,
  storeUpload,
  sweepUploads,
} from '../../services/masterdata/import/storedUploads';
import type { Actor } from '../../services/users/actor';
import { presentPreview } from './preview';
import { readTableUpload } from './readTableUpload';
import { UploadMappingBody } from './schema';

// Vendors and customers by their screens, code lists by the settings right; the policy decides per target.
const importRight = {
  anyOf: [
    { view: 'Vendors' as const },
    { view: 'Customers' as const },
    { action: 'Admin' as const },
    { action: 'SettingsEdit' as const },
  ],
};

/**
 * Relation import (issue 9 §4): Preview reads a CSV or XLSX upload and keeps it for an hour, Check previews it
 * again with another mapping, Import imports its valid rows in one transaction and remembers the mapping.
 */
export async function relationImportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;
  const dir = relationImportDirOf(config);
  const { maxFileBytes } = importLimitsFrom();
  const authorized = (actor: Actor, body: { CompanyId: string; Target: UploadMappingBody['Target'] }) =>
    database.withTenant(actor.tenantId, (tx) => assertMayImport(tx, actor, body.Target, body.CompanyId));
  const stored = (actor: Actor, body: UploadMappingBody) =>
    loadUpload(dir, body.UploadId, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      companyId: body.CompanyId,
      target: body.Target,
    });

  // Encapsulated: multipart parsing and its limits belong to this controller only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1024 },
    });
    scope.post('/api/RelationImport/Preview', { config: { right: importRight } }, async (request) => {
      const { actor } = request;
      const upload = await readTableUpload(request, {
        dir,
        maxFileBytes,
        authorize: (fields) => authorized(actor, fields),
      });
      await sweepUploads(dir);
      const { CompanyId, Target } = upload.fields;
      const remembered = await database.withTenant(actor.tenantId, (tx) =>
        rememberedMapping(tx, CompanyId, Target),
      );
      const kept = {
        meta: {
          tenantId: actor.tenantId,
          userId: actor.userId,
          companyId: CompanyId,
          target: Target,
          fileName: upload.fileName,
        },
        table: upload.table,
      };
      const uploadId = await storeUpload(dir, kept);
      return presentPreview(uploadId, kept, startingMapping(Target, upload.table.columns, remembered));
    });
  });

  app.post(
    '/api/RelationImport/Check',
    { config: { right: importRight }, schema: { body: UploadMappingBody } },
    async (request) => {
      const body = request.body as UploadMappingBody;
      await authorized(request.actor, body);
      return presentPreview(body.UploadId, await stored(request.actor, body), body.Mapping);
    },
  );

  app.post(
    '/api/RelationImport/Import',
    { config: { right: importRight }, schema: { body: UploadMappingBody } },
    async (request) => {
      const body = request.body as UploadMappingBody;
      const { actor } = request;
      const report = await database.withTenant(actor.tenantId, async (tx) => {
        await assertMayImport(tx, actor, body.Target, body.CompanyId);
        const upload = await stored(actor, body);
        return importUpload(tx, actor, {
          uploadId: body.UploadId,
          upload,
          companyId: body.CompanyId,
          target: body.Target,
          mapping: body.Mapping,
        });
      });
      // Only once committed: a failed import can be tried again with the same upload.
      await removeUpload(dir, body.UploadId);
      return report;
    },
  );
}
