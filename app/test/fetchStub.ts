/** A JSON answer for stubbed fetch calls. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with answers by path prefix (first match wins); anything else is an empty list. */
export function stubApi(answers: Array<[prefix: string, status: number, body: unknown]>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const answer = answers.find(([prefix]) => path.startsWith(prefix));
    return answer ? json(answer[1], answer[2]) : json(200, []);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
