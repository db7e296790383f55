import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';
import { isInternalAddress, isIpAddress, isLoopbackAddress } from '../../../domain/api/addresses';

/** What a delivery needs of `fetch`: a POST, its status, its body dropped. The global fetch is one too (tests). */
export type WebhookFetch = (
  url: string,
  init: {
    method: 'POST';
    redirect: 'manual';
    signal: AbortSignal;
    headers: Record<string, string>;
    body: string;
  },
) => Promise<{ status: number; ok: boolean; body: { cancel(): Promise<void> } | null }>;

/** The delivery reached for an address inside the server's own networks (by name or because a name points there). */
export class WebhookAddressRefused extends Error {
  constructor(address: string) {
    super(`Refused: ${address} is inside the server's own networks`);
    this.name = 'WebhookAddressRefused';
  }
}

/** Whether a webhook may connect to this address: outside the server's networks, or this machine when allowed. */
const allowed = (address: string, allowLocal: boolean) =>
  !isInternalAddress(address) || (allowLocal && isLoopbackAddress(address));

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the connection itself: every address the name resolves to must be allowed. Checked where the
 * socket connects, so a name that points inside (or is made to, between the check and the call) never gets through.
 */
function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !allowed(entry.address, allowLocal));
      if (refused) return callback(new WebhookAddressRefused(refused.address), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * `fetch` for webhook deliveries: it connects only to addresses outside the server's own networks (this machine too
 * when `allowLocal`, outside production). An address written in the URL is checked before the call (no lookup is
 * made for it); a host name at connect time, on every address it resolves to.
 */
export function guardedFetch(allowLocal: boolean): WebhookFetch {
  const known = fetchers.get(allowLocal);
  if (known) return known;
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(allowLocal) } });
  const guarded: WebhookFetch = async (input, init) => {
    const url = new URL(input);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIpAddress(host) && !allowed(host, allowLocal)) throw new WebhookAddressRefused(host);
    return undiciFetch(url, { ...init, dispatcher });
  };
  fetchers.set(allowLocal, guarded);
  return guarded;
}

// One connection pool per kind, kept for the process: deliveries to the same receiver reuse its connections.
const fetchers = new Map<boolean, WebhookFetch>();
