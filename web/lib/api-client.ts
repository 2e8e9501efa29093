import type { ErrorCode } from '../../common/schemas/errors.ts';

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

async function request<T>(method: Method, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new ApiError('network', 0);
  }
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
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

export function errorKey(error: unknown): string {
  return `common:errors.${error instanceof ApiError ? error.code : 'internal'}`;
}
