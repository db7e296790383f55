import type { FastifySchemaCompiler } from 'fastify';
import type { ZodError, ZodType } from 'zod';

/** A request whose body, query or params failed its Zod schema. */
export class RequestValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('Validation_Failed');
  }
}

const isKey = (message: string) => /^[A-Z][A-Za-z0-9]*(_[A-Za-z0-9]+)+(%%.*)?$/.test(message);

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * One spec message key per field; Zod's own English texts become generic keys. Given the input, a value
 * that is absent reads as Validation_Required rather than as the wrong kind of value.
 */
export function fieldErrorsOf(error: ZodError, input?: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (result[field]) continue;
    const missing = input !== undefined && valueAt(input, issue.path) === undefined;
    if (isKey(issue.message)) result[field] = issue.message;
    else if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
      result[field] = 'Validation_Required';
    } else if (issue.code === 'invalid_type' && issue.expected === 'number')
      result[field] = 'Validation_Not_A_Number';
    else if (issue.code === 'invalid_value') result[field] = 'Validation_In_List';
    else result[field] = 'Validation_Unknown';
  }
  return result;
}

/** Validates request parts with Zod, keeping the parsed (defaulted, trimmed) values. */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(fieldErrorsOf(result.error, data)) };
  };
