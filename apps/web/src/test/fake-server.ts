// The one fake server of the web tests: it replaces fetch, records every request and answers
// each from the test's handler, as the real server would (JSON, plain text, a status, headers, or
// no network at all). The server is not the code under test here, only its answers.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The URL as the app fetched it. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** `?a=b`, or '' without a query. */
  search: string;
  contentType: string;
  /** The body when it is a string (JSON, a form), else ''. */
  body: string;
  authorization: string | null;
  init: RequestInit | undefined;
}

/**
 * What the server answers: `body` as JSON (null when left out), or `text` as text/plain; a 204
 * has no body. 'offline' is a failed fetch; undefined is a 404 with { message: 'Not found' }.
 */
export type FakeAnswer =
  { status?: number; body?: unknown; text?: string; headers?: Record<string, string> } | 'offline' | undefined;

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** Replaces fetch; each request is recorded (the returned array) and answered by `handler`. */
export function fakeServer(handler: FakeHandler): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const parsed = new URL(url, 'http://localhost');
      const headers = new Headers(init?.headers);
      const request: FakeRequest = {
        method: init?.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        search: parsed.search,
        contentType: headers.get('content-type') ?? '',
        body: typeof init?.body === 'string' ? init.body : '',
        authorization: headers.get('authorization'),
        init,
      };
      requests.push(request);
      const answer = (await handler(request)) ?? { status: 404, body: { message: 'Not found' } };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status, headers: answer.headers });
      if (answer.text !== undefined) {
        return new Response(answer.text, {
          status,
          headers: { 'content-type': 'text/plain; charset=utf-8', ...answer.headers },
        });
      }
      return new Response(JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8', ...answer.headers },
      });
    }),
  );
  return requests;
}

/** A handler from a table: the first key the requested URL contains answers (none → 404). */
export function byUrl(table: Record<string, FakeAnswer | FakeHandler>): FakeHandler {
  return (request) => {
    const key = Object.keys(table).find((k) => request.url.includes(k));
    if (key === undefined) return undefined;
    const entry = table[key];
    return typeof entry === 'function' ? entry(request) : entry;
  };
}

/** How many requests had this method and path. */
export const countOf = (requests: FakeRequest[], method: string, path: string): number =>
  requests.filter((r) => r.method === method && r.path === path).length;
