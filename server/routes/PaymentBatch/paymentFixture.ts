import { eq } from 'drizzle-orm';
import { companies, relations } from '../../db/schema/index';
import { buildDocument } from '../../db/seed/documentFactories';
import { buildSetting } from '../../db/seed/factories';
import { buildTenant, client, signIn, type startTestApp, type TestTenant } from '../../test/harness';

/** The payment-batch API tests' world: a customer using batches, a paying company, a vendor, approved invoices. */

export const VendorIban = 'NL91ABNA0417164300';
export const ChangedIban = 'NL20INGB0001234567';
export const DebtorIban = 'NL39RABO0300065264';
const allCompanies = { MaySeeAllCompanies: true } as const;

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export type Api = ReturnType<typeof client>;

/** The fixture's builders over one test app. */
export function paymentFixture(ctx: TestApp) {
  async function apiFor(tenant: TestTenant, options: Parameters<TestTenant['user']>[0]) {
    const user = await tenant.user(options);
    return { id: user.id, api: client(ctx.app, (await signIn(ctx.app, user.email)).token) };
  }

  function vendor(
    tenant: TestTenant,
    values: { code: string; name: string; ibanNumbers: string[]; confirmed?: boolean },
  ) {
    return ctx.database.withTenant(tenant.tenantId, async (tx) => {
      const [row] = await tx
        .insert(relations)
        .values({
          tenantId: tenant.tenantId,
          companyId: tenant.companyId,
          kind: 'Vendor',
          code: values.code,
          name: values.name,
          streetAndNumber: 'Kade 1',
          postcode: '1011 AA',
          city: 'Amsterdam',
          country: 'NL',
          ibanNumbers: values.ibanNumbers,
          bankAccountConfirmed: values.confirmed ?? true,
        })
        .returning({ id: relations.id });
      return row.id;
    });
  }

  function invoice(
    tenant: TestTenant,
    relationId: string,
    values: {
      documentNumber: string;
      grossAmount: number;
      dueDate: string;
      invoiceType?: string;
      iban?: string;
    },
  ) {
    return buildDocument(ctx.database, tenant.tenantId, {
      companyId: tenant.companyId,
      documentType: 'PurchaseInvoice',
      status: 'Posted',
      isApproved: true,
      relationId,
      relationName: 'Acme Supplies BV',
      documentDate: '2026-11-01',
      currency: 'EUR',
      ...values,
    });
  }

  /** A customer using payment batches: a company paying from its account, a vendor, approved unpaid invoices. */
  async function setting(options: { usesBatches?: boolean } = {}) {
    const tenant = await buildTenant(ctx.database, 'Payments');
    if (options.usesBatches !== false)
      await buildSetting(ctx.database, tenant.tenantId, {
        name: 'Workflow_UsesPaymentBatches',
        type: 'Bool',
        bool: true,
      });
    await ctx.database.withTenant(tenant.tenantId, (tx) =>
      tx
        .update(companies)
        .set({ paymentIban: DebtorIban, paymentBic: 'RABONL2U', country: 'NL' })
        .where(eq(companies.id, tenant.companyId)),
    );
    const vendorId = await vendor(tenant, {
      code: 'V1',
      name: 'Acme Supplies BV',
      ibanNumbers: [VendorIban],
    });
    const invoices = [];
    for (const [number, gross, due] of [
      ['INV-1', 121, '2026-11-20'],
      ['INV-2', 242.5, '2026-11-25'],
      ['INV-3', 60, '2026-12-01'],
    ] as const)
      invoices.push(
        await invoice(tenant, vendorId, { documentNumber: number, grossAmount: gross, dueDate: due }),
      );
    const creator = await apiFor(tenant, {
      name: 'Clerk',
      ...allCompanies,
      UserViewRights: ['PaymentLists'],
      UserActionRights: ['MayEditDocuments'],
    });
    const approver = await apiFor(tenant, {
      name: 'Approver',
      ...allCompanies,
      MayApprovePay: true,
      UserViewRights: ['PaymentLists'],
      UserActionRights: ['MayApprovePaymentBatches', 'MayApprovePay'],
    });
    return {
      tenant,
      vendorId,
      invoices,
      creator: creator.api,
      creatorId: creator.id,
      approver: approver.api,
    };
  }

  /** Creates a Concept batch of the documents for the company (transaction date 2026-11-27); asserts it was made. */
  async function created(api: Api, companyId: string, documentIds: string[]) {
    const response = await api.put('/api/PaymentBatch', {
      CompanyId: companyId,
      TransactionDate: '2026-11-27',
      DocumentIds: documentIds,
    });
    if (response.statusCode !== 200) throw new Error(`batch not created: ${response.body}`);
    return response.json();
  }

  return { apiFor, vendor, invoice, setting, created, allCompanies };
}
