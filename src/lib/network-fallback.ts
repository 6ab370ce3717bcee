/**
 * The one rule for "the server, else this device": a call goes to the server while the browser is
 * online; offline, or when the network fails on the way (ApiError with status 0), the on-device
 * answer is used instead. Any other failure (a 4xx or 5xx answer) is the caller's to handle.
 */
import { ApiError } from '@/lib/api-client';
import { isOnline } from '@/lib/use-online';

/** True for a call that never reached the server (ApiError status 0). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** `remote()` when online, else `local()`; also `local()` when `remote` fails on the network. */
export async function serverElseDevice<T>(remote: () => Promise<T>, local: () => Promise<T> | T): Promise<T> {
  if (!isOnline()) return local();
  try {
    return await remote();
  } catch (error) {
    if (isNetworkFailure(error)) return local();
    throw error;
  }
}
