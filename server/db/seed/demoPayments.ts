import { and, asc, eq, gte } from 'drizzle-orm';
import { bicFromIban } from '../../../domain/iban/index';
import type { Database } from '../client';
import { companies, documents } from '../schema/index';
import type { DemoEnvironment } from './demo';
import { demoIban } from './demoRelations';

/** How each demo company pays (issue 15): its own account, its bank's profile, whether credit notes are netted. */
const paymentSetup = {
  foods: { bank: 'RABO', seed: 310_000_000, profile: 'DutchBanks', pain: 'pain.001.001.03', net: true },
  logistics: { bank: 'INGB', seed: 650_000_000, profile: 'DutchBanks', pain: 'pain.001.001.09', net: true },
  services: { bank: 'ABNA', seed: 520_000_000, profile: 'Generic', pain: 'pain.001.001.03', net: false },
} as const;

/** The invoices per company that get a payment discount still open for a few days. */
const DiscountedPerCompany = 2;
const DiscountPercentage = 2;
const DiscountDays = 3;

const addDays = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives the demo companies of Demo Holding what payment batches need: a payment account (IBAN and BIC) and a
 * SEPA profile, and on the first approved, unpaid purchase invoices due from today on a 2% payment discount that
 * expires in three days, so that the proposal shows discounts first. The invoices themselves are the demo
 * documents' own (approved and unpaid ones, with due dates around today; the vendors' IBANs confirmed, except the
 * one whose bank-account change waits for confirmation).
 */
export async function seedDemoPayments(
  database: Database,
  environment: Pick<DemoEnvironment, 'holdingId' | 'companies'>,
  now = new Date(),
): Promise<void> {
  const today = addDays(now, 0);
  await database.withTenant(environment.holdingId, async (tx) => {
    for (const [key, setup] of Object.entries(paymentSetup)) {
      const companyId = environment.companies[key as keyof typeof paymentSetup];
      const iban = demoIban('NL', setup.bank, setup.seed);
      await tx
        .update(companies)
        .set({
          paymentIban: iban,
          paymentBic: bicFromIban(iban) ?? '',
          sepaProfile: setup.profile,
          painVersion: setup.pain,
          netCreditNotes: setup.net,
        })
        .where(eq(companies.id, companyId));
      const soonDue = await tx
        .select({ id: documents.id, grossAmount: documents.grossAmount })
        .from(documents)
        .where(
          and(
            eq(documents.companyId, companyId),
            eq(documents.documentType, 'PurchaseInvoice'),
            eq(documents.invoiceType, 'Debit'),
            eq(documents.isApproved, true),
            eq(documents.isPaid, false),
            gte(documents.dueDate, today),
          ),
        )
        .orderBy(asc(documents.dueDate), asc(documents.documentNumber))
        .limit(DiscountedPerCompany);
      for (const invoice of soonDue)
        await tx
          .update(documents)
          .set({
            paymentDiscountPercentage: DiscountPercentage,
            paymentDiscount: Math.round(invoice.grossAmount * DiscountPercentage) / 100,
            paymentDiscountExpirationDate: addDays(now, DiscountDays),
          })
          .where(eq(documents.id, invoice.id));
    }
  });
}
