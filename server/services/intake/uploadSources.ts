import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { OriginalSourceType, OverviewDocumentType } from '../../../domain/documents/enums';
import type { DeliveryType } from '../../../domain/intake/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { JobQueue } from '../../jobs/jobs';
import { ImportFileError } from '../import/importError';
import type { ImportFileOnDisk } from '../import/importFiles';
import { type ImportLimits, limitInMegabytes } from '../import/limits';
import { ContentTypes, sniffFileType } from '../import/sniff';
import { type CreatedSource, createSource, type SourceFileKind } from './createSource';

/** An API upload: the type, the company (or none: classification decides), how it came, and the files. */
export type SourceUploadRequest = {
  tenantId: string;
  userId: string | null;
  documentType: OverviewDocumentType;
  companyId: string | null;
  originalType: OriginalSourceType;
  files: ImportFileOnDisk[];
};

const deliveryOf: Partial<Record<OriginalSourceType, DeliveryType>> = {
  Scan: 'Papier',
  Peppol: 'Peppol',
  Portal: 'PortalEDI',
};

async function checkCompany(
  database: Database,
  tenantId: string,
  companyId: string,
  type: OverviewDocumentType,
) {
  const [company] = await database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.isDeleted, false))),
  );
  if (!company) throw notFound('Company_Not_Found');
  if (type === 'SalesInvoice' && !company.usesSalesInvoices)
    throw badRequest('Import_Company_Without_Sales_Invoices');
  if (type === 'PackingSlip' && !company.usesPackingSlips)
    throw badRequest('Import_Company_Without_Packing_Slips');
}

/** The kind of a file by its content: a PDF or an image becomes a source; anything else is refused. */
async function readFile(file: ImportFileOnDisk, limits: ImportLimits) {
  if (file.size > limits.maxFileBytes)
    throw new ImportFileError('Import_File_Too_Large', [limitInMegabytes(limits)]);
  if (file.size === 0) throw new ImportFileError('Import_Empty_File');
  const bytes = await fs.readFile(file.path);
  const type = sniffFileType(bytes);
  if (!type || type === 'email') throw new ImportFileError('Import_Unsupported_File_Type');
  const kind: SourceFileKind = type === 'pdf' ? 'pdf' : 'image';
  return { fileName: file.fileName, bytes, kind, contentType: ContentTypes[type] };
}

/**
 * POST /Source/Upload: every accepted file becomes a source (status New) that the pipeline
 * processes; refused files are reported by name and do not stop the others.
 */
export async function uploadSources(
  deps: { database: Database; blobs: BlobStore; jobs: JobQueue; limits: ImportLimits },
  request: SourceUploadRequest,
): Promise<{ Sources: CreatedSource[]; Errors: Array<{ FileName: string; Message: string }> }> {
  if (request.files.length === 0) throw badRequest('Import_No_Files');
  if (request.files.length > deps.limits.maxFiles)
    throw badRequest('Import_Too_Many_Files', [deps.limits.maxFiles]);
  if (request.companyId)
    await checkCompany(deps.database, request.tenantId, request.companyId, request.documentType);
  const result: Awaited<ReturnType<typeof uploadSources>> = { Sources: [], Errors: [] };
  for (const file of request.files) {
    try {
      const input = await readFile(file, deps.limits);
      result.Sources.push(
        await createSource(deps, {
          tenantId: request.tenantId,
          companyId: request.companyId,
          documentType: request.documentType,
          originalType: request.originalType,
          deliveryType: deliveryOf[request.originalType] ?? 'Unknown',
          createdBy: request.userId,
          files: [input],
        }),
      );
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      result.Errors.push({ FileName: file.fileName, Message: error.message });
    }
  }
  return result;
}
