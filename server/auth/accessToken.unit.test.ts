import { SignJWT } from 'jose';
import { type AccessClaims, AccessTokens } from './accessToken';

const secret = 'a-test-secret-of-enough-length-for-hs256';
const claims: AccessClaims = {
  sessionId: '11111111-1111-4111-8111-111111111111',
  accountId: 'account-1',
  tenantId: '22222222-2222-4222-8222-222222222222',
  userId: '33333333-3333-4333-8333-333333333333',
  readOnly: true,
  multipleEnvironments: false,
};
const key = new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

/** A token signed with jose as an attacker or an older server might: any header and payload. */
const forged = (header: Record<string, unknown>, payload: Record<string, unknown>, signWith = key) =>
  new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(signWith);
const standard = { sub: claims.sessionId, tid: claims.tenantId, uid: claims.userId, aid: 'account-1' };

describe('AccessTokens', () => {
  const tokens = new AccessTokens(secret);

  it('verifies the tokens it signs and answers their claims', async () => {
    expect(tokens.verify(await tokens.sign(claims))).toEqual(claims);
  });

  it('refuses a token signed with another secret', async () => {
    expect(
      tokens.verify(await new AccessTokens('another-secret-of-enough-length!!').sign(claims)),
    ).toBeNull();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await tokens.sign(claims)).split('.');
    const payload = Buffer.from(JSON.stringify({ ...standard, tid: 'other', exp: now() + 60 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });

  it('refuses expired tokens, tokens without exp and tokens not valid yet', async () => {
    expect(tokens.verify(await forged({ alg: 'HS256' }, { ...standard, exp: now() - 1 }))).toBeNull();
    expect(tokens.verify(await forged({ alg: 'HS256' }, standard))).toBeNull();
    expect(
      tokens.verify(await forged({ alg: 'HS256' }, { ...standard, exp: now() + 60, nbf: now() + 30 })),
    ).toBeNull();
    expect(tokens.verify(await forged({ alg: 'HS256' }, { ...standard, exp: now() + 60 }))).not.toBeNull();
  });

  it('refuses other algorithms and critical header extensions', async () => {
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...standard, exp: now() + 60 }),
    ).toString('base64url')}.`;
    expect(tokens.verify(unsigned)).toBeNull();
    expect(tokens.verify(await forged({ alg: 'HS512' }, { ...standard, exp: now() + 60 }))).toBeNull();
    expect(
      tokens.verify(
        await forged({ alg: 'HS256', crit: ['b64'], b64: true }, { ...standard, exp: now() + 60 }),
      ),
    ).toBeNull();
  });

  it('refuses tokens without the session, tenant or user claim, and malformed tokens', async () => {
    const { tid: _tid, ...withoutTenant } = standard;
    expect(tokens.verify(await forged({ alg: 'HS256' }, { ...withoutTenant, exp: now() + 60 }))).toBeNull();
    expect(tokens.verify('not-a-token')).toBeNull();
    expect(tokens.verify('a.b.c')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
