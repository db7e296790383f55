import { ApiKeyInput, Base62, base62, formatApiKey, parseApiKey } from './apiKey';
import { ApiScopes, apiScopeLabel } from './scopes';

describe('API key format', () => {
  it('reads ll_<prefix>_<secret> and nothing else', () => {
    const key = formatApiKey('AbCdE12345', 'x'.repeat(40));
    expect(parseApiKey(key)).toEqual({ prefix: 'AbCdE12345', secret: 'x'.repeat(40) });
    for (const text of [
      '',
      `lk_AbCdE12345_${'x'.repeat(40)}`,
      `ll_AbCdE1234_${'x'.repeat(40)}`,
      `ll_AbCdE12345_${'x'.repeat(31)}`,
      `ll_AbCdE12345_${'x'.repeat(129)}`,
      `ll_AbCdE12345_${'x'.repeat(39)}-`,
      ` ${key}`,
      `${key}\n`,
    ])
      expect(parseApiKey(text), JSON.stringify(text)).toBeNull();
  });

  it('draws every Base62 character equally often from random bytes, skipping bytes of 248 and above', () => {
    expect(base62(4, () => new Uint8Array([0, 61, 62, 248, 255, 123]))).toBe('0z0z');
    expect(base62(6, () => new Uint8Array([7, 250]))).toBe('777777');
    let next = 0;
    const counting = (count: number) => Uint8Array.from({ length: count }, () => next++ % 256);
    const text = base62(62 * 4 * 10, counting);
    const counts = new Map<string, number>();
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    expect(new Set(counts.values())).toEqual(new Set([40]));
    expect([...text].every((char) => Base62.includes(char))).toBe(true);
  });
});

describe('a new API key', () => {
  it('needs a name and at least one known scope, and keeps the scopes in the list’s order once each', () => {
    expect(
      ApiKeyInput.parse({ Name: ' ERP ', Scopes: ['payments:write', 'documents:read', 'payments:write'] }),
    ).toEqual({
      Name: 'ERP',
      Scopes: ['documents:read', 'payments:write'],
    });
    expect(ApiKeyInput.safeParse({ Name: 'ERP', Scopes: [] }).success).toBe(false);
    expect(ApiKeyInput.safeParse({ Name: 'ERP', Scopes: ['admin'] }).success).toBe(false);
    expect(ApiKeyInput.safeParse({ Name: '', Scopes: ['documents:read'] }).success).toBe(false);
  });

  it('names each scope with a translation key', () => {
    expect(ApiScopes.map(apiScopeLabel)).toEqual([
      'Api_Scope_Masterdata_Write',
      'Api_Scope_Documents_Read',
      'Api_Scope_Documents_Confirm',
      'Api_Scope_Payments_Write',
      'Api_Scope_Webhooks_Manage',
    ]);
  });
});
