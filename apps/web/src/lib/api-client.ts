// The one API client: same origin, JSON by default, the bearer token when one is stored, and
// errors carrying the server's readable message (JSON `{message}` or a text body).
import type { MessageAnswer } from '@store/shared/http';
import { getToken } from './storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * A 401 to a call that carried the token still stored: the server no longer knows that
     * session (revoked, expired), so it is over on this device too (lib/session-expiry.ts).
     */
    readonly sessionRefused = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether `err` is the server's answer with this status. */
export const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;

/** A failure before any answer (offline, DNS, aborted connection). */
export class NetworkError extends Error {
  constructor() {
    super('Network error');
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A record, or URLSearchParams when a parameter repeats (discovery filters). */
  query?: Record<string, string | number | undefined> | URLSearchParams;
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  signal?: AbortSignal;
  /** false: sent without the stored token (a sign-in is never made as the account stored before). */
  session?: false;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '';

/** How a call leaves: the browser's fetch, or the server's own routes during its render (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);
export const setApiTransport = (next: typeof fetch) => {
  transport = next;
};

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (!(query instanceof URLSearchParams)) {
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json, text/plain;q=0.9' });
  const token = options.session === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  } else if (options.body) {
    body = options.body;
  }
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new NetworkError();
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const message =
      typeof payload === 'string'
        ? payload
        : typeof (payload as { message?: unknown } | null)?.message === 'string'
          ? (payload as { message: string }).message
          : '';
    throw new ApiError(response.status, message, response.status === 401 && token !== null && token === getToken());
  }
  return { data: payload as T, headers: response.headers };
}

/** Shorthand when only the body matters. */
export async function api<T = unknown>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** A path with each parameter encoded: apiPath`/api/friends/${friendId}`. */
export const apiPath = (parts: TemplateStringsArray, ...params: string[]) =>
  parts.reduce((path, part, i) => path + encodeURIComponent(params[i - 1]!) + part);

/** A change the server confirms in words: the `{message}` answer (docs/api.md, Conventions). */
export const sendChange = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  options?: Pick<RequestOptions, 'query' | 'json'>,
) => api<MessageAnswer>(path, { ...options, method });

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
