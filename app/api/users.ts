import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileEditModel, User, UserInput } from '../../domain/entities/user';
import { api } from './client';

/** All users of the customer (view right Users); start-up tolerates a refusal with an empty list. */
export const usersQuery = (includeDeleted = false) =>
  queryOptions({
    queryKey: ['users', { includeDeleted }],
    queryFn: () => api.get<User[]>(`/api/User?includeDeleted=${includeDeleted}`),
  });

/** One user in detail. */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', 'detail', id],
    queryFn: () => api.get<User>(`/api/User/${encodeURIComponent(id)}?detailed=true`),
  });

/** The user list. */
export function useUsers(includeDeleted = false, enabled = true) {
  return useQuery({ ...usersQuery(includeDeleted), enabled });
}

/** One user; disabled for a new user. The edit page shows a failure itself. */
export function useUser(id: string | undefined) {
  return useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id), meta: { silent: true } });
}

/** Creates (without id) or updates a user. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: UserInput }) =>
      id ? api.put<User>(`/api/User/${encodeURIComponent(id)}`, input) : api.post<User>('/api/User', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** Deactivates a user (DELETE /api/User/{id}). */
export function useDeactivateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/User/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({ queryKey: ['profile'], queryFn: () => api.get<ProfileEditModel>('/api/User/Profile') });
}

/** Saves the own profile (optionally with a password change). */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (profile: ProfileEditModel) => api.put<ProfileEditModel>('/api/User/Profile', profile),
    onSuccess: (saved) => {
      client.setQueryData(['profile'], saved);
      return client.invalidateQueries({ queryKey: ['currentUser'] });
    },
  });
}
