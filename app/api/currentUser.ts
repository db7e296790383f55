import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../domain/entities/user';
import { api } from './client';

/** The signed-in user with rights and company scopes (GET /api/User/GetCurrentUser). */
export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: () => api.get<CurrentUser>('/api/User/GetCurrentUser'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The signed-in user (loaded by the start-up sequence). */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
