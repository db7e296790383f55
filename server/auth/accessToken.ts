import { jwtVerify, SignJWT } from 'jose';

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

  /** The claims of a valid token, or null when it is invalid or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (
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
    } catch {
      return null;
    }
  }
}
