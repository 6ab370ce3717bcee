/**
 * Answers sent before the request body was read (413 on Content-Length, a limit hit midway through a
 * chunked body, 401 before an upload): the rest of the body is read and discarded so the client,
 * still sending, receives the answer instead of a connection reset. @hono/node-server's own cleanup
 * closes the socket after 500 ms or 64 MiB, which resets a client that is still uploading; serve()
 * therefore runs with `autoCleanupIncoming: false` and this listener instead.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a client may keep sending an unwanted body after its answer, in milliseconds. */
export const UNREAD_BODY_LINGER_MS = 30_000;

/** Discards what is left of `request`'s body once `response` is sent; closes the socket after `lingerMs`. */
function discardRestOfBody(request: IncomingMessage, response: ServerResponse, lingerMs: number): void {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  response.once('finish', () => {
    if (request.readableEnded || request.destroyed) return;
    // Whoever was reading the body (the Web stream over it) gave up: drop its listeners and let the
    // rest flow to nowhere, as Node does for a body nobody started to read.
    request.removeAllListeners('data');
    request.on('data', () => undefined);
    const timer = setTimeout(() => request.socket.destroy(), lingerMs);
    timer.unref();
    request.once('close', () => clearTimeout(timer));
    request.resume();
  });
}

/** Makes `server` discard unread request bodies after the answer (see the module header). */
export function discardUnreadBodies(server: Server, lingerMs = UNREAD_BODY_LINGER_MS): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => discardRestOfBody(request, response, lingerMs));
}
