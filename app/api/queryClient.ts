import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { popups } from '../shell/popups/popupStore';
import { ApiError, isReadOnly, isServerDown, messageOf } from './apiError';

/** Shows a failed call as an error popup, unless the client already did or a form shows it per field. */
export function reportError(error: unknown, options: { silentValidation?: boolean } = {}): void {
  if (error instanceof ApiError) {
    // Read-only and server-down popups come from the client itself; 401 moves to /no-valid-session.
    if (isReadOnly(error) || isServerDown(error) || error.status === 401) return;
    if (options.silentValidation && error.status === 400 && Object.keys(error.errors).length > 0) return;
  }
  popups.add({ Message: messageOf(error), Icon: 'close', OnlyIfUnique: true });
}

/** The query client: one retry for reads, every failure reported once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Screens that show a failed read themselves (e.g. a not-found page) mark their query as silent.
      onError: (error, query) => {
        if (query.meta?.silent !== true) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Screens that show the failure themselves mark their mutation as silent.
        if (mutation.meta?.silent === true) return;
        reportError(error, { silentValidation: mutation.meta?.silentValidation === true });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status !== null),
        refetchOnWindowFocus: false,
      },
    },
  });
}
