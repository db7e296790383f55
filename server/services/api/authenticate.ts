import { eq, sql } from 'drizzle-orm';
import { parseApiKey } from '../../../domain/api/apiKey';
import { ApiRateWindowSeconds, ApiRequestsPerMinute, retryAfterSeconds } from '../../../domain/api/rateLimit';
import type { ApiScope } from '../../../domain/api/scopes';
import type { Database, Tx } from '../../db/client';
import { apiKeys } from '../../db/schema/index';
import { AppError, unauthorized } from '../../errors';
import { hashSecret, sameHash } from './keyMaterial';

/** The key a public API request came with: whose it is and what it may do. */
export type ApiCaller = { keyId: string; tenantId: string; prefix: string; scopes: ReadonlySet<ApiScope> };

/** Too many requests: the seconds until the key's window ends travel as Retry-After. */
export class RateLimited extends AppError {
  constructor(readonly retryAfter: number) {
    super(429, 'Api_Rate_Limited', [retryAfter]);
  }
}

/** The throttle counter of a key. Keys are global (login_throttle keeps e-mail, pair and client counters too). */
export const rateKeyOf = (keyId: string) => `apikey:${keyId}`;

/**
 * Counts one request of the key in its current one-minute window, in one statement so that parallel requests
 * each see their own number; a window that ended starts over. The login throttle's table keeps the counter, so
 * every server instance shares it, and its sweep removes counters idle for a quarter of an hour.
 */
async function countRequest(tx: Tx, keyId: string): Promise<{ count: number; windowStart: Date; now: Date }> {
  const ended = sql`t.window_start <= now() - make_interval(secs => ${ApiRateWindowSeconds})`;
  const result = (await tx.execute(sql`
    insert into login_throttle as t (key, failures, window_start)
    values (${rateKeyOf(keyId)}, 1, now())
    on conflict (key) do update set
      failures = case when ${ended} then 1 else t.failures + 1 end,
      window_start = case when ${ended} then now() else t.window_start end
    returning failures, window_start, now() as now`)) as unknown as {
    rows: Array<{ failures: number; window_start: string | Date; now: string | Date }>;
  };
  const [row] = result.rows;
  return { count: Number(row.failures), windowStart: new Date(row.window_start), now: new Date(row.now) };
}

/** Notes that the key was used, at most once a minute: a busy connector does not rewrite its row every request. */
async function touch(tx: Tx, keyId: string): Promise<void> {
  await tx.execute(sql`
    update api_keys set last_used_at = now()
    where id = ${keyId} and (last_used_at is null or last_used_at <= now() - interval '1 minute')`);
}

/**
 * Authenticates `Authorization: Bearer ll_…` before the tenant is known: the key is found by its prefix as the
 * service role (like a sign-in finds its account), its secret's hash compared in constant time. A missing,
 * malformed, unknown or wrong key answers 401 Api_Key_Invalid, a revoked one 401 Api_Key_Revoked; the request
 * is then counted against the key's limit (429 Api_Rate_Limited with the seconds to wait).
 */
export async function authenticateApiKey(
  database: Database,
  authorization: string | undefined,
  limit = ApiRequestsPerMinute,
): Promise<ApiCaller> {
  const presented = authorization?.startsWith('Bearer ') ? parseApiKey(authorization.slice(7).trim()) : null;
  if (!presented) throw unauthorized(authorization ? 'Api_Key_Invalid' : 'Api_Key_Missing');
  const hash = hashSecret(presented.secret);
  return database.withService(async (tx) => {
    const [key] = await tx.select().from(apiKeys).where(eq(apiKeys.prefix, presented.prefix));
    if (!key || !sameHash(key.secretHash, hash)) throw unauthorized('Api_Key_Invalid');
    if (key.revokedAt) throw unauthorized('Api_Key_Revoked');
    const counted = await countRequest(tx, key.id);
    if (counted.count > limit) throw new RateLimited(retryAfterSeconds(counted.windowStart, counted.now));
    await touch(tx, key.id);
    return {
      keyId: key.id,
      tenantId: key.tenantId,
      prefix: key.prefix,
      scopes: new Set(key.scopes as ApiScope[]),
    };
  });
}
