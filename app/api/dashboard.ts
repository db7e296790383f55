import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DashboardStepAnswer, DashboardStepRequest } from '../../domain/dashboard/request';
import type { DashboardStep } from '../../domain/dashboard/steps';
import { api } from './client';

/** The customer's dashboard layout, 0–5 (GET /api/Dashboard/GetDashboardLayout). */
export const dashboardLayoutQuery = queryOptions({
  queryKey: ['dashboard', 'layout'],
  queryFn: () => api.get<number>('/api/Dashboard/GetDashboardLayout'),
  staleTime: 60_000,
});

/** The dashboard layout value. */
export function useDashboardLayout() {
  return useQuery(dashboardLayoutQuery);
}

/** One step with its sub-items for the filters (POST /api/Dashboard/GetDashboardStep/{step}). */
export const dashboardStepQuery = (step: DashboardStep, request: DashboardStepRequest) =>
  queryOptions({
    queryKey: ['dashboard', 'step', step, request],
    queryFn: () =>
      api.post<DashboardStepAnswer>(`/api/Dashboard/GetDashboardStep/${encodeURIComponent(step)}`, request),
  });

/**
 * A step's counts; null filters (nothing selected) ask nothing. The previous counts stay on screen
 * while new filters load; a failure shows the server's message (spec 001 §8).
 */
export function useDashboardStep(step: DashboardStep, request: DashboardStepRequest | null) {
  return useQuery({
    ...dashboardStepQuery(step, request ?? {}),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** Fetches the layout and every step again. */
export function useRefreshDashboard() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['dashboard'] }), [client]);
}
