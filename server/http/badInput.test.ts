import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTenant, signedInClient, startTestApp } from '../test/harness';
import { MaximumTextLength } from './textCheck';

const ctx = await startTestApp();
// A second app on the same database that writes its log where the test can read it.
const logLines: string[] = [];
const logged = await buildApp({
  config: {
    ...loadConfig({ NODE_ENV: 'test', LEDGERLINE_DEMO: '0', DATA_DIR: ctx.dataDir }),
    appDir: '/nonexistent',
  },
  database: ctx.database,
  logStream: { write: (line: string) => void logLines.push(line) },
});
logged.get('/api/Failing', { config: { public: true } }, async () => {
  throw new Error('something internal');
});
await logged.ready();
afterAll(async () => {
  await logged.close();
  await ctx.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('text that cannot be stored answers 400 with the field', () => {
  it('refuses a NUL character, even in the login', async () => {
    const response = await post(
      '/auth/AuthorizedUser/Login',
      JSON.stringify({ Email: 'a\u0000@x.test', Password: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: 'Validation_Failed',
      Errors: { Email: 'Validation_Invalid_Characters' },
    });
  });

  it('refuses a lone surrogate in any field of a change, and in the query string', async () => {
    const tenant = await buildTenant(ctx.database);
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, UserViewRights: ['Users'] });
    const api = await signedInClient(ctx.app, admin.email);
    const created = await api.post('/api/User', { Name: 'Lena \uD800', Email: 'lena@x.test' });
    expect(created.statusCode).toBe(400);
    expect(created.json().Errors).toEqual({ Name: 'Validation_Invalid_Characters' });
    const listed = await api.get('/api/User?includeDeleted=%00');
    expect(listed.statusCode).toBe(400);
    expect(listed.json().Errors).toEqual({ includeDeleted: 'Validation_Invalid_Characters' });
  });

  it('refuses text longer than the maximum', async () => {
    const response = await post(
      '/auth/AuthorizedUser/Login',
      JSON.stringify({ Email: 'x'.repeat(MaximumTextLength + 1), Password: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ Email: `Validation_Maximum_Length%%${MaximumTextLength}` });
  });

  it('answers 400 for bodies that are not JSON or have the wrong types', async () => {
    for (const body of ['{"Email":', 'null', '[1,2]', '"text"', '{"Email": 5, "Password": {}}']) {
      const response = await post('/auth/AuthorizedUser/Login', body);
      expect(response.statusCode, body).toBe(400);
    }
  });

  it('answers 400 when a long value still trips a database limit', async () => {
    const tenant = await buildTenant(ctx.database);
    const admin = await tenant.user({ name: 'Admin', IsAdmin: true, UserViewRights: ['Users'] });
    const api = await signedInClient(ctx.app, admin.email);
    const response = await api.post('/api/User', {
      Name: 'Long',
      Email: `${randomBytes(10_000).toString('hex')}@x.test`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('server failures', () => {
  it('are logged with a request id, also with request logging off, and answer that id', async () => {
    const response = await logged.inject({ method: 'GET', url: '/api/Failing' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['x-request-id'];
    expect(typeof id).toBe('string');
    expect(response.json()).toEqual({
      Message: 'Internal_Server_Error',
      Code: 'Internal_Server_Error',
      Status: 500,
      RequestId: id,
    });
    const line = logLines.map((l) => JSON.parse(l)).find((entry) => entry.reqId === id);
    expect(line).toMatchObject({ level: 50, msg: 'request failed' });
    expect(line.err.message).toBe('something internal');
  });
});
