import { eq } from 'drizzle-orm';
import { sources } from '../../db/schema/index';
import { buildTenant, startTestApp } from '../../test/harness';
import { createSource } from './createSource';
import { scanWithSeparators } from './sampleScans';

type Started = Awaited<ReturnType<typeof startTestApp>>;
let started: Started;

beforeAll(async () => {
  started = await startTestApp({ jobQueue: true });
});
afterAll(() => started.close());

describe('process-source on the durable queue', () => {
  it('classifies a source after createSource has returned', async () => {
    const tenant = await buildTenant(started.database, 'Durable');
    const created = await createSource(started.app.deps, {
      tenantId: tenant.tenantId,
      companyId: tenant.companyId,
      documentType: 'PurchaseInvoice',
      originalType: 'Upload',
      deliveryType: 'Unknown',
      createdBy: null,
      files: [
        {
          fileName: 'two.pdf',
          bytes: await scanWithSeparators([1, 1]),
          kind: 'pdf',
          contentType: 'application/pdf',
        },
      ],
    });
    const statusOf = async () =>
      (
        await started.database.withTenant(tenant.tenantId, (tx) =>
          tx.select({ status: sources.status }).from(sources).where(eq(sources.id, created.Id)),
        )
      )[0].status;
    const until = Date.now() + 25000;
    while ((await statusOf()) !== 'Classified' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf()).toBe('Classified');
  });
});
