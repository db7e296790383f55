/** An error with a spec key the client translates; the body is `{Message: "Key%%param", Code, Status}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Array<string | number> = [],
    readonly fieldErrors?: Record<string, string>,
    /** Messages not tied to a field (an edited workflow's problems), answered as `Errors: [...]`. */
    readonly messages?: string[],
  ) {
    super([code, ...params].join('%%'));
  }
}

export const notFound = (code = 'Not_Found') => new AppError(404, code);
export const forbidden = (code = 'Forbidden') => new AppError(403, code);
export const unauthorized = (code = 'Unauthorized') => new AppError(401, code);
export const badRequest = (code: string, params: Array<string | number> = []) =>
  new AppError(400, code, params);

/** A 400 with one message key per field. */
export const validationFailed = (fieldErrors: Record<string, string>) =>
  new AppError(400, 'Validation_Failed', [], fieldErrors);
