/**
 * The server's environment, read once at start and validated with zod. Every variable is optional:
 * unset (or empty) means the embedded default of that concern (see modes.ts).
 */
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    PORT: optional(z.coerce.number({ error: 'must be a port number (1-65535)' }).int().min(1).max(65535)).transform((port) => port ?? 8787),
    DATA_DIR: optional(z.string()).transform((dir) => dir ?? '.data'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SUPABASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SUPABASE_ANON_KEY: optional(z.string()),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  })
  .refine((env) => Boolean(env.SUPABASE_URL) === Boolean(env.SUPABASE_ANON_KEY), {
    message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together',
    path: ['SUPABASE_ANON_KEY'],
  });

/** The validated environment: PORT is a number (default 8787), DATA_DIR a path (default `.data`). */
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
