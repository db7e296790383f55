import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SessionInformation } from '../../../domain/entities/session';
import {
  LoginRequest,
  RefreshAfterSecondsDefault,
  RefreshCookieName,
} from '../../../domain/entities/session';
import { acceptInvitation, openInvitations } from '../../auth/invitations';
import { login } from '../../auth/login';
import {
  type ActiveSession,
  customerChoices,
  endSession,
  rotateCredential,
  sessionOfCredential,
  startSession,
} from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { unblockVerifyRecordsForUser } from '../../services/verify/blocking';
import { clearRefreshCookie, setRefreshCookie } from './cookie';

const refreshCall = { config: { public: true } } as const;
const CustomerBody = z.object({ CustomerId: z.uuid('Validation_Guid') });
const base = '/auth/AuthorizedUser';

/** The authentication provider's calls (spec 000 §4, §7): login, renewal, logout, customer switch. */
export async function authorizedUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, tokens } = deps;

  /** The session of the request's refresh cookie; errors are thrown after their transaction commits. */
  async function requireSession(request: FastifyRequest): Promise<ActiveSession> {
    const result = await database.withService((tx) =>
      sessionOfCredential(tx, request.cookies[RefreshCookieName]),
    );
    if (result instanceof AppError) throw result;
    return result;
  }

  app.post(
    `${base}/Login`,
    { config: { public: true }, schema: { body: LoginRequest } },
    async (request, reply) => {
      const issued = await login(database, request.body as z.output<typeof LoginRequest>, request.ip);
      setRefreshCookie(reply, issued.credential, issued.expiresAt);
      return issued.result;
    },
  );

  app.get(`${base}/RefreshRefreshToken`, refreshCall, async (request, reply) => {
    const session = await requireSession(request);
    const credential = request.cookies[RefreshCookieName] ?? '';
    const next = await database.withService((tx) => rotateCredential(tx, credential, session));
    setRefreshCookie(reply, next.credential, next.expiresAt);
    return {
      Token: await tokens.sign(session.claims),
      Domain: session.customerDomain,
      RefreshAfterSeconds: RefreshAfterSecondsDefault,
      ExpiresAt: next.expiresAt.toISOString(),
    };
  });

  app.get(`${base}/RefreshAccessToken`, refreshCall, async (request): Promise<SessionInformation> => {
    const session = await requireSession(request);
    return {
      CustomerId: session.claims.tenantId,
      CustomerName: session.customerName,
      Token: await tokens.sign(session.claims),
      Domain: session.customerDomain,
      IsReadOnly: session.claims.readOnly,
      RefreshAfterSeconds: RefreshAfterSecondsDefault,
      AuthenticationProvider: 'Ledgerline',
      AuthenticationProviderUserId: session.accountId,
    };
  });

  app.get(`${base}/Logout`, refreshCall, async (request, reply) => {
    const result = await database.withService((tx) =>
      sessionOfCredential(tx, request.cookies[RefreshCookieName]),
    );
    if (!(result instanceof AppError)) {
      await database.withService((tx) => endSession(tx, result.sessionId, 'logout'));
      // The session stops: the documents it held open in verify are free for colleagues at once.
      await database.withTenant(result.claims.tenantId, (tx) =>
        unblockVerifyRecordsForUser(tx, { userId: result.claims.userId, tenantId: result.claims.tenantId }),
      );
      deps.actors.invalidateSession(result.sessionId);
    }
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });

  app.get(`${base}/Customers`, refreshCall, async (request) => {
    const session = await requireSession(request);
    return database.withService((tx) => customerChoices(tx, session));
  });

  app.post(
    `${base}/SwitchCustomer`,
    { ...refreshCall, schema: { body: z.object({ CustomerId: z.string().min(1, 'Validation_Required') }) } },
    async (request, reply) => {
      const session = await requireSession(request);
      const { CustomerId } = request.body as { CustomerId: string };
      const issued = await database.withService(async (tx) => {
        const next = await startSession(tx, session.accountId, CustomerId);
        await endSession(tx, session.sessionId, 'customer_switch');
        return next;
      });
      deps.actors.invalidateSession(session.sessionId);
      setRefreshCookie(reply, issued.credential, issued.expiresAt);
      return issued.result;
    },
  );

  // An existing login added by another customer is only invited: its owner sees and accepts here.
  app.get(`${base}/Invitations`, refreshCall, async (request) => {
    const session = await requireSession(request);
    return database.withService((tx) => openInvitations(tx, session.accountId));
  });

  app.post(
    `${base}/AcceptInvitation`,
    { ...refreshCall, schema: { body: CustomerBody } },
    async (request) => {
      const session = await requireSession(request);
      const { CustomerId } = request.body as z.output<typeof CustomerBody>;
      return database.withService(async (tx) => {
        if (!(await acceptInvitation(tx, session.accountId, CustomerId))) throw notFound();
        return customerChoices(tx, session);
      });
    },
  );

  app.get(`${base}/IsAuthenticationManagementEnvironment`, refreshCall, async (request) => {
    const session = await requireSession(request);
    return database.withTenant(session.claims.tenantId, async (tx) => {
      const [customer] = await tx.query.customers.findMany({ limit: 1 });
      return Boolean(customer?.isAuthenticationManagementEnvironment);
    });
  });

  app.get(`${base}/GetAnalyticsKey`, refreshCall, async (request, reply) => {
    const session = await requireSession(request);
    const key = await database.withTenant(session.claims.tenantId, async (tx) => {
      const setting = await tx.query.settings.findFirst({
        where: (s, { and, eq, isNull }) => and(eq(s.name, 'Analytics_Key'), isNull(s.companyId)),
      });
      return setting?.textValue ?? '';
    });
    return reply.type('application/json').send(JSON.stringify(key));
  });
}
