import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadUpload, removeUpload, storeUpload, sweepUploads, UploadLifetimeMs } from './storedUploads';

const meta = {
  tenantId: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  companyId: '33333333-3333-4333-8333-333333333333',
  target: 'Vendor' as const,
};
const upload = {
  meta: { ...meta, fileName: 'f.csv' },
  table: { columns: ['Code'], rows: [{ row: 2, cells: ['1'] }] },
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relation-import-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const missing = { status: 404, code: 'Import_Upload_Not_Found' };

describe('stored uploads', () => {
  it('keep the table for the user, company and target that uploaded it', async () => {
    const id = await storeUpload(dir, upload);
    expect(await loadUpload(dir, id, meta)).toEqual(upload);
    await expect(loadUpload(dir, id, { ...meta, userId: meta.tenantId })).rejects.toMatchObject(missing);
    await expect(loadUpload(dir, id, { ...meta, target: 'Customer' })).rejects.toMatchObject(missing);
    await expect(loadUpload(dir, '../etc/passwd', meta)).rejects.toMatchObject(missing);
  });

  it('expire after an hour and are swept then, not before', async () => {
    const id = await storeUpload(dir, upload);
    const later = Date.now() + UploadLifetimeMs + 1000;
    await expect(loadUpload(dir, id, meta, later)).rejects.toMatchObject(missing);
    expect(await sweepUploads(dir)).toBe(0);
    expect(await sweepUploads(dir, later)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('are removed once imported', async () => {
    const id = await storeUpload(dir, upload);
    await removeUpload(dir, id);
    await expect(loadUpload(dir, id, meta)).rejects.toMatchObject(missing);
  });
});
