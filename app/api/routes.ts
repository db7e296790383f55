import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OverviewDocumentType } from '../../domain/documents';
import type { ActionName, AutoRoute, Route, RouteOption, RouteType } from '../../domain/workflow';
import { api } from './client';

const enc = encodeURIComponent;

/** Which routes a route list shows: the caller's own (user routes) or the shared suggestion routes. */
export type RouteListKind = 'user' | 'suggestion';

/** A route as it is saved: everything but its Id. */
export type RouteInput = Omit<Route, 'Id'>;

/** An auto route as it is saved: everything but its Id. */
export type AutoRouteInput = Omit<AutoRoute, 'Id'>;

/** The body of POST /Route/CreateRouteFromInvoiceAction: the action just performed and the route type chosen. */
export type RouteFromActionRequest = {
  DocumentId: string;
  DocumentType: OverviewDocumentType;
  NextAction: ActionName;
  NextUserId: string | null;
  Remark: string;
  RouteType: RouteType;
  /** False asks for a shared suggestion route (needs the SuggestionRoutes right); true for the caller's own. */
  IsUserRoute: boolean;
};

/** The body of PUT /Route/UpdateRouteFromInvoiceAction. */
export type RouteUpdateFromActionRequest = RouteFromActionRequest & {
  RouteId: string;
  RouteOption: RouteOption;
};

const routeKey = ['routes'];
const autoRouteKey = ['autoRoutes'];

/** The routes of a list: both suggestion route types, the caller's own or the shared ones. */
export function useRoutes(kind: RouteListKind) {
  const userRoutes = kind === 'user';
  return useQuery({
    queryKey: [...routeKey, kind],
    queryFn: async () => {
      const lists = await Promise.all(
        (['SuggestionRoute', 'SuggestionRouteAllVendors'] as const).map((routeType) =>
          api.get<Route[]>(`/api/Route?routeType=${routeType}&userRoutes=${userRoutes}`),
        ),
      );
      return lists.flat().filter((route) => route.IsUserRoute === userRoutes);
    },
  });
}

/** One route; the edit page shows a failure itself. */
export function useRoute(id: string | undefined) {
  return useQuery({
    queryKey: [...routeKey, 'detail', id],
    queryFn: () => api.get<Route>(`/api/Route/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a route. */
export function useSaveRoute() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: RouteInput }) =>
      id ? api.put<Route>(`/api/Route/${enc(id)}`, input) : api.post<Route>('/api/Route', input),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKey }),
  });
}

/** Deletes a route. */
export function useDeleteRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Route/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: routeKey }),
  });
}

/** All auto routes, by name. */
export function useAutoRoutes() {
  return useQuery({ queryKey: autoRouteKey, queryFn: () => api.get<AutoRoute[]>('/api/AutoRoute') });
}

/** One auto route; the edit page shows a failure itself. */
export function useAutoRoute(id: string | undefined) {
  return useQuery({
    queryKey: [...autoRouteKey, 'detail', id],
    queryFn: () => api.get<AutoRoute>(`/api/AutoRoute/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without id) or updates an auto route. */
export function useSaveAutoRoute() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: AutoRouteInput }) =>
      id
        ? api.put<AutoRoute>(`/api/AutoRoute/${enc(id)}`, input)
        : api.post<AutoRoute>('/api/AutoRoute', input),
    onSuccess: () => client.invalidateQueries({ queryKey: autoRouteKey }),
  });
}

/** Deletes an auto route. */
export function useDeleteAutoRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/AutoRoute/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: autoRouteKey }),
  });
}

/** Remembers the action just performed as a route (spec 001 §4). */
export function createRouteFromAction(request: RouteFromActionRequest): Promise<Route> {
  return api.post<Route>('/api/Route/CreateRouteFromInvoiceAction', request);
}

/** Changes the suggested route to the action just performed. */
export function updateRouteFromAction(request: RouteUpdateFromActionRequest): Promise<Route> {
  return api.put<Route>('/api/Route/UpdateRouteFromInvoiceAction', request);
}

/** Deletes the suggested route the user turned off. */
export function deleteRoute(id: string): Promise<unknown> {
  return api.delete(`/api/Route/${enc(id)}`);
}

/** The id of the vendor with this ERP code in a company (routes keep vendors by id, the field by code). */
export async function vendorIdByCode(companyId: string, code: string): Promise<string | null> {
  if (!code.trim()) return null;
  const vendor = await api.get<{ Id: string }>(
    `/api/Vendor/GetByCompanyAndCode/${enc(companyId)}?code=${enc(code)}`,
  );
  return vendor.Id;
}
