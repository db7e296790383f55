import { z } from 'zod';

/** Renewal interval of the access token (spec 000 §9). */
export const RefreshAfterSecondsDefault = 90;
/** Lifetime of the refresh credential cookie (spec 000 §9). */
export const RefreshCredentialHours = 4;
/** Name of the httpOnly refresh credential cookie. */
export const RefreshCookieName = 'll_refresh';

/** Session information (spec 000 §3), answered by RefreshAccessToken. */
export type SessionInformation = {
  CustomerId: string;
  CustomerName: string;
  Token: string;
  Domain: string;
  IsReadOnly: boolean;
  RefreshAfterSeconds: number;
  AuthenticationProvider: string;
  AuthenticationProviderUserId: string;
};

/** Login request body. */
export const LoginRequest = z.object({
  Email: z.string().trim().toLowerCase().min(1, 'Validation_Required'),
  Password: z.string().min(1, 'Validation_Required'),
  CustomerId: z.string().optional(),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** A customer that added an existing login as a user; its owner accepts before it is a choice. */
export type Invitation = { CustomerId: string; CustomerName: string };

/** A customer (environment) a user may sign in to. */
export type CustomerChoice = { CustomerId: string; CustomerName: string; IsCurrent: boolean };

/** Login answer: the customer signed in to and the others available. */
export type LoginResult = {
  CustomerId: string;
  CustomerName: string;
  Customers: CustomerChoice[];
  RefreshAfterSeconds: number;
  ExpiresAt: string;
};
