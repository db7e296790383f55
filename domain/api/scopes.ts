/**
 * What an API key may do (issue 14 §4). A customer's connector gets only the scopes it needs: one that pushes
 * master data need not read documents. Every public API route names the one scope it requires.
 */
export const ApiScopes = [
  'masterdata:write',
  'documents:read',
  'documents:confirm',
  'payments:write',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof ApiScopes)[number];

export const isApiScope = (value: string): value is ApiScope =>
  (ApiScopes as readonly string[]).includes(value);

/** The translation key (Navigation source) that names a scope on the API key screen. */
export const apiScopeLabel = (scope: ApiScope) =>
  `Api_Scope_${scope
    .split(/[:_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_')}`;
