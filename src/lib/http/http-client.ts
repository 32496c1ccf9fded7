import type { ApiErrorBody } from './api-error.ts';
import { withRetries } from './fetch-with-retries.ts';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency-key.ts';
import { requestKind } from './retry-policy.ts';

export type { ApiErrorBody };

/** A request that got an answer other than 2xx, or never got one. */
export class HttpError extends Error {
  override name = 'HttpError';
  /** The answer's status; null when no answer came. */
  readonly status: number | null;
  readonly body: ApiErrorBody | null;

  constructor(message: string, status: number | null, body: ApiErrorBody | null) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export interface HttpClientOptions {
  /** Relative paths resolve against it (the site's origin in the browser). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Waits between attempts; tests replace it. */
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions {
  /** Sent as JSON; a FormData is sent as a multipart form (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A write's `Idempotency-Key`: one is made for each call (one user action), and every attempt
   * of the call carries it. A caller with a key of its own gives it (checkout: the order's key);
   * `null` sends the write without one, to an endpoint that takes none: never sent again.
   */
  idempotencyKey?: string | null;
  /** A POST that changes nothing (a cart quote): no key, and retried as a read is. */
  readOnly?: boolean;
}

/**
 * The app's one HTTP client: JSON in and out (form uploads out too), the spec's retry policy
 * (fetch-with-retries.ts) with an `Idempotency-Key` on every write unless told otherwise, so a
 * write that got no answer is sent again only where the server answers it once, and one error
 * type carrying the endpoint's `{ error, fields }` answer.
 */
export function createHttpClient({ baseUrl, fetch: fetchImpl = globalThis.fetch, sleep }: HttpClientOptions) {
  const fetchWithRetries = withRetries(fetchImpl, { sleep });

  async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const url = new URL(path, baseUrl);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const idempotencyKey = options.idempotencyKey === undefined ? newIdempotencyKey() : options.idempotencyKey;
    const kind = requestKind(method, { idempotencyKey, readOnly: options.readOnly });
    if (kind === 'keyed write' && idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      // A file upload: fetch writes the multipart type with its boundary.
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await fetchWithRetries(url, { method, headers, body, signal: options.signal }, kind);
    } catch (error) {
      throw new HttpError(`Could not reach ${url.pathname}: ${(error as Error).message}`, null, null);
    }
  }

  async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    const response = await send(method, path, options);
    const text = await response.text();
    const data: unknown = text ? parseJson(text) : null;
    if (!response.ok) {
      const body = isErrorBody(data) ? { ...data, fields: data.fields ?? {} } : null;
      throw new HttpError(body?.error ?? `${method} ${path} failed with ${response.status}`, response.status, body);
    }
    return data as T;
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
    /** The raw response, with the same retry policy, for callers that need headers or streams. */
    send,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** An answer in the app's error shape; one from elsewhere (a proxy) may lack the fields. */
function isErrorBody(value: unknown): value is Partial<ApiErrorBody> & { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).error === 'string';
}
