import { z } from 'zod';
import { isInternalAddress, isLoopbackAddress } from './addresses';

/**
 * Document events a customer's webhook can hear (issue 14 §4). `document.posted` is sent when the document is
 * posted in the workflow (IsPosted) or booked in the ERP (IsInErp): its payload says which.
 */
export const WebhookEvents = [
  'document.status_changed',
  'document.waiting_for_erp',
  'document.posted',
  'document.paid',
] as const;
export type WebhookEvent = (typeof WebhookEvents)[number];

/** Pending until a receiver answers 2xx (Delivered), or Failed when its attempts ran out. */
export const WebhookDeliveryStates = ['Pending', 'Delivered', 'Failed'] as const;
export type WebhookDeliveryState = (typeof WebhookDeliveryStates)[number];

/** Attempts before a delivery is Failed: with the waits below, about a day and a half of trying. */
export const WebhookMaxAttempts = 8;

/** How long one attempt waits for the receiver's answer. */
export const WebhookTimeoutMs = 10_000;

/** Wait after failed attempt n (n ≥ 1) before the next: 1, 5, 15, 60 minutes, 3, 6, 12 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  const minutes = [1, 5, 15, 60, 180, 360, 720];
  return minutes[Math.min(Math.max(attempts, 1), minutes.length) - 1] * 60_000;
}

/** What the signature covers: the timestamp header, a dot, the body exactly as sent. */
export const signedContent = (timestamp: string, body: string) => `${timestamp}.${body}`;

/** The longest webhook address. */
export const WebhookUrlMaxLength = 2000;

/** This machine, by name or address. */
export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);

/**
 * Inside the server's own networks, by name or address: a webhook there would let a customer probe them. A host
 * name that resolves inside is refused when the delivery connects (server/services/webhooks/guardedFetch.ts).
 */
const isPrivate = (host: string) => isLoopbackHost(host) || isInternalAddress(host);

/**
 * Why a webhook address is refused, or null. HTTPS only; an address in a private network is refused, except,
 * outside production, plain HTTP to this machine (a receiver in a test or on a developer's desk).
 */
export function webhookUrlProblem(text: string, options: { allowLocal: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Validation_Url';
  }
  if (url.username || url.password) return 'Validation_Webhook_Url_Credentials';
  const host = url.hostname.toLowerCase();
  if (options.allowLocal && isLoopbackHost(host) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return null;
  if (url.protocol !== 'https:') return 'Validation_Webhook_Url_Https';
  if (isPrivate(host)) return 'Validation_Webhook_Url_Private';
  return null;
}

/** A new webhook: where to POST and which events. Whether local addresses pass depends on the server. */
export const WebhookInput = z.object({
  Url: z
    .string('Validation_Required')
    .trim()
    .min(1, 'Validation_Required')
    .max(WebhookUrlMaxLength, `Validation_Maximum_Length%%${WebhookUrlMaxLength}`),
  Events: z
    .array(z.enum(WebhookEvents, 'Validation_In_List'), 'Validation_Required')
    .min(1, 'Validation_Required')
    .max(WebhookEvents.length, `Validation_List_Maximum_Length%%${WebhookEvents.length}`)
    .transform((events) => WebhookEvents.filter((event) => events.includes(event))),
});
export type WebhookInput = z.input<typeof WebhookInput>;

/** A webhook as listed: never its secret. */
export type Webhook = {
  Id: string;
  Url: string;
  Events: WebhookEvent[];
  IsActive: boolean;
  Created: string;
};

/** The answer of creating a webhook: the signing secret, this once. */
export type CreatedWebhook = Webhook & { Secret: string };

/** One delivery of an event to a webhook, as its log shows it. */
export type WebhookDelivery = {
  Id: string;
  Event: WebhookEvent;
  State: WebhookDeliveryState;
  Attempts: number;
  LastStatusCode: number | null;
  LastError: string;
  NextAttempt: string | null;
  Created: string;
  Delivered: string | null;
};

/** The translation key (Navigation source) that names an event: document.posted is Webhook_Event_Document_Posted. */
export const webhookEventLabel = (event: WebhookEvent) =>
  `Webhook_Event_${event
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_')}`;
