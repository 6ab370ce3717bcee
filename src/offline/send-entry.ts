/**
 * Sends one outbox entry and classifies the answer: 2xx delivered; 401 unauthorized; 408, 425, 429
 * and 5xx retry (with the server's Retry-After, if any); any other 4xx rejected with the server's
 * `{ error }` text; a network failure retries too.
 */
import { readErrorMessage } from '@/lib/api-client';
import type { OutboxRequest } from '@/offline/outbox-request';

/** The fetch the engine uses (window.fetch, or app.request() in tests). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type SendOutcome =
  | { type: 'delivered' }
  | { type: 'unauthorized' }
  | { type: 'rejected'; error: string }
  /** `status` is the server's answer, null for a network failure. */
  | { type: 'retry'; error: string; retryAfter: string | null; network: boolean; status: number | null };

const RETRY_STATUSES = new Set([408, 425, 429]);

/** Sends `request` of the entry `entryId` (its idempotency key), with `token` as bearer credential when given. */
export async function sendEntry(
  fetchImpl: FetchLike,
  baseUrl: string,
  request: OutboxRequest,
  entryId: string,
  token: string | null,
): Promise<SendOutcome> {
  const { method, path, body, headers: extra } = request;
  const headers: Record<string, string> = { ...extra, 'Content-Type': 'application/json', 'Idempotency-Key': entryId };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, { method, headers, body: JSON.stringify(body) });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Network error';
    return { type: 'retry', error: message, retryAfter: null, network: true, status: null };
  }
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { type: 'delivered' };
  }
  if (response.status === 401) return { type: 'unauthorized' };
  const error = (await readErrorMessage(response)) ?? `Request failed (${response.status})`;
  if (response.status >= 500 || RETRY_STATUSES.has(response.status) || response.status < 400) {
    return { type: 'retry', error, retryAfter: response.headers.get('Retry-After'), network: false, status: response.status };
  }
  return { type: 'rejected', error };
}
