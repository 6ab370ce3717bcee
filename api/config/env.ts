/**
 * The server's environment, read once at start and validated with zod. Every variable is optional:
 * unset (or empty) means the embedded default of that concern (see modes.ts). Values with a derived
 * default (SITE_URL) are resolved by the helpers below, so an empty environment parses to
 * `{ PORT, HOST, DATA_DIR }` only.
 */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const flag = (values: readonly [string, ...string[]]) => z.enum(values, { error: `must be one of: ${values.join(', ')}` });

const EnvSchema = z
  .object({
    PORT: optional(z.coerce.number({ error: 'must be a port number (1-65535)' }).int().min(1).max(65535)).transform((port) => port ?? 8787),
    /** Address to listen on: loopback only by default; 0.0.0.0 for every interface (a phone on the same network). */
    HOST: optional(z.string()).transform((host) => host ?? '127.0.0.1'),
    DATA_DIR: optional(z.string()).transform((dir) => dir ?? '.data'),
    /** Folder of the built PWA the server serves; dist/ beside api/ when unset (api/server.ts). */
    DIST_DIR: optional(z.string()),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(httpUrl),
    /** Model names on the OpenAI-compatible server (defaults in api/ai/openai/config.ts). */
    OPENAI_CHAT_MODEL: optional(z.string()),
    OPENAI_TRANSCRIBE_MODEL: optional(z.string()),
    OPENAI_SPEECH_MODEL: optional(z.string()),
    OPENAI_VOICE: optional(z.string()),
    /** Per-request timeout of AI calls, in milliseconds. */
    OPENAI_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000)),
    /** Most tokens a model may generate per call. */
    OPENAI_MAX_TOKENS: optional(z.coerce.number({ error: 'must be a number of tokens' }).int().min(64).max(32_000)),
    /** Public origin of the app, used in e-mailed links and as the embedded auth's issuer. */
    SITE_URL: optional(httpUrl.transform((url) => url.replace(/\/+$/, ''))),
    SUPABASE_URL: optional(httpUrl.transform((url) => url.replace(/\/+$/, ''))),
    SUPABASE_ANON_KEY: optional(z.string()),
    /** Legacy HS256 secret of the Supabase project; asymmetric keys are read from its JWKS. */
    SUPABASE_JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    /**
     * 'on': in Supabase mode the API also asks the project (GET /auth/v1/user, cached 2 s) whether a
     * token's session still exists, so a revoked session stops opening /api within seconds.
     */
    SUPABASE_SESSION_CHECK: optional(flag(['on', 'off'])),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    /** Sender of e-mail through SMTP_URL, e.g. `Greenshoe <no-reply@example.com>`. */
    SMTP_FROM: optional(z.string()),
    /** Contact address shown on the privacy page (GET /api/config); the page's default when unset. */
    CONTACT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
    /** 'true' when a reverse proxy sets X-Forwarded-For: rate limits then key on its first address. */
    TRUST_PROXY: optional(flag(['true', 'false'])),
    /** 'off' disables the sign-in, sign-up, recover and verify rate limits (local end-to-end runs). */
    AUTH_RATE_LIMITS: optional(flag(['on', 'off'])),
    /** The public forms' limit per form and address: on, off or `<max>/<seconds>`; unset follows AUTH_RATE_LIMITS (formsRateLimitOf). */
    FORMS_RATE_LIMITS: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^(on|off|[1-9]\d{0,5}\/[1-9]\d{0,6})$/, 'must be on, off, or <max>/<seconds> (e.g. 10/600)'),
    ),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY), {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together',
    path: ['SUPABASE_ANON_KEY'],
  });

/** The validated environment: PORT is a number (default 8787), HOST an address (default 127.0.0.1), DATA_DIR a path (default `.data`). */
export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment.
 * @throws Error listing every invalid variable as `NAME: problem`, one a line.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}

/** The public origin for links: SITE_URL, else `http://localhost:PORT`. No trailing slash. */
export function siteUrlOf(env: Env): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
