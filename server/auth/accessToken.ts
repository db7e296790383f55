import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

/** What an access token says about its bearer. */
export type AccessClaims = {
  sessionId: string;
  accountId: string;
  tenantId: string;
  userId: string;
  readOnly: boolean;
  multipleEnvironments: boolean;
};

/** Access tokens live a little longer than two renewal intervals. */
export const AccessTokenSeconds = 5 * 60;

/** Signs and verifies short-lived HS256 access tokens with the shared server secret. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Issues an access token for a session. */
  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      tid: claims.tenantId,
      uid: claims.userId,
      aid: claims.accountId,
      ro: claims.readOnly,
      me: claims.multipleEnvironments,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(`${AccessTokenSeconds}s`)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or null when it is invalid or expired. Verified synchronously with
   * node:crypto (jose's WebCrypto verify costs a thread-pool round trip, ~0.5 ms, on every request).
   */
  verify(token: string): AccessClaims | null {
    const payload = this.verifiedPayload(token);
    if (
      !payload ||
      typeof payload.sub !== 'string' ||
      typeof payload.tid !== 'string' ||
      typeof payload.uid !== 'string'
    ) {
      return null;
    }
    return {
      sessionId: payload.sub,
      tenantId: payload.tid,
      userId: payload.uid,
      accountId: String(payload.aid),
      readOnly: payload.ro === true,
      multipleEnvironments: payload.me === true,
    };
  }

  /** The payload of a compact HS256 JWS signed with our key and within its time claims, or null. */
  private verifiedPayload(token: string): Record<string, unknown> | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const protectedHeader = jsonObjectOf(header);
    // Like jose with algorithms ['HS256']: only HS256, and no critical extensions we do not know.
    if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
    const claims = jsonObjectOf(payload);
    if (!claims) return null;
    const now = Math.floor(Date.now() / 1000);
    // Every token we sign has exp; iat and nbf are checked as jose checks them when present.
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.iat !== undefined && typeof claims.iat !== 'number') return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    return claims;
  }
}

function jsonObjectOf(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
