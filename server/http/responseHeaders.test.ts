import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { startTestApp } from '../test/harness';

const ctx = await startTestApp();
// An app that serves a built index.html, to check the boot script against the policy.
const appDir = path.join(ctx.dataDir, 'app');
fs.mkdirSync(appDir);
fs.writeFileSync(path.join(appDir, 'index.html'), '<html><head></head><body></body></html>');
const withApp = await buildApp({
  config: { ...loadConfig({ NODE_ENV: 'test', LEDGERLINE_DEMO: '0', DATA_DIR: ctx.dataDir }), appDir },
  database: ctx.database,
});
await withApp.ready();
afterAll(async () => {
  await withApp.close();
  await ctx.close();
});

describe('security headers', () => {
  it('are sent on API answers, errors and the app', async () => {
    for (const response of [
      await ctx.app.inject({ method: 'GET', url: '/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/User/GetCurrentUser' }),
      await withApp.inject({ method: 'GET', url: '/' }),
    ]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
      });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allow the one inline boot script of index.html by its hash', async () => {
    const page = await withApp.inject({ method: 'GET', url: '/' });
    const script = /<script>(.*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script).toContain('__LEDGERLINE__');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('add HSTS when the request came over TLS through the proxy', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('believe forwarded headers only from a proxy on a private network', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    const direct = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: forwarded,
      remoteAddress: '203.0.113.9',
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: '/health',
      headers: forwarded,
      remoteAddress: '10.1.2.3',
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
