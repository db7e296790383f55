import { getAccessToken } from '../session/tokenStore';
import { popups } from '../shell/popups/popupStore';
import {
  ApiError,
  errorFromBody,
  isReadOnly,
  isServerDown,
  ReadOnlyMessage,
  ServerDownMessage,
} from './apiError';

/** Hooks the session layer plugs into the client (late-bound to avoid an import cycle). */
export type SessionHooks = {
  /** One renewal of the access token; resolves true when a new token is in memory. */
  refreshAccess: () => Promise<boolean>;
  /** Called when a non-authentication call stays unauthorised after one refresh. */
  onSessionLost: () => void;
};

export type ClientOptions = {
  fetch?: typeof fetch;
  getToken?: () => string | null;
  report?: (message: string) => void;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A file a call answered, with the name its Content-Disposition gave. */
export type DownloadedBlob = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition header: the UTF-8 `filename*` when given, else `filename`. */
export function fileNameOf(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]*)"/i)?.[1] ?? 'download';
}

const isAuthPath = (path: string) => path.startsWith('/auth/');

async function readBody(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  if (!text) return { body: undefined, text };
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return { body: JSON.parse(text), text };
    } catch {
      return { body: undefined, text };
    }
  }
  return { body: text, text };
}

/** The application's HTTP client: Bearer token, one refresh-and-retry on 401, spec 000 §8 popups. */
export function createApiClient(options: ClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const getToken = options.getToken ?? getAccessToken;
  const report =
    options.report ??
    ((message: string) => popups.add({ Message: message, Icon: 'close', OnlyIfUnique: true }));
  let hooks: SessionHooks = { refreshAccess: async () => false, onSessionLost: () => {} };

  const send = async (method: Method, path: string, payload: unknown): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const multipart = payload instanceof FormData;
    if (payload !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    try {
      return await doFetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: payload === undefined ? undefined : multipart ? payload : JSON.stringify(payload),
      });
    } catch (cause) {
      const error = new ApiError(null, cause instanceof Error ? cause.message : ServerDownMessage);
      report(ServerDownMessage);
      throw error;
    }
  };

  // One refresh-and-retry on 401 for every call but the authentication calls themselves.
  const authorised = async (method: Method, path: string, payload: unknown): Promise<Response> => {
    let response = await send(method, path, payload);
    if (response.status === 401 && !isAuthPath(path)) {
      const renewed = await hooks.refreshAccess();
      if (renewed) response = await send(method, path, payload);
      if (!renewed || response.status === 401) {
        hooks.onSessionLost();
        throw new ApiError(401, 'Unauthorized');
      }
    }
    return response;
  };

  const failure = async (response: Response): Promise<ApiError> => {
    const { body, text } = await readBody(response);
    const error = errorFromBody(response.status, body, text);
    if (isReadOnly(error)) report(ReadOnlyMessage);
    else if (isServerDown(error)) report(ServerDownMessage);
    return error;
  };

  const request = async <T>(method: Method, path: string, payload?: unknown): Promise<T> => {
    const response = await authorised(method, path, payload);
    if (!response.ok) throw await failure(response);
    const { body } = await readBody(response);
    return body as T;
  };

  /** Receives a file (after a GET, or a POST of `payload`), telling the bytes received so far while it streams in. */
  const receive = async (
    method: 'GET' | 'POST',
    path: string,
    payload: unknown,
    onProgress?: (bytes: number) => void,
  ): Promise<DownloadedBlob> => {
    const response = await authorised(method, path, payload);
    if (!response.ok) throw await failure(response);
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    try {
      const reader = response.body?.getReader();
      for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
        chunks.push(part.value);
        received += part.value.length;
        onProgress?.(received);
      }
    } catch (cause) {
      // The connection broke off mid-file (the server stops the stream when writing fails).
      throw new ApiError(null, cause instanceof Error ? cause.message : ServerDownMessage);
    }
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    return {
      blob: new Blob(chunks, { type }),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
  };

  return {
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, payload?: unknown) => request<T>('POST', path, payload ?? {}),
    put: <T>(path: string, payload?: unknown) => request<T>('PUT', path, payload ?? {}),
    delete: <T = void>(path: string) => request<T>('DELETE', path),
    /** Posts and receives a file, telling the bytes received so far while it streams in. */
    download: (path: string, payload: unknown, onProgress?: (bytes: number) => void) =>
      receive('POST', path, payload, onProgress),
    /** Gets a file (an image, an original, a raw mail) with the same token, refresh and errors as every call. */
    getFile: (path: string, onProgress?: (bytes: number) => void) =>
      receive('GET', path, undefined, onProgress),
    /** Posts files as multipart form data (the browser sets the boundary). */
    upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
    /** Plugs in the session's refresh and session-lost handling. */
    setSessionHooks: (next: SessionHooks) => {
      hooks = next;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client every query hook uses. */
export const api = createApiClient();
