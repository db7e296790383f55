import { loggableError } from './errorLog';

describe('what the log keeps of a failed request', () => {
  it('keeps an ordinary error as it is', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error);
  });

  it('drops the parameters of a failed query, keeping the statement start and the database cause', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const failed = Object.assign(
      new Error(
        `Failed query: insert into "relations" ("name") values ($1)\nparams: Jansen,NL91ABNA0417164300`,
      ),
      { params: ['Jansen', 'NL91ABNA0417164300'], cause },
    );
    const logged = loggableError(failed);
    expect(JSON.stringify(logged)).not.toContain('NL91ABNA0417164300');
    expect(logged).toMatchObject({
      message: 'Failed query: insert into "relations" ("name") values ($1)',
      cause: { message: 'duplicate key value', code: '23505' },
    });
  });
});
