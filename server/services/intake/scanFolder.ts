import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { OverviewDocumentType } from '../../../domain/documents/enums';
import type { BlobStore } from '../../blobs/blobStore';
import type { Database } from '../../db/client';
import { companies, scanFolderFiles } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/jobs';
import { importLimitsFrom } from '../import/limits';
import { ContentTypes, sniffFileType } from '../import/sniff';
import { BlobWrites } from '../import/storeBlobs';
import { insertSource, putSourceFiles, queueSources } from './createSource';

/** What the scan folder needs: the database, blob store, job queue and the folder IMPORT_DIR. */
export type ScanFolderDeps = {
  database: Database;
  blobs: BlobStore;
  jobs: JobQueue;
  importDir: string;
  log?: (message: string, error?: unknown) => void;
};

/** Size and change time of a file at the last look: a file is taken once two looks agree. */
export type FileLooks = Map<string, { size: number; mtimeMs: number }>;

const ignored = (name: string) => name.startsWith('.') || /\.(tmp|part)$/i.test(name);

/** The folders watched: IMPORT_DIR/<companyId>/<DocumentType> for each active company and type it uses. */
async function watchedFolders(database: Database) {
  const rows = await database.withService((tx) =>
    tx
      .select({
        tenantId: companies.tenantId,
        companyId: companies.id,
        usesSalesInvoices: companies.usesSalesInvoices,
        usesPackingSlips: companies.usesPackingSlips,
      })
      .from(companies)
      .where(eq(companies.isDeleted, false)),
  );
  return rows.flatMap((row) => {
    const types: OverviewDocumentType[] = ['PurchaseInvoice'];
    if (row.usesSalesInvoices) types.push('SalesInvoice');
    if (row.usesPackingSlips) types.push('PackingSlip');
    return types.map((documentType) => ({ tenantId: row.tenantId, companyId: row.companyId, documentType }));
  });
}

/** Moves a file into `done/` or `failed/` beside it, never over another file of the same name. */
async function moveTo(folder: string, name: string, target: 'done' | 'failed'): Promise<string> {
  const dir = path.join(folder, target);
  await fs.mkdir(dir, { recursive: true });
  const free = await fs.access(path.join(dir, name)).then(
    () => `${Date.now()}-${name}`,
    () => name,
  );
  await fs.rename(path.join(folder, name), path.join(dir, free));
  return path.join(dir, free);
}

async function fail(folder: string, name: string, reason: string): Promise<void> {
  const moved = await moveTo(folder, name, 'failed');
  await fs.writeFile(`${moved}.reason.txt`, `${reason}\n`);
}

type Folder = { tenantId: string; companyId: string; documentType: OverviewDocumentType };

/** Takes one complete file: a source (Scan, Papier) with its fingerprint, then the file moves to done/. */
async function takeFile(deps: ScanFolderDeps, target: Folder, folder: string, name: string): Promise<void> {
  const bytes = await fs.readFile(path.join(folder, name));
  const limits = importLimitsFrom();
  if (bytes.length === 0) return fail(folder, name, 'Import_Empty_File: the file is empty');
  if (bytes.length > limits.maxFileBytes)
    return fail(folder, name, 'Import_File_Too_Large: the file is too large');
  const type = sniffFileType(bytes);
  if (!type || type === 'email')
    return fail(folder, name, 'Import_Unsupported_File_Type: not a PDF or image');
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  const { tenantId, companyId, documentType } = target;
  const [known] = await deps.database.withTenant(tenantId, (tx) =>
    tx
      .select()
      .from(scanFolderFiles)
      .where(
        and(
          eq(scanFolderFiles.companyId, companyId),
          eq(scanFolderFiles.documentType, documentType),
          eq(scanFolderFiles.fingerprint, fingerprint),
        ),
      ),
  );
  // The same file again after a crash between commit and move: it was taken, it only moves.
  if (known?.fileName === name) return void (await moveTo(folder, name, 'done'));
  if (known)
    return fail(
      folder,
      name,
      `Source_Duplicate_Scan%%${known.sourceNumber}: duplicate of source ${known.sourceNumber}`,
    );
  const files = [
    {
      fileName: name,
      bytes,
      kind: type === 'pdf' ? ('pdf' as const) : ('image' as const),
      contentType: ContentTypes[type],
    },
  ];
  const writes = new BlobWrites(deps.blobs, tenantId);
  let sourceId: string;
  try {
    const stored = await putSourceFiles(writes, files);
    sourceId = await deps.database.withTenant(tenantId, async (tx) => {
      const created = await insertSource(
        tx,
        {
          tenantId,
          companyId,
          documentType,
          originalType: 'Scan',
          deliveryType: 'Papier',
          createdBy: null,
          files,
        },
        stored,
      );
      await tx.insert(scanFolderFiles).values({
        tenantId,
        companyId,
        documentType,
        fileName: name,
        fingerprint,
        sourceId: created.Id,
        sourceNumber: created.SourceNumber,
      });
      return created.Id;
    });
  } catch (error) {
    await writes.undo(deps.database);
    throw error;
  }
  await moveTo(folder, name, 'done');
  await queueSources(deps.jobs, tenantId, [sourceId]);
}

/**
 * One look at every watched folder: folders are made when missing, complete files (same size and
 * change time as at the previous look) are taken. A file that fails unexpectedly stays for the next look.
 */
export async function scanFoldersOnce(deps: ScanFolderDeps, looks: FileLooks): Promise<void> {
  const seen = new Set<string>();
  for (const target of await watchedFolders(deps.database)) {
    const folder = path.join(deps.importDir, target.companyId, target.documentType);
    await fs.mkdir(folder, { recursive: true });
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      if (!entry.isFile() || ignored(entry.name)) continue;
      const file = path.join(folder, entry.name);
      seen.add(file);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) continue;
      const before = looks.get(file);
      looks.set(file, { size: stat.size, mtimeMs: stat.mtimeMs });
      if (!before || before.size !== stat.size || before.mtimeMs !== stat.mtimeMs) continue;
      looks.delete(file);
      await takeFile(deps, target, folder, entry.name).catch((error: unknown) =>
        deps.log?.(`scan folder: ${file} not taken`, error),
      );
    }
  }
  for (const file of looks.keys()) if (!seen.has(file)) looks.delete(file);
}

/** Watches IMPORT_DIR every `pollSeconds` until closed; close() waits for a look in progress. */
export function startScanFolders(deps: ScanFolderDeps, pollSeconds: number): { close(): Promise<void> } {
  const looks: FileLooks = new Map();
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  // A look that takes longer than the interval is not overtaken by the next one.
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    running = scanFoldersOnce(deps, looks)
      .catch((error: unknown) => deps.log?.('scan folder: look failed', error))
      .finally(() => {
        busy = false;
      });
  }, Math.max(1, pollSeconds) * 1000);
  return {
    async close() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
