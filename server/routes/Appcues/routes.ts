import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { companies, customers, documents, onboarding, sources, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';

async function onboardingRow(tx: Tx) {
  const [row] = await tx.select().from(onboarding);
  return row;
}

/** Onboarding (user guidance) status under the spec's /Appcues paths; our own implementation. */
export async function appcuesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database } = deps;
  const signedIn = { config: { right: { signedIn: true as const } } };
  const administer = { config: { right: { action: 'Admin' as const } } };

  app.get('/api/Appcues/GetProperties', signedIn, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const [customer] = await tx.select().from(customers);
      const row = await onboardingRow(tx);
      return {
        IsDemoAccount: Boolean(customer?.isDemo),
        Environment: customer?.name ?? '',
        MailboxDomains: row?.mailboxDomains ?? [],
      };
    }),
  );

  // Where the customer's work stands: documents in the workflow, to verify, to split, and at the user.
  app.get('/api/Appcues/GetDocumentProperties', signedIn, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const open = notInArray(documents.status, ['Posted', 'Archived']);
      const number = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;
      return {
        DocumentsInWorkflow: await number(tx.select({ n: count() }).from(documents).where(open)),
        DocumentsToValidate: await number(
          tx.select({ n: count() }).from(documents).where(eq(documents.status, 'Imported')),
        ),
        DocumentsToSplit: await number(
          tx
            .select({ n: count() })
            .from(sources)
            .where(and(eq(sources.isDeleted, false), inArray(sources.status, ['New', 'Processing']))),
        ),
        DocumentsAtUser: await number(
          tx
            .select({ n: count() })
            .from(documents)
            .where(and(open, eq(documents.currentUserId, request.actor.userId))),
        ),
      };
    }),
  );

  app.get('/api/Appcues/GetOnboardingProperties', signedIn, (request) =>
    database.withTenant(request.actor.tenantId, async (tx) => {
      const row = await onboardingRow(tx);
      const companyRows = await tx
        .select({ status: companies.erpLoginStatus })
        .from(companies)
        .where(eq(companies.isDeleted, false));
      const [userCount] = await tx.select({ n: count() }).from(users).where(eq(users.isDeleted, false));
      return {
        EmailAddressCreated: Boolean(row?.emailAddressCreated),
        CompanyCreated: companyRows.length > 0,
        LoginOk: companyRows.some((company) => company.status === 'LoginOk'),
        UserCount: userCount.n,
        OnboardingStarted: Boolean(row?.started),
        OnboardingCompleted: Boolean(row?.completed),
      };
    }),
  );

  for (const [path, flags] of [
    ['/api/Appcues/StartOnboarding', { started: true }],
    ['/api/Appcues/CompleteOnboarding', { started: true, completed: true }],
  ] as const) {
    app.put(path, administer, async (request, reply) => {
      const tenantId = request.actor.tenantId;
      await database.withTenant(tenantId, (tx) =>
        tx
          .insert(onboarding)
          .values({ tenantId, ...flags })
          .onConflictDoUpdate({
            target: onboarding.tenantId,
            set: { ...flags, updatedAt: new Date().toISOString() },
          }),
      );
      return reply.status(204).send();
    });
  }
}
