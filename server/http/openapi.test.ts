import { startTestApp } from '../test/harness';

const ctx = await startTestApp();
afterAll(() => ctx.close());

describe('GET /api/docs', () => {
  it('serves the OpenAPI description of the API with the spec paths and their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/User/GetCurrentUser', '/api/Company/{id}']),
    );
    const login = document.paths['/auth/AuthorizedUser/Login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['Email', 'Password', 'CustomerId']),
    );
  });
});
