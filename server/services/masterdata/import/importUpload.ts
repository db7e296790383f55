import {
  checkRows,
  type ImportMapping,
  type ImportReport,
  type ImportTarget,
  mappingProblems,
} from '../../../../domain/masterdata/import/index';
import type { Tx } from '../../../db/client';
import { validationFailed } from '../../../errors';
import { audit } from '../../audit/audit';
import type { Actor } from '../../users/actor';
import { saveMapping } from './importMappings';
import type { StoredUpload } from './storedUploads';
import { upsertCodes } from './upsertCodes';
import { type UpsertCounts, upsertRelations } from './upsertRelations';

/** What to import: an upload (already loaded for this actor), where to, and with which mapping. */
export type ImportCommand = {
  uploadId: string;
  upload: StoredUpload;
  companyId: string;
  target: ImportTarget;
  mapping: ImportMapping;
};

/**
 * Imports every valid row of an upload in the caller's transaction (so nothing is half imported: any failure
 * rolls back every row, the audit rows and the remembered mapping), skipping the invalid ones with their
 * reasons; the caller has checked the actor may import this target into the company.
 */
export async function importUpload(tx: Tx, actor: Actor, command: ImportCommand): Promise<ImportReport> {
  const { companyId, target, mapping, upload } = command;
  const problems = mappingProblems(target, upload.table.columns, mapping);
  if (Object.keys(problems).length > 0)
    throw validationFailed(
      Object.fromEntries(Object.entries(problems).map(([field, key]) => [`Mapping.${field}`, key])),
    );
  const checked = checkRows(target, upload.table, mapping);
  let counts: UpsertCounts;
  if (checked.kind === 'CodeList') counts = await upsertCodes(tx, actor, { ...checked, companyId });
  else counts = await upsertRelations(tx, actor, { ...checked, companyId });
  await saveMapping(tx, { tenantId: actor.tenantId, companyId, target }, mapping);
  const report: ImportReport = {
    Created: counts.created,
    Updated: counts.updated,
    Unchanged: counts.unchanged,
    Skipped: checked.skipped,
  };
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'RelationImport',
    entityId: command.uploadId,
    action: 'create',
    changes: {
      CompanyId: companyId,
      Target: target,
      FileName: upload.meta.fileName,
      Mapping: mapping,
      Created: report.Created,
      Updated: report.Updated,
      Unchanged: report.Unchanged,
      Skipped: report.Skipped.length,
    },
  });
  return report;
}
