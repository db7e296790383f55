import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CustomerChoice, LoginResult } from '../../domain/entities/session';
import { RefreshAfterSecondsDefault, RefreshCredentialHours } from '../../domain/entities/session';
import type { Database, Tx } from '../db/client';
import { accounts, customers, refreshCredentials, sessions, users } from '../db/schema/index';
import { AppError, unauthorized } from '../errors';
import type { AccessClaims } from './accessToken';
import { hashRefreshCredential, newRefreshCredential } from './refreshCredential';
import { SessionRevokedChannel } from './sessionCheck';

type Membership = { customerId: string; customerName: string; userId: string; isReadOnly: boolean };

export type IssuedSession = {
  credential: string;
  expiresAt: Date;
  claims: AccessClaims;
  result: LoginResult;
};

const credentialLifetimeMs = RefreshCredentialHours * 3600_000;

/** The active customer memberships of an account (or its open invitations), in a stable order. */
export async function membershipsOf(tx: Tx, accountId: string, pending = false): Promise<Membership[]> {
  return tx
    .select({
      customerId: customers.id,
      customerName: customers.name,
      userId: users.id,
      isReadOnly: users.isReadOnly,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.tenantId))
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
        eq(users.invitationPending, pending),
      ),
    )
    .orderBy(asc(customers.name), asc(customers.id));
}

/** Whether the customer choice has something to offer: another customer, or an invitation to accept. */
async function hasChoice(tx: Tx, accountId: string, memberships: Membership[]): Promise<boolean> {
  return memberships.length > 1 || (await membershipsOf(tx, accountId, true)).length > 0;
}

function choices(memberships: Membership[], current: string): CustomerChoice[] {
  return memberships.map((m) => ({
    CustomerId: m.customerId,
    CustomerName: m.customerName,
    IsCurrent: m.customerId === current,
  }));
}

/** Starts a session of the account in one customer: the asked one, else the last used, else the first. */
export async function startSession(
  tx: Tx,
  accountId: string,
  askedCustomerId: string | undefined,
): Promise<IssuedSession> {
  const memberships = await membershipsOf(tx, accountId);
  if (memberships.length === 0) throw new AppError(403, 'Login_No_Environment');
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  const wanted = askedCustomerId ?? account?.lastCustomerId ?? undefined;
  const membership = memberships.find((m) => m.customerId === wanted) ?? memberships[0];
  if (askedCustomerId && membership.customerId !== askedCustomerId)
    throw new AppError(403, 'Login_No_Environment');

  const expiresAt = new Date(Date.now() + credentialLifetimeMs);
  const [session] = await tx
    .insert(sessions)
    .values({
      accountId,
      customerId: membership.customerId,
      userId: membership.userId,
      isReadOnly: membership.isReadOnly,
      expiresAt,
    })
    .returning();
  const credential = newRefreshCredential();
  await tx
    .insert(refreshCredentials)
    .values({ hash: hashRefreshCredential(credential), sessionId: session.id });
  await tx.update(accounts).set({ lastCustomerId: membership.customerId }).where(eq(accounts.id, accountId));
  await tx.update(users).set({ lastActivity: sql`now()` }).where(eq(users.id, membership.userId));
  return {
    credential,
    expiresAt,
    claims: {
      sessionId: session.id,
      accountId,
      tenantId: membership.customerId,
      userId: membership.userId,
      readOnly: membership.isReadOnly,
      multipleEnvironments: await hasChoice(tx, accountId, memberships),
    },
    result: {
      CustomerId: membership.customerId,
      CustomerName: membership.customerName,
      Customers: choices(memberships, membership.customerId),
      RefreshAfterSeconds: RefreshAfterSecondsDefault,
      ExpiresAt: expiresAt.toISOString(),
    },
  };
}

export type ActiveSession = {
  sessionId: string;
  accountId: string;
  claims: AccessClaims;
  customerName: string;
  customerDomain: string;
  expiresAt: Date;
};

async function revokeSession(tx: Tx, sessionId: string, reason: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  // Delivered when the transaction commits: the embedded database's session check forgets it then.
  await tx.execute(sql`select pg_notify(${SessionRevokedChannel}, ${sessionId})`);
}

/** How long a rotated-out credential still counts: two tabs renewing together both stay signed in. */
export const RotationGraceMs = 30_000;

/**
 * The session a refresh credential belongs to, or the error to answer. A credential that was rotated
 * out and is presented again after the grace time means it was stolen or replayed: the whole session is
 * revoked. Errors are returned, not thrown, so that the revocation commits.
 */
export async function sessionOfCredential(
  tx: Tx,
  credential: string | undefined,
): Promise<ActiveSession | AppError> {
  if (!credential) return unauthorized('Session_Expired_Info');
  const [row] = await tx
    .select({ credential: refreshCredentials, session: sessions, customer: customers })
    .from(refreshCredentials)
    .innerJoin(sessions, eq(sessions.id, refreshCredentials.sessionId))
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(refreshCredentials.hash, hashRefreshCredential(credential)));
  if (!row) return unauthorized('Session_Expired_Info');
  if (row.credential.rotatedAt && Date.now() - row.credential.rotatedAt.getTime() > RotationGraceMs) {
    await revokeSession(tx, row.session.id, 'credential_reuse');
    return unauthorized('Session_Invalidated_Info');
  }
  if (row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) {
    return unauthorized('Session_Expired_Info');
  }
  const memberships = await membershipsOf(tx, row.session.accountId);
  const membership = memberships.find((m) => m.customerId === row.session.customerId);
  if (!membership) {
    await revokeSession(tx, row.session.id, 'membership_ended');
    return unauthorized('Session_Invalidated_Info');
  }
  return {
    sessionId: row.session.id,
    accountId: row.session.accountId,
    customerName: row.customer.name,
    customerDomain: row.customer.domain,
    expiresAt: row.session.expiresAt,
    claims: {
      sessionId: row.session.id,
      accountId: row.session.accountId,
      tenantId: row.session.customerId,
      userId: row.session.userId,
      readOnly: membership.isReadOnly,
      multipleEnvironments: await hasChoice(tx, row.session.accountId, memberships),
    },
  };
}

/**
 * Replaces the session's refresh credential with a new one and extends the session by 4 hours; a
 * credential presented again within the grace time gets a successor of its own, its grace not renewed.
 */
export async function rotateCredential(
  tx: Tx,
  credential: string,
  session: ActiveSession,
): Promise<{ credential: string; expiresAt: Date }> {
  await tx
    .update(refreshCredentials)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshCredentials.hash, hashRefreshCredential(credential)),
        isNull(refreshCredentials.rotatedAt),
      ),
    );
  const next = newRefreshCredential();
  const expiresAt = new Date(Date.now() + credentialLifetimeMs);
  await tx
    .insert(refreshCredentials)
    .values({ hash: hashRefreshCredential(next), sessionId: session.sessionId });
  await tx.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.sessionId));
  return { credential: next, expiresAt };
}

/** Ends a session (logout or customer switch). */
export async function endSession(tx: Tx, sessionId: string, reason: string): Promise<void> {
  await revokeSession(tx, sessionId, reason);
}

/** The customers the account may switch to, marking the current one. */
export async function customerChoices(tx: Tx, session: ActiveSession): Promise<CustomerChoice[]> {
  return choices(await membershipsOf(tx, session.accountId), session.claims.tenantId);
}

/** True while the session has not been revoked (checked on token use by the live hub, not per request). */
export async function isSessionActive(database: Database, sessionId: string): Promise<boolean> {
  return database.withService(async (tx) => {
    const [row] = await tx
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return Boolean(row && !row.revokedAt);
  });
}
