/**
 * The client's network address, the key of the per-address rate limits: the socket's remote
 * address, or with `trustProxy` the first X-Forwarded-For entry (set only behind a reverse proxy
 * that overwrites the header, or clients could pick their own key). 'unknown' when neither exists
 * (requests made in-process by tests).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
