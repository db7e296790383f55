/** A failed call: HTTP status (null when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | undefined;
  /** Field errors of a 400 answer: field name → message key (possibly with %% parameters). */
  readonly errors: Record<string, string>;
  /** The parsed answer body, for calls whose error answers carry more than a message. */
  readonly body: unknown;

  constructor(
    status: number | null,
    message: string,
    code?: string,
    errors: Record<string, string> = {},
    body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.body = body;
  }
}

export const ReadOnlyMessage = 'Error_ReadOnly_Account';
export const ServerDownMessage = 'Cannot_Connect_Server_Down_Info';

/** True for 5xx answers and calls that got no answer at all (spec 000 §8). */
export function isServerDown(error: ApiError): boolean {
  return error.status === null || error.status >= 500;
}

/** True for a 403 caused by a read-only session. */
export function isReadOnly(error: ApiError): boolean {
  return error.status === 403 && (error.message === ReadOnlyMessage || error.code === ReadOnlyMessage);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an ApiError from an answer body: the server's Message, else the raw text. */
export function errorFromBody(status: number, body: unknown, rawText: string): ApiError {
  if (isRecord(body) && typeof body.Message === 'string') {
    const errors = isRecord(body.Errors)
      ? Object.fromEntries(Object.entries(body.Errors).map(([field, value]) => [field, String(value)]))
      : {};
    return new ApiError(
      status,
      body.Message,
      typeof body.Code === 'string' ? body.Code : undefined,
      errors,
      body,
    );
  }
  return new ApiError(status, rawText || `HTTP ${status}`);
}

/** The text to show for any thrown value: the server's message for API errors, else its text. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError && isServerDown(error)) return ServerDownMessage;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
