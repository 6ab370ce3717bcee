/**
 * The engine's fetch, driven into the real Hono app (app.request(), PGlite) with faults injected
 * per request: a dead network, a reply lost after the server committed, a canned answer (503 with
 * Retry-After, 422, ...), a hook run after the server answered (e.g. the tab closing), or a token
 * swapped for an expired one. Every save that reached the server is logged.
 */
import type { FetchLike } from '@/offline/send-entry';

type App = { request(input: string, init: RequestInit): Response | Promise<Response> };

/** One request as the fault rule sees it: its path, interview id (if any), bearer token, and number (0-based). */
export interface CallInfo {
  path: string;
  id: string | undefined;
  token: string | undefined;
  n: number;
}

export type Fault =
  | 'pass'
  | 'network'
  | 'lose-reply'
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { after: () => void | Promise<void> }
  | { token: string };

/** A request that reached the server and what it answered. */
export interface ServerCall {
  path: string;
  id: string | undefined;
  status: number;
}

export function createServerFetch(app: App) {
  const served: ServerCall[] = [];
  let calls = 0;
  let rule: (call: CallInfo) => Fault = () => 'pass';

  const fetch: FetchLike = async (input, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { id?: string }) : {};
    const headers = new Headers(init.headers);
    const token = headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const path = new URL(input, 'http://localhost').pathname;
    const fault = rule({ path, id: body.id, token, n: calls++ });
    if (fault === 'network') throw new TypeError('Failed to fetch');
    if (typeof fault === 'object' && 'status' in fault) {
      return new Response(JSON.stringify(fault.body ?? { error: `Injected ${fault.status}` }), {
        status: fault.status,
        headers: { 'Content-Type': 'application/json', ...fault.headers },
      });
    }
    if (typeof fault === 'object' && 'token' in fault) headers.set('authorization', `Bearer ${fault.token}`);
    const response = await app.request(input, { ...init, headers });
    served.push({ path, id: body.id, status: response.status });
    if (fault === 'lose-reply') throw new TypeError('The network connection was lost.');
    if (typeof fault === 'object' && 'after' in fault) await fault.after();
    return response;
  };

  return {
    fetch,
    /** Requests that reached the server, in order. */
    served,
    /** Sets how each following request is treated; `n` counts from 0 again. */
    setRule(next: (call: CallInfo) => Fault) {
      rule = next;
      calls = 0;
    },
    /** Saves of `id` the server stored or replayed (2xx). */
    savesOf(id: string): number {
      return served.filter((call) => call.id === id && call.status < 300).length;
    },
  };
}
