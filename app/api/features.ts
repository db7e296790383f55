import { queryOptions } from '@tanstack/react-query';
import { authApi } from './auth';
import { api } from './client';

const forever = Number.POSITIVE_INFINITY;

/** Feature flags; a refusal counts as "none switched on". */
export const featureFlagsQuery = queryOptions({
  queryKey: ['featureFlags'],
  queryFn: () =>
    api
      .get<{ Name: string; Enabled: boolean }[]>('/api/Features/GetAllFeatureFlags')
      .catch((): { Name: string; Enabled: boolean }[] => []),
  staleTime: forever,
});

/** Enterprise features switched on for the customer. */
export const enterpriseFeaturesQuery = queryOptions({
  queryKey: ['enterpriseFeatures'],
  queryFn: () =>
    api.get<string[]>('/api/EnterpriseFeatures/EnabledEnterpriseFeatures').catch((): string[] => []),
  staleTime: forever,
});

/** Whether the environment uses contract management (cached). */
export const contractEnvironmentQuery = queryOptions({
  queryKey: ['contractEnvironment'],
  queryFn: () =>
    api.get<boolean>('/api/ContractManagement/IsContractManagementEnvironment').catch(() => false),
  staleTime: forever,
});

/** Whether the environment is an authentication-management environment. */
export const authenticationManagementQuery = queryOptions({
  queryKey: ['authenticationManagementEnvironment'],
  queryFn: () => authApi.isAuthenticationManagementEnvironment().catch(() => false),
  staleTime: forever,
});
