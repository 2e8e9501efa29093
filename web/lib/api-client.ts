import type { ErrorCode } from '../../common/schemas/errors.ts';
import { OFFLINE_COPY_HEADER, setServerReachable } from './connection.ts';
import { currentLanguage } from './i18n.ts';
import { newAttemptId } from './offline/attempt-id.ts';

/**
 * Every call says the interface language: the server answers with content in it, German where a
 * translation is missing (decision 028). Set explicitly, so the browser's own list never decides.
 */
const languageHeader = () => ({ 'Accept-Language': currentLanguage() });

/** An API failure: `code` maps to the text `errors.<code>`; `network` when the server was unreachable. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network';
  readonly status: number;
  readonly fields: string[];
  constructor(code: ErrorCode | 'network', status: number, fields: string[] = []) {
    super(code);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = RequestInit & {
  /**
   * A write carries an `Idempotency-Key` (a new UUID per call) and is sent once more, with the same
   * key, after a 502, 503 or a network error: the server answers a repeat from the first, so nothing
   * is written twice (decision 045). false for requests without a session (sign-in, registration,
   * e-mail links), where the server refuses keys. Reads are never keyed.
   */
  keyed?: boolean;
};

const RETRY_STATUSES = new Set([502, 503]);
/** A proxy in front already tried the other instances; give a restarting one a moment. */
const RETRY_DELAY_MS = 1000;

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const { keyed = method !== 'GET', ...init } = options ?? {};
  const headers: Record<string, string> = languageHeader();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (keyed) headers['Idempotency-Key'] = newAttemptId();
  const send = () =>
    fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    }).catch(() => undefined);
  let response = await send();
  // Not when the browser knows it is offline (the answer queue takes over at once) or the caller gave up.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  if (keyed && (!response || RETRY_STATUSES.has(response.status)) && !offline && !init.signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    response = await send();
  }
  if (!response) {
    setServerReachable(false);
    throw new ApiError('network', 0);
  }
  setServerReachable(!response.headers.has(OFFLINE_COPY_HEADER));
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code?: ErrorCode; fields?: string[] } } | undefined)?.error;
    throw new ApiError(error?.code ?? 'internal', response.status, error?.fields);
  }
  return data as T;
}

/** The one HTTP client of the SPA (same-origin JSON API, session cookie). */
export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/**
 * POST with a server-sent-events answer: calls `onEvent` for each `data:` line's JSON as it arrives.
 * Throws ApiError when the request is refused before streaming starts.
 */
export async function streamEvents<E>(
  path: string,
  body: unknown,
  onEvent: (event: E) => void,
  signal?: AbortSignal,
) {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...languageHeader(), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError('network', 0);
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => undefined)) as
      | { error?: { code?: ErrorCode } }
      | undefined;
    throw new ApiError(data?.error?.code ?? 'internal', response.status);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const chunk = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (chunk.startsWith('data: ')) onEvent(JSON.parse(chunk.slice(6)) as E);
      boundary = buffer.indexOf('\n\n');
    }
  }
}

export function errorKey(error: unknown): string {
  return `common:errors.${error instanceof ApiError ? error.code : 'internal'}`;
}
