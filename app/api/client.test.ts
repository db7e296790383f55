import { ApiError } from './apiError';
import { createApiClient, fileNameOf } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Response[], token = 'first') {
  let current = token;
  const fetch = vi.fn(async () => answers.shift() ?? json(500, { Message: 'Internal_Server_Error' }));
  const report = vi.fn();
  const client = createApiClient({ fetch, getToken: () => current, report });
  const refreshAccess = vi.fn(async () => {
    current = 'second';
    return true;
  });
  const onSessionLost = vi.fn();
  client.setSessionHooks({ refreshAccess, onSessionLost });
  return { client, fetch, report, refreshAccess, onSessionLost };
}

const authorization = (call: unknown[]) => {
  const init = call[1] as RequestInit | undefined;
  return new Headers(init?.headers).get('Authorization');
};

describe('HTTP client (spec 000 §4, §8)', () => {
  it('sends the access token as a Bearer header', async () => {
    const { client, fetch } = setup([json(200, { Id: 'u1' })]);
    await expect(client.get('/api/User/GetCurrentUser')).resolves.toEqual({ Id: 'u1' });
    expect(authorization(fetch.mock.calls[0])).toBe('Bearer first');
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    const { client, fetch, refreshAccess, onSessionLost } = setup([
      json(401, { Message: 'Unauthorized' }),
      json(200, []),
    ]);
    await expect(client.get('/api/company')).resolves.toEqual([]);
    expect(refreshAccess).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(authorization(fetch.mock.calls[1])).toBe('Bearer second');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('goes to /no-valid-session when the retry is unauthorised as well', async () => {
    const unauthorized = () => json(401, { Message: 'Unauthorized' });
    const { client, fetch, refreshAccess, onSessionLost } = setup([unauthorized(), unauthorized()]);
    await expect(client.get('/api/company')).rejects.toMatchObject({ status: 401 });
    expect(refreshAccess).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('does not retry authentication calls', async () => {
    const { client, refreshAccess } = setup([json(401, { Message: 'Unauthorized' })]);
    await expect(client.get('/auth/AuthorizedUser/RefreshAccessToken')).rejects.toBeInstanceOf(ApiError);
    expect(refreshAccess).not.toHaveBeenCalled();
  });

  it('shows Error_ReadOnly_Account for a 403 of a read-only session', async () => {
    const { client, report } = setup([json(403, { Message: 'Error_ReadOnly_Account', Status: 403 })]);
    await expect(client.put('/api/User/1', {})).rejects.toMatchObject({ status: 403 });
    expect(report).toHaveBeenCalledWith('Error_ReadOnly_Account');
  });

  it('shows Cannot_Connect_Server_Down_Info for a 5xx and for no answer at all', async () => {
    const { client, report, fetch } = setup([json(502, { Message: 'Internal_Server_Error' })]);
    await expect(client.get('/api/company')).rejects.toMatchObject({ status: 502 });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/api/company')).rejects.toMatchObject({ status: null });
    expect(report).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenLastCalledWith('Cannot_Connect_Server_Down_Info');
  });

  it("keeps the server's Message and field errors, or the raw text", async () => {
    const { client } = setup([
      json(400, { Message: 'Validation_Failed', Errors: { Email: 'Validation_Email' } }),
      new Response('Bad gateway text', { status: 418 }),
    ]);
    await expect(client.post('/api/User', {})).rejects.toMatchObject({
      message: 'Validation_Failed',
      errors: { Email: 'Validation_Email' },
    });
    await expect(client.get('/api/User')).rejects.toMatchObject({ message: 'Bad gateway text' });
  });

  it('downloads a file with its name, telling the bytes received, after one refresh on 401', async () => {
    const file = new Response(new Uint8Array([1, 2, 3, 4]), {
      status: 200,
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="Inkoopfacturen 2026-03-01.xlsx"; filename*=UTF-8''Inkoopfacturen%202026-03-01.xlsx`,
      },
    });
    const { client, refreshAccess } = setup([json(401, { Message: 'Unauthorized' }), file]);
    const progress = vi.fn();
    const downloaded = await client.download('/api/Document/ExportOverview', { Columns: [] }, progress);
    expect(refreshAccess).toHaveBeenCalledTimes(1);
    expect(downloaded.fileName).toBe('Inkoopfacturen 2026-03-01.xlsx');
    expect(downloaded.blob.size).toBe(4);
    expect(progress).toHaveBeenLastCalledWith(4);
  });

  it('gets a file (a raw mail, a page image) with a GET and the new token after one refresh on 401', async () => {
    const mail = new Response(new Uint8Array([0xe9, 0x0d, 0x0a]), {
      status: 200,
      headers: {
        'content-type': 'message/rfc822',
        'content-disposition': 'attachment; filename="mail-1.eml"',
      },
    });
    const { client, fetch } = setup([json(401, { Message: 'Unauthorized' }), mail]);
    const file = await client.getFile('/api/EmailInvoice/Raw/1');
    expect((fetch.mock.calls[1] as unknown[])[1]).toMatchObject({ method: 'GET', body: undefined });
    expect(authorization(fetch.mock.calls[1] as unknown[])).toBe('Bearer second');
    expect(file.fileName).toBe('mail-1.eml');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0xe9, 0x0d, 0x0a]));
  });

  it("answers a download's error as an ApiError with the server's key", async () => {
    const { client } = setup([json(400, { Message: 'Export_Too_Many_Documents%%100000' })]);
    await expect(client.download('/api/Document/ExportOverview', {})).rejects.toMatchObject({
      status: 400,
      message: 'Export_Too_Many_Documents%%100000',
    });
  });

  it('reads the UTF-8 file name of a Content-Disposition, else the plain one', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''Facturen%20%C3%A9.xlsx`)).toBe(
      'Facturen é.xlsx',
    );
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBe('download');
  });
});
