import { z } from 'zod';
import { type ApiScope, ApiScopes } from './scopes';

/**
 * An API key reads `ll_<prefix>_<secret>`: the prefix (10 characters) finds the key and is shown in the overview;
 * the secret (40 characters) is shown once, when the key is made, and kept only as its SHA-256 hash.
 */
export const ApiKeyPrefixLength = 10;
export const ApiKeySecretLength = 40;

/** Letters and digits only: a key survives copying from a table, a URL or a shell without quoting. */
export const Base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const keyShape = /^ll_([0-9A-Za-z]{10})_([0-9A-Za-z]{32,128})$/;

/** The prefix and secret of a key as presented, or null when it does not have the shape of one. */
export function parseApiKey(text: string): { prefix: string; secret: string } | null {
  const match = keyShape.exec(text);
  return match ? { prefix: match[1], secret: match[2] } : null;
}

export const formatApiKey = (prefix: string, secret: string) => `ll_${prefix}_${secret}`;

/**
 * `length` characters of Base62 from random bytes, by rejection: bytes of 248 and above are skipped, so every
 * character is equally likely (248 = 4 × 62). `nextBytes` is the caller's source of randomness.
 */
export function base62(length: number, nextBytes: (count: number) => Uint8Array): string {
  let text = '';
  while (text.length < length) {
    for (const byte of nextBytes(length * 2)) {
      if (byte >= 248) continue;
      text += Base62[byte % 62];
      if (text.length === length) break;
    }
  }
  return text;
}

/** The longest key name. */
export const ApiKeyNameMaxLength = 100;

/** A new key: its name (who uses it, what for) and scopes. */
export const ApiKeyInput = z.object({
  Name: z
    .string('Validation_Required')
    .trim()
    .min(1, 'Validation_Required')
    .max(ApiKeyNameMaxLength, `Validation_Maximum_Length%%${ApiKeyNameMaxLength}`),
  Scopes: z
    .array(z.enum(ApiScopes, 'Validation_In_List'), 'Validation_Required')
    .min(1, 'Validation_Required')
    .max(ApiScopes.length, `Validation_List_Maximum_Length%%${ApiScopes.length}`)
    .transform((scopes) => ApiScopes.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyInput = z.input<typeof ApiKeyInput>;

/** A key as the overview lists it: never its secret. */
export type ApiKey = {
  Id: string;
  Name: string;
  Prefix: string;
  Scopes: ApiScope[];
  Created: string;
  CreatedBy: string | null;
  LastUsed: string | null;
  Revoked: string | null;
};

/** The answer of creating a key: the key itself, this once. */
export type CreatedApiKey = ApiKey & { Key: string };
