import { desc, eq } from 'drizzle-orm';
import type { ApiKey, CreatedApiKey } from '../../../domain/api/apiKey';
import type { ApiScope } from '../../../domain/api/scopes';
import type { Tx } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { isoTimestamp } from '../../presenters/document';
import { audit } from '../audit/audit';
import type { Actor } from '../users/actor';
import { newApiKey } from './keyMaterial';

type ApiKeyRow = typeof apiKeys.$inferSelect;
type ApiKeyFields = { Name: string; Scopes: ApiScope[] };

const stamp = (value: string | null) => (value ? isoTimestamp(value) : null);

/** A key as the overview lists it: name, prefix, scopes, when made and by whom, last used, revoked. */
export function presentApiKey(row: ApiKeyRow, createdBy: string | null): ApiKey {
  return {
    Id: row.id,
    Name: row.name,
    Prefix: row.prefix,
    Scopes: row.scopes as ApiScope[],
    Created: isoTimestamp(row.createdAt),
    CreatedBy: createdBy,
    LastUsed: stamp(row.lastUsedAt),
    Revoked: stamp(row.revokedAt),
  };
}

/** The customer's keys, newest first, revoked ones too (the overview shows when they were revoked). */
export async function listApiKeys(tx: Tx): Promise<ApiKey[]> {
  const rows = await tx
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => presentApiKey(row.key, row.createdBy));
}

/** One key of the customer, or 404. */
export async function loadApiKey(tx: Tx, id: string): Promise<ApiKey> {
  const [row] = await tx
    .select({ key: apiKeys, createdBy: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, id));
  if (!row) throw notFound('Api_Key_Not_Found');
  return presentApiKey(row.key, row.createdBy);
}

/**
 * Makes a key and answers it with its secret, this once; only the hash of the secret is stored. The prefix is
 * unique across customers (62^10 possibilities: a clash is not worth a retry path).
 */
export async function createApiKey(tx: Tx, actor: Actor, input: ApiKeyFields): Promise<CreatedApiKey> {
  const fresh = newApiKey();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      tenantId: actor.tenantId,
      name: input.Name,
      prefix: fresh.prefix,
      secretHash: fresh.secretHash,
      scopes: input.Scopes,
      createdBy: actor.userId,
    })
    .returning();
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'ApiKey',
    entityId: row.id,
    action: 'create',
    changes: { Name: row.name, Prefix: row.prefix, Scopes: row.scopes },
  });
  return { ...presentApiKey(row, actor.user.name), Key: fresh.key };
}

/** Revokes a key: its very next request answers 401 Api_Key_Revoked. Revoking twice changes nothing. */
export async function revokeApiKey(tx: Tx, actor: Actor, id: string): Promise<ApiKey> {
  const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw notFound('Api_Key_Not_Found');
  if (row.revokedAt) return loadApiKey(tx, id);
  await tx
    .update(apiKeys)
    .set({ revokedAt: new Date().toISOString(), revokedBy: actor.userId })
    .where(eq(apiKeys.id, id));
  await audit(tx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    entity: 'ApiKey',
    entityId: id,
    action: 'deactivate',
    changes: { Name: row.name, Prefix: row.prefix },
  });
  return loadApiKey(tx, id);
}
