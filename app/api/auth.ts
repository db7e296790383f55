import type {
  CustomerChoice,
  Invitation,
  LoginRequest,
  LoginResult,
  SessionInformation,
} from '../../domain/entities/session';
import { api } from './client';

const base = '/auth/AuthorizedUser';

/** Answer of RefreshRefreshToken: a fresh access token and the rotated credential's expiry. */
export type RefreshTokenAnswer = {
  Token: string;
  Domain: string;
  RefreshAfterSeconds: number;
  ExpiresAt: string;
};

/** Calls of the authentication provider (spec 000 §7). */
export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResult>(`${base}/Login`, body),
  refreshRefreshToken: () => api.get<RefreshTokenAnswer>(`${base}/RefreshRefreshToken`),
  refreshAccessToken: () => api.get<SessionInformation>(`${base}/RefreshAccessToken`),
  logout: () => api.get<void>(`${base}/Logout`),
  customers: () => api.get<CustomerChoice[]>(`${base}/Customers`),
  switchCustomer: (customerId: string) =>
    api.post<LoginResult>(`${base}/SwitchCustomer`, { CustomerId: customerId }),
  invitations: () => api.get<Invitation[]>(`${base}/Invitations`),
  acceptInvitation: (customerId: string) =>
    api.post<CustomerChoice[]>(`${base}/AcceptInvitation`, { CustomerId: customerId }),
  isAuthenticationManagementEnvironment: () =>
    api.get<boolean>(`${base}/IsAuthenticationManagementEnvironment`),
};
