import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileBlobStore } from './blobStore';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerline-blobs-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('fileBlobStore', () => {
  it('stores identical bytes written in parallel once, without a failed write or a leftover temporary file', async () => {
    const store = fileBlobStore(root);
    const page = new Uint8Array(256 * 1024).fill(7);
    const stored = await Promise.all(Array.from({ length: 12 }, () => store.put('tenant', page)));
    expect(new Set(stored.map((blob) => blob.storageKey)).size).toBe(1);
    expect(Buffer.compare(await store.get(stored[0].storageKey), Buffer.from(page))).toBe(0);
    const entries = [];
    for await (const entry of store.entries()) entries.push(entry);
    expect(entries).toEqual([
      expect.objectContaining({ storageKey: stored[0].storageKey, temporary: false }),
    ]);
  });

  it('lists unfinished writes as temporary entries', async () => {
    const store = fileBlobStore(root);
    fs.mkdirSync(path.join(root, 'tenant', 'ab'), { recursive: true });
    fs.writeFileSync(path.join(root, 'tenant', 'ab', 'abcd.0123.tmp'), 'half');
    const entries = [];
    for await (const entry of store.entries()) entries.push(entry);
    expect(entries).toEqual([
      expect.objectContaining({ storageKey: path.join('tenant', 'ab', 'abcd.0123.tmp'), temporary: true }),
    ]);
  });
});
