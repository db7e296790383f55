import { ApiError, isServerDown } from '../../api/apiError';

/** The message key of a failed preview or import: the server's own for a refusal, a general one otherwise. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && !isServerDown(error)) {
    const fields = Object.values(error.errors);
    return fields.length > 0 && error.message === 'Validation_Failed'
      ? (fields[0] ?? error.message)
      : error.message;
  }
  return 'Relation_Import_Failed';
}

/** True when the upload a preview kept has expired (or went): the file is then sent again. */
export const uploadExpired = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.message === 'Import_Upload_Not_Found';
