// The first screen of a public page, rendered on the server (ADR 0702, 2700) by the server bundle
// of the web app (apps/web/dist-ssr/entry-server.js). Which pages it draws and what data each
// shows are the web app's routes' to say; the web app's API calls during the render are answered
// here, by this server's own routes in process.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FirstScreenData } from '@store/shared/first-screen';
import type { Language } from '@store/shared/language';
import { inProcessHeaders } from '../lib/in-process';

/** What apps/web/src/entry-server.tsx exports. */
export interface SsrModule {
  /** Who answers the web app's API calls during a render (inProcessFetch). */
  setApiFetch(apiFetch: typeof fetch): void;
  /** The page drawn in `language`, or undefined when the web app does not draw that page on the server. */
  render(
    url: string,
    language: Language,
  ): Promise<{ html: string; head: string; title: string; data: FirstScreenData } | undefined>;
}

export async function loadSsrModule(file: string): Promise<SsrModule | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrModule;
}

/**
 * The web app's API calls during a render, answered by this server's routes without a network:
 * reads only, with no session (a drawn page is the same for everyone), marked as the server's own.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? 'GET';
    const target = input instanceof Request ? input.url : String(input);
    if (method !== 'GET') throw new Error(`a server render only reads (${method} ${target})`);
    const url = new URL(target, 'http://localhost');
    const res = await app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', ...inProcessHeaders() },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}
