import { ErpError } from '../types';

/**
 * Tryton's JSON-RPC (tested on trytond 6.0): POST `{id, method, params}` to `/<database>/`, the context as the last
 * parameter, a `Session base64(login:uid:key)` header after `common.db.login`. Decimals, dates and bytes travel as
 * tagged objects; an application error comes back as HTTP 200 with `error`; HTTP 401 means the session is gone
 * (idle too long before a fresh-session method such as posting), so the client logs in again once and retries.
 */
/** A decimal kept as its exact text: JSON floats are refused by Tryton's Numeric fields. */
export class Decimal {
  constructor(readonly text: string) {}
  static of(value: number, decimals = 2): Decimal {
    return new Decimal(value.toFixed(decimals));
  }
  toNumber(): number {
    return Number(this.text);
  }
}

/** A calendar date (YYYY-MM-DD) as Tryton's `date` class. */
export class TrytonDate {
  constructor(readonly iso: string) {}
}

export type TrytonConnection = { url: string; database: string; login: string; password: string };

const RequestTimeoutMs = 60_000;

/** To the wire: Decimal, TrytonDate, Date and Buffer become Tryton's tagged objects. */
export function encode(value: unknown): unknown {
  if (value instanceof Decimal) return { __class__: 'Decimal', decimal: value.text };
  if (value instanceof TrytonDate) {
    const [year, month, day] = value.iso.split('-').map(Number);
    return { __class__: 'date', year, month, day };
  }
  if (value instanceof Date)
    return {
      __class__: 'datetime',
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
      hour: value.getUTCHours(),
      minute: value.getUTCMinutes(),
      second: value.getUTCSeconds(),
      microsecond: value.getUTCMilliseconds() * 1000,
    };
  if (Buffer.isBuffer(value)) return { __class__: 'bytes', base64: value.toString('base64') };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** From the wire: Decimal to number, date to 'YYYY-MM-DD', datetime to an ISO string (UTC), bytes to Buffer. */
export function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object') {
    const tagged = value as Record<string, unknown>;
    switch (tagged.__class__) {
      case 'Decimal':
        return Number(tagged.decimal);
      case 'date':
        return `${tagged.year}-${pad(Number(tagged.month))}-${pad(Number(tagged.day))}`;
      case 'datetime':
        return `${tagged.year}-${pad(Number(tagged.month))}-${pad(Number(tagged.day))}T${pad(Number(tagged.hour))}:${pad(
          Number(tagged.minute),
        )}:${pad(Number(tagged.second))}.${pad(Math.floor(Number(tagged.microsecond ?? 0) / 1000), 3)}Z`;
      case 'bytes':
        return Buffer.from(String(tagged.base64), 'base64');
      default:
        return Object.fromEntries(Object.entries(tagged).map(([key, item]) => [key, decode(item)]));
    }
  }
  return value;
}

/** Tryton's error `["UserError", [message, description, …]]` as one readable line. */
function errorMessage(error: unknown): string {
  if (Array.isArray(error)) {
    const [kind, detail] = error;
    if (Array.isArray(detail)) return [detail[0], detail[1]].filter(Boolean).join(' — ') || String(kind);
    return [kind, detail].filter(Boolean).join(': ');
  }
  return String(error);
}

export class TrytonRpc {
  private session: string | null = null;
  private nextId = 1;
  private context: Record<string, unknown> | null = null;

  constructor(private readonly connection: TrytonConnection) {}

  private endpoint(): string {
    return `${this.connection.url.replace(/\/+$/, '')}/${encodeURIComponent(this.connection.database)}/`;
  }

  private async send(method: string, params: unknown[]): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(this.endpoint(), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(this.session ? { Authorization: `Session ${this.session}` } : {}),
        },
        body: JSON.stringify({ id: this.nextId++, method, params: encode(params) }),
        signal: AbortSignal.timeout(RequestTimeoutMs),
      });
    } catch (error) {
      throw new ErpError(
        'Unavailable',
        `Tryton at ${this.connection.url} cannot be reached: ${(error as Error).message}`,
      );
    }
    if (response.status === 401 || response.status === 403) return { status: response.status, body: null };
    if (response.status === 429)
      throw new ErpError('Login', 'Tryton refuses the login: too many failed attempts');
    if (!response.ok)
      throw new ErpError(
        response.status === 404 ? 'Login' : 'Unavailable',
        response.status === 404
          ? `Tryton has no database "${this.connection.database}"`
          : `Tryton answered HTTP ${response.status}`,
      );
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new ErpError('Unavailable', 'Tryton answered something that is not JSON');
    }
  }

  /** Logs in (bcrypt on the server: about a quarter second) and reads the user's preferences as context. */
  async login(): Promise<void> {
    this.session = null;
    const { body } = await this.send('common.db.login', [
      this.connection.login,
      { password: this.connection.password },
      'en',
    ]);
    const answer = body as { result?: [number, string]; error?: unknown } | null;
    if (!answer?.result)
      throw new ErpError(
        'Login',
        `Tryton refuses the login of "${this.connection.login}"${answer?.error ? `: ${errorMessage(answer.error)}` : ''}`,
      );
    const [userId, key] = answer.result;
    this.session = Buffer.from(`${this.connection.login}:${userId}:${key}`).toString('base64');
    this.context = (await this.call('model.res.user.get_preferences', [true], {
      withContext: false,
    })) as Record<string, unknown>;
  }

  /** Calls a method with the session's context appended; logs in first, and again once after a 401. */
  async call(
    method: string,
    params: unknown[],
    options: { withContext?: boolean; context?: Record<string, unknown> } = {},
  ): Promise<unknown> {
    if (!this.session) await this.login();
    const withContext = options.withContext ?? true;
    const attempt = () =>
      this.send(method, [...params, options.context ?? (withContext ? (this.context ?? {}) : {})]);
    let answer = await attempt();
    if (answer.status === 401 || answer.status === 403) {
      await this.login();
      answer = await attempt();
      if (answer.status === 401 || answer.status === 403)
        throw new ErpError('Login', 'Tryton ended the session');
    }
    const body = answer.body as { result?: unknown; error?: unknown };
    if (body && 'error' in body && body.error) throw new ErpError('Rejected', errorMessage(body.error));
    return decode(body?.result ?? null);
  }

  /** `search_read` with Tryton's parameter order. */
  searchRead<T>(
    model: string,
    domain: unknown[],
    fields: string[],
    options: { offset?: number; limit?: number | null; order?: [string, 'ASC' | 'DESC'][] | null } = {},
  ): Promise<T[]> {
    return this.call(`model.${model}.search_read`, [
      domain,
      options.offset ?? 0,
      options.limit ?? null,
      options.order ?? null,
      fields,
    ]) as Promise<T[]>;
  }

  async logout(): Promise<void> {
    if (!this.session) return;
    await this.send('common.db.logout', [{}]).catch(() => {});
    this.session = null;
  }
}
