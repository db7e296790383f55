import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from './validation';

/** The longest text any field takes; longer strings are refused before they reach the database. */
export const MaximumTextLength = 100_000;

// A NUL or an unpaired UTF-16 surrogate cannot be stored in PostgreSQL text (nor encoded as UTF-8).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | undefined {
  if (text.length > MaximumTextLength) return `Validation_Maximum_Length%%${MaximumTextLength}`;
  if (text.includes('\u0000') || loneSurrogate.test(text)) return 'Validation_Invalid_Characters';
  return undefined;
}

// Binary content (buffers, streams) is not text: only what a parser builds from text is walked.
function isParsedContainer(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * One message key per field path for every string (and object key) in a parsed request part that
 * cannot be stored: NUL characters, lone surrogates, text beyond MaximumTextLength. Walks without
 * recursion, so deeply nested input cannot exhaust the stack.
 */
export function textProblems(input: unknown, root = ''): Record<string, string> {
  const problems: Record<string, string> = {};
  const pending: Array<[string, unknown]> = [[root, input]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, value] = next;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem && !problems[path || '_']) problems[path || '_'] = problem;
    } else if (isParsedContainer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        const keyProblem = problemOf(key);
        if (keyProblem) problems[path || '_'] = keyProblem;
        else pending.push([childPath, child]);
      }
    }
  }
  return problems;
}

/**
 * Refuses, once for every route, request text that cannot be stored: a 400 naming each field, before
 * any route's own validation runs.
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problems = {
      ...textProblems(request.params),
      ...textProblems(request.query),
      ...textProblems(request.body),
    };
    done(Object.keys(problems).length > 0 ? new RequestValidationError(problems) : undefined);
  });
}
