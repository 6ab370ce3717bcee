/**
 * The request an outbox entry is sent as, built through the typed routes of the API (apiRoutes), so
 * that a path or body that no longer matches a route fails to compile.
 */

/** A same-origin request: JSON `body` (none when undefined); `headers` are added to the engine's. */
export interface OutboxRequest {
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A route of apiRoutes that takes a JSON body `B` by POST. */
interface JsonPostRoute<B> {
  $post(args: { json: B }, ...options: never[]): unknown;
  $path(): string;
}

/** POST of `body` to `route` (e.g. apiRoutes.api['save-interview']), typed by the route's validator. */
export function jsonPost<B>(route: JsonPostRoute<B>, body: NoInfer<B>, headers?: Record<string, string>): OutboxRequest {
  return { method: 'POST', path: route.$path(), body, ...(headers ? { headers } : {}) };
}
