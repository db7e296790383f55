import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { companiesQuery } from '../api/companies';
import { currentUserQuery } from '../api/currentUser';
import {
  authenticationManagementQuery,
  contractEnvironmentQuery,
  enterpriseFeaturesQuery,
  featureFlagsQuery,
} from '../api/features';
import { defaultLocaleQuery, localesQuery } from '../api/translations';
import { usersQuery } from '../api/users';
import type { BaseData } from './guardContext';
import { loadShellSettings } from './shellSettings';

async function loadBaseData(client: QueryClient): Promise<BaseData> {
  const [user, companies, featureFlags, enterpriseFeatures, contract, authManagement, settings] =
    await Promise.all([
      client.fetchQuery(currentUserQuery),
      client.fetchQuery(companiesQuery),
      client.fetchQuery(featureFlagsQuery),
      client.fetchQuery(enterpriseFeaturesQuery),
      client.fetchQuery(contractEnvironmentQuery),
      client.fetchQuery(authenticationManagementQuery),
      loadShellSettings(client),
      // Loaded for later screens, only for users who may see the user list.
      client
        .fetchQuery(currentUserQuery)
        .then((user) =>
          user.UserViewRights.includes('Users') ? client.prefetchQuery(usersQuery(false)) : undefined,
        ),
      client.prefetchQuery(localesQuery),
      client.prefetchQuery(defaultLocaleQuery),
    ]);
  return {
    user,
    companies,
    featureFlags,
    enterpriseFeatures,
    isContractManagementEnvironment: contract,
    isAuthenticationManagementEnvironment: authManagement,
    settings,
  };
}

/** The shell's base data (spec 000 §4 start-up): user, companies, features, settings. */
export const baseDataQuery = queryOptions({
  queryKey: ['baseData'],
  queryFn: ({ client }) => loadBaseData(client),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The base data loaded at start-up (only read once the session is established). */
export function useBaseData(enabled = true) {
  return useQuery({ ...baseDataQuery, enabled });
}
