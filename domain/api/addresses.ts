/**
 * Which network addresses a webhook may not reach: anything inside the server's own networks (private, loopback,
 * link-local, shared, unspecified, multicast or reserved), also when written as an IPv4-mapped or NAT64 IPv6
 * address. Used on the address a webhook's URL names and again on every address its host name resolves to, at
 * connect time, so that a name pointing inside (or turning to point inside later) is refused as well.
 */

type Ipv4 = [number, number, number, number];

function parseIpv4(text: string): Ipv4 | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? (octets as Ipv4) : null;
}

/** The eight 16-bit groups of an IPv6 address ("::1", "[fe80::1%eth0]", "::ffff:127.0.0.1"), or null. */
function parseIpv6(text: string): number[] | null {
  let body = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  // A dotted IPv4 tail is two groups: "::ffff:127.0.0.1" is "::ffff:7f00:1".
  const dotted = /(?<=:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (dotted) {
    const v4 = parseIpv4(dotted[1]);
    if (!v4) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    body = `${body.slice(0, dotted.index)}${hex(v4[0], v4[1])}:${hex(v4[2], v4[3])}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : null;
  const parts = [...head, ...(rest ?? [])];
  if (!parts.every((part) => /^[0-9a-f]{1,4}$/i.test(part))) return null;
  if (rest === null ? parts.length !== 8 : parts.length > 7) return null;
  const zeros = rest === null ? [] : Array<string>(8 - parts.length).fill('0');
  return [...head, ...zeros, ...(rest ?? [])].map((part) => Number.parseInt(part, 16));
}

function isInternalIpv4([a, b, c]: Ipv4): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // shared address space (carrier-grade NAT)
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function isInternalIpv6(groups: number[]): boolean {
  const [first] = groups;
  const zeroUntil = (count: number) => groups.slice(0, count).every((group) => group === 0);
  const embeddedV4 = (): Ipv4 => [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255];
  if (zeroUntil(8)) return true; // ::
  if (zeroUntil(7) && groups[7] === 1) return true; // ::1
  if (zeroUntil(5) && groups[5] === 0xffff) return isInternalIpv4(embeddedV4()); // ::ffff:a.b.c.d
  if (zeroUntil(6)) return isInternalIpv4(embeddedV4()); // ::a.b.c.d (deprecated compatible form)
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0))
    return isInternalIpv4(embeddedV4()); // NAT64 64:ff9b::a.b.c.d
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xff00) === 0xff00 // multicast
  );
}

/** The text is an IP address (IPv4, or IPv6 with or without brackets). */
export function isIpAddress(text: string): boolean {
  return parseIpv4(text) !== null || (text.includes(':') && parseIpv6(text) !== null);
}

/** An address inside the server's own networks; a text that is no IP address is not. */
export function isInternalAddress(text: string): boolean {
  const v4 = parseIpv4(text);
  if (v4) return isInternalIpv4(v4);
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  return v6 !== null && isInternalIpv6(v6);
}

/** A loopback address: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(text: string): boolean {
  const v4 = parseIpv4(text);
  if (v4) return v4[0] === 127;
  const v6 = text.includes(':') ? parseIpv6(text) : null;
  if (!v6) return false;
  const zeroUntil = (count: number) => v6.slice(0, count).every((group) => group === 0);
  if (zeroUntil(7) && v6[7] === 1) return true;
  return zeroUntil(5) && v6[5] === 0xffff && v6[6] >> 8 === 127;
}
