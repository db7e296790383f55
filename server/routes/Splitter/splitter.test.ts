import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Source } from '../../../domain/intake/source';
import { documents, pageImages, sourceDocuments, sources } from '../../db/schema/index';
import { scanWithSeparators } from '../../services/intake/sampleScans';
import { buildTenant, client, signIn, startTestApp, type TestTenant } from '../../test/harness';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;
let tenant: TestTenant;
let anna: ReturnType<typeof client>;
let bert: ReturnType<typeof client>;
let annaToken: string;

const clerk = (companyId: string) => ({
  UserActionRights: ['VerifyInvoice' as const],
  ValidateCompanies: [companyId],
});

beforeAll(async () => {
  started = await startTestApp();
  tenant = await buildTenant(started.database, 'Splitter');
  const a = await tenant.user({ name: 'Anna', ...clerk(tenant.companyId) });
  const b = await tenant.user({ name: 'Bert', ...clerk(tenant.companyId) });
  annaToken = (await signIn(started.app, a.email)).token;
  anna = client(started.app, annaToken);
  bert = client(started.app, (await signIn(started.app, b.email)).token);
});
afterAll(() => started.close());

/** POST /api/Source/Upload with the form fields first, then the files. */
function uploadSource(
  token: string,
  fields: Record<string, string>,
  files: Array<{ name: string; bytes: Uint8Array }>,
) {
  const boundary = '----ledgerline-source';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return started.app.inject({
    method: 'POST',
    url: '/api/Source/Upload',
    payload: Buffer.concat(chunks),
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

async function newScan(pageCounts = [3, 2, 3]): Promise<Source> {
  const response = await uploadSource(
    annaToken,
    { DocumentType: 'PurchaseInvoice', CompanyId: tenant.companyId, OriginalType: 'Scan' },
    [{ name: 'batch.pdf', bytes: await scanWithSeparators(pageCounts) }],
  );
  expect(response.statusCode).toBe(201);
  const [created] = response.json().Sources;
  return (await anna.get(`/api/Splitter/GetDetail/${created.Id}`)).json();
}

/** The save body that takes the proposal as it is. */
const proposalOf = (source: Source) => ({
  Id: source.Id,
  LastUpdate: source.LastUpdate,
  SourceDocuments: source.SourceDocuments.map((document) => ({
    DocumentType: document.DocumentType,
    CompanyId: document.CompanyId ?? tenant.companyId,
    Pages: document.Pages.map((page) => ({ Id: page.Id, Rotation: page.Rotation })),
  })),
  DeletedPageIds: source.DeletedPages.map((page) => page.Id),
});

describe('the splitter', () => {
  it('proposes three documents for a 10-page scan with two separator sheets and saves them', async () => {
    const source = await newScan();
    expect(source).toMatchObject({
      Status: 'Classified',
      StatusInWorkflow: 'Classifying',
      OriginalType: 'Scan',
      Count: 10,
    });
    expect(source.SourceDocuments.map((document) => document.Pages.length)).toEqual([3, 2, 3]);
    expect(source.SourceDocuments.map((document) => document.Pages[0].SplitReason)).toEqual([
      'First',
      'Separator',
      'Separator',
    ]);
    expect(source.DeletedPages.map((page) => page.Barcode)).toEqual(['LEDGERLINE-SPLIT', 'LEDGERLINE-SPLIT']);

    const listed = (await anna.get('/api/Splitter?maximumCount=50')).json() as Source[];
    expect(listed.map((item) => item.Id)).toContain(source.Id);
    expect(
      (await anna.get(`/api/Splitter/GetCount?companyId=${tenant.companyId}`)).json().TotalCount,
    ).toBeGreaterThanOrEqual(1);

    const image = await anna.get(`/api/Source/PageImage/${source.SourceDocuments[0].Pages[0].Id}?width=120`);
    expect(image.headers['content-type']).toBe('image/jpeg');

    // The user moves the last page of document 1 to document 2 and turns it.
    const body = proposalOf(source);
    const moved = body.SourceDocuments[0].Pages.pop();
    if (!moved) throw new Error('no page');
    body.SourceDocuments[1].Pages.unshift({ ...moved, Rotation: 90 });
    expect((await anna.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(200);
    const saved = await anna.put('/api/Splitter', body);
    expect(saved.statusCode).toBe(200);
    const { DocumentIds } = saved.json();
    expect(DocumentIds).toHaveLength(3);

    const rows = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .select({
          id: documents.id,
          status: documents.status,
          sourceType: documents.sourceType,
          sourceDocumentId: sourceDocuments.id,
          pageCount: sourceDocuments.pageCount,
        })
        .from(documents)
        .innerJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
        .where(eq(sourceDocuments.sourceId, source.Id)),
    );
    expect(rows.map((row) => row.pageCount).sort()).toEqual([2, 3, 3]);
    expect(rows.every((row) => row.status === 'Imported' && row.sourceType === 'Scan')).toBe(true);
    const second = rows.find((row) => row.id === DocumentIds[1]);
    if (!second) throw new Error('second document missing');
    const secondPages = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(pageImages).where(eq(pageImages.sourceDocumentId, second.sourceDocumentId)),
    );
    expect(secondPages.map((page) => [page.pageNumber, page.rotation]).sort()).toEqual([
      [1, 90],
      [2, 0],
      [3, 0],
    ]);

    const [sourceDocument] = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.select().from(sourceDocuments).where(eq(sourceDocuments.id, second.sourceDocumentId)),
    );
    expect(sourceDocument.originalBlobId).not.toBeNull();

    const after = (await anna.get(`/api/Source/${source.Id}`)).json() as Source;
    expect(after).toMatchObject({ StatusInWorkflow: 'Validating', IsBlocked: false });
    expect(after.DocumentIds).toHaveLength(3);
    expect((await anna.put('/api/Splitter', body)).statusCode).toBe(409);
  });

  it('builds each original PDF from the source pages with the rotation added', async () => {
    const source = await newScan([1, 2]);
    const body = proposalOf(source);
    body.SourceDocuments[1].Pages[1].Rotation = 270;
    const { DocumentIds } = (await anna.put('/api/Splitter', body)).json();
    const blobs = await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .select({ id: documents.id, originalBlobId: sourceDocuments.originalBlobId })
        .from(documents)
        .innerJoin(sourceDocuments, eq(sourceDocuments.id, documents.sourceDocumentId))
        .where(eq(documents.id, DocumentIds[1])),
    );
    const { storageKey } = (await started.database.withTenant(tenant.tenantId, (tx) =>
      tx.query.blobs.findFirst({ where: (b, { eq: equal }) => equal(b.id, blobs[0].originalBlobId ?? '') }),
    )) ?? { storageKey: '' };
    const pdf = await PDFDocument.load(await started.app.deps.blobs.get(storageKey));
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(1).getRotation().angle).toBe(270);
  });

  it('blocks a source for other users until its holder leaves', async () => {
    const source = await newScan([1, 1]);
    expect((await anna.put(`/api/Source/BlockSource/${source.Id}`)).json()).toMatchObject({
      IsBlocked: true,
    });
    const refused = await bert.put(`/api/Source/BlockSource/${source.Id}`);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().Message).toBe('Source_Blocked_By_Other_User%%Anna');
    expect((await bert.put('/api/Splitter', proposalOf(source))).statusCode).toBe(423);
    expect((await bert.delete(`/api/Source/${source.Id}`)).statusCode).toBe(423);
    const page = source.SourceDocuments[0].Pages[0].Id;
    expect(
      (await bert.put('/api/Source/RotateSourcePages', [{ SourcePageId: page, RotationDegrees: 90 }]))
        .statusCode,
    ).toBe(423);

    expect((await anna.put('/api/Source/UnblockSourcesForUser')).statusCode).toBe(204);
    const taken = await bert.put(`/api/Source/BlockSource/${source.Id}`);
    expect(taken.statusCode).toBe(200);
    expect((await anna.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(423);
    await bert.put('/api/Source/UnblockSourcesForUser');
  });

  it('takes over a block older than thirty minutes', async () => {
    const source = await newScan([1]);
    await anna.put(`/api/Source/BlockSource/${source.Id}`);
    await started.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(sources)
        .set({ blockedAt: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
        .where(eq(sources.id, source.Id)),
    );
    expect((await bert.put(`/api/Source/BlockSource/${source.Id}`)).statusCode).toBe(200);
    await bert.put('/api/Source/UnblockSourcesForUser');
  });

  it('refuses a save of a source changed since it was loaded', async () => {
    const source = await newScan([1, 1]);
    const stale = { ...proposalOf(source), LastUpdate: '2020-01-01T00:00:00.000Z' };
    const response = await anna.put('/api/Splitter', stale);
    expect(response.statusCode).toBe(409);
    expect(response.json().Message).toBe('Document_Is_Updated_By_Other_User');
  });

  it('refuses a save that leaves out, repeats or invents pages', async () => {
    const source = await newScan([2]);
    const body = proposalOf(source);
    const [first] = body.SourceDocuments[0].Pages;
    const cases = [
      { ...body, SourceDocuments: [{ ...body.SourceDocuments[0], Pages: [first] }] },
      { ...body, DeletedPageIds: [...body.DeletedPageIds, first.Id] },
      { ...body, DeletedPageIds: [crypto.randomUUID()] },
    ];
    for (const payload of cases) {
      const response = await anna.put('/api/Splitter', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toBe('Splitter_Pages_Do_Not_Match');
    }
  });

  it('refuses documents for a company the user may not validate', async () => {
    const source = await newScan([1]);
    const body = proposalOf(source);
    body.SourceDocuments[0].CompanyId = tenant.otherCompanyId;
    expect((await anna.put('/api/Splitter', body)).statusCode).toBe(403);
  });

  it('rotates pages and deletes a source, answering the next one', async () => {
    const first = await newScan([1]);
    const page = first.SourceDocuments[0].Pages[0].Id;
    expect(
      (await anna.put('/api/Source/RotateSourcePages', [{ SourcePageId: page, RotationDegrees: -90 }]))
        .statusCode,
    ).toBe(204);
    const turned = (await anna.get(`/api/Splitter/${first.Id}`)).json() as Source;
    expect(turned.SourceDocuments[0].Pages[0].Rotation).toBe(270);

    const deleted = await anna.delete(`/api/Source/${first.Id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().NextId).not.toBe(first.Id);
    const after = (await anna.get(`/api/Source/${first.Id}`)).json() as Source;
    expect(after).toMatchObject({
      Status: 'Deleted',
      StatusInWorkflow: 'Documents_Deleted',
      IsDeleted: true,
    });
    const waiting = (await anna.get('/api/Splitter?maximumCount=50')).json() as Source[];
    expect(waiting.map((item) => item.Id)).not.toContain(first.Id);
  });
});

describe('the source calls', () => {
  it('lists sources with filters and counts those waiting in the splitter', async () => {
    const source = await newScan([1]);
    const list = (await anna.get(`/api/Source?number=${source.SourceNumber}`)).json();
    expect(list.TotalCount).toBe(1);
    expect(list.Items[0]).toMatchObject({ Id: source.Id, Count: 1, SourceDocuments: [] });
    expect(
      (await anna.get('/api/Source?originalType=Email')).json().Items.map((item: Source) => item.Id),
    ).not.toContain(source.Id);
    const counts = (await anna.get('/api/Source/GetScanCounts')).json();
    expect(counts.CompanyCounts).toContainEqual(expect.objectContaining({ CompanyId: tenant.companyId }));
  });

  it('answers the original file and a printable separator sheet', async () => {
    const source = await newScan([1]);
    const original = await anna.get(`/api/Source/Original/${source.Id}?file=0`);
    expect(original.headers['content-type']).toBe('application/pdf');
    expect(original.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const sheet = await anna.get('/api/Source/SeparatorSheet');
    expect((await PDFDocument.load(sheet.rawPayload)).getPageCount()).toBe(1);
  });

  it('reports a refused upload file by name and takes the others', async () => {
    const response = await uploadSource(annaToken, { DocumentType: 'PurchaseInvoice' }, [
      { name: 'junk.txt', bytes: new TextEncoder().encode('no document') },
      { name: 'scan.pdf', bytes: await scanWithSeparators([1]) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().Errors).toEqual([
      { FileName: 'junk.txt', Message: 'Import_Unsupported_File_Type' },
    ]);
    // Without a company named, the text decides, or the only company; this customer has two.
    expect(response.json().Sources).toHaveLength(1);
  });
});
