import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sourcePages, sources } from '../../db/schema/index';
import { buildTenant, startTestApp, type TestTenant } from '../../test/harness';
import { scanWithSeparators } from './sampleScans';
import { type FileLooks, scanFoldersOnce, startScanFolders } from './scanFolder';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let importDir: string;
let folder: string;
const looks: FileLooks = new Map();

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'ScanFolder');
  importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-scan-'));
  folder = path.join(importDir, tenant.companyId, 'PurchaseInvoice');
});
afterAll(async () => {
  await started.close();
  fs.rmSync(importDir, { recursive: true, force: true });
});

const look = () => scanFoldersOnce({ ...started.app.deps, importDir }, looks);
const scansOf = () =>
  started.database.withTenant(tenant.tenantId, (tx) =>
    tx.select().from(sources).where(eq(sources.originalType, 'Scan')),
  );

describe('the scan folder', () => {
  it('makes a folder per company and document type it uses', async () => {
    await look();
    expect(fs.existsSync(folder)).toBe(true);
    expect(fs.existsSync(path.join(importDir, tenant.otherCompanyId, 'PurchaseInvoice'))).toBe(true);
    expect(fs.existsSync(path.join(importDir, tenant.companyId, 'PackingSlip'))).toBe(false);
  });

  it('takes a complete file once, as a Scan source of the folder, and moves it to done/', async () => {
    fs.writeFileSync(path.join(folder, 'batch.pdf'), await scanWithSeparators([1, 2]));
    fs.writeFileSync(path.join(folder, 'busy.pdf.part'), 'still copying');
    await look();
    expect(await scansOf()).toHaveLength(0);
    await look();
    const [source] = await scansOf();
    expect(source).toMatchObject({
      companyId: tenant.companyId,
      documentType: 'PurchaseInvoice',
      deliveryType: 'Papier',
      status: 'Classified',
      originalFileNames: ['batch.pdf'],
    });
    const pages = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(sourcePages).where(eq(sourcePages.sourceId, source.id)),
    );
    expect(pages).toHaveLength(4);
    expect(fs.existsSync(path.join(folder, 'done', 'batch.pdf'))).toBe(true);
    expect(fs.existsSync(path.join(folder, 'batch.pdf'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'busy.pdf.part'))).toBe(true);
    await look();
    expect(await scansOf()).toHaveLength(1);
  });

  it('moves a junk file, an empty file and a duplicate to failed/ with a reason', async () => {
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a scan');
    fs.writeFileSync(path.join(folder, 'empty.pdf'), '');
    fs.copyFileSync(path.join(folder, 'done', 'batch.pdf'), path.join(folder, 'again.pdf'));
    await look();
    await look();
    const reason = (name: string) =>
      fs.readFileSync(path.join(folder, 'failed', `${name}.reason.txt`), 'utf8');
    expect(reason('notes.txt')).toContain('Import_Unsupported_File_Type');
    expect(reason('empty.pdf')).toContain('Import_Empty_File');
    const [first] = await scansOf();
    expect(reason('again.pdf')).toContain(`duplicate of source ${first.sourceNumber}`);
    expect(await scansOf()).toHaveLength(1);
  });

  it('polls until closed', async () => {
    fs.writeFileSync(path.join(folder, 'polled.pdf'), await scanWithSeparators([1]));
    const watcher = startScanFolders({ ...started.app.deps, importDir }, 0.2);
    const until = Date.now() + 15000;
    while (!fs.existsSync(path.join(folder, 'done', 'polled.pdf')) && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await watcher.close();
    expect(fs.existsSync(path.join(folder, 'done', 'polled.pdf'))).toBe(true);
  });
});
