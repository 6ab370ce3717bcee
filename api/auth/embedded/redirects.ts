/**
 * Where an e-mail link may send the browser after verification. Only http(s) addresses on an
 * allowed origin (SITE_URL's; never one taken from the request's Host header) pass; anything else,
 * including credentials in the URL, becomes the fallback: an open redirect would hand session
 * tokens (carried in the fragment) to another site.
 */

/** `requested` without its fragment when allowed, else `fallback`. */
export function allowedRedirect(requested: string | null | undefined, allowedOrigins: readonly string[], fallback: string): string {
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
  if (url.username || url.password) return fallback;
  if (!allowedOrigins.includes(url.origin)) return fallback;
  url.hash = '';
  return url.href;
}

/** `target` with `params` as its fragment (`#a=1&b=2`), as GoTrue's implicit flow answers. */
export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.href;
}
