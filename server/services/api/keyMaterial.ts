import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiKeyPrefixLength, ApiKeySecretLength, base62, formatApiKey } from '../../../domain/api/apiKey';

/** SHA-256 of a key's secret in hex: what the database keeps instead of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether two hex hashes are equal, compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A fresh key: its prefix, the whole key (shown once) and the hash of its secret. */
export function newApiKey(): { prefix: string; key: string; secretHash: string } {
  const prefix = base62(ApiKeyPrefixLength, randomBytes);
  const secret = base62(ApiKeySecretLength, randomBytes);
  return { prefix, key: formatApiKey(prefix, secret), secretHash: hashSecret(secret) };
}

/** A webhook's signing secret (kept, since every delivery is signed with it; shown once). */
export const newWebhookSecret = () => `whsec_${base62(40, randomBytes)}`;
