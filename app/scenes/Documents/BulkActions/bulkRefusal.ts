import { ApiError, messageOf } from '../../../api/apiError';

/** One document that cannot take the action, with the server's reason (a message key with parameters). */
export type RefusedDocument = { id: string; number: string; reason: string };

/** Why a bulk action was refused as a whole: the overall message and the documents that were in the way. */
export type BulkRefusal = { message: string; documents: RefusedDocument[] };

/**
 * Reads a refused bulk action: the server names per document id why it cannot take the action
 * (`Errors`); ids are shown by their document number when the overview knows it.
 */
export function bulkRefusalOf(error: unknown, numbers: ReadonlyMap<string, string>): BulkRefusal {
  const errors = error instanceof ApiError ? error.errors : {};
  return {
    message: messageOf(error),
    documents: Object.entries(errors).map(([id, reason]) => ({
      id,
      number: numbers.get(id) || id,
      reason,
    })),
  };
}
