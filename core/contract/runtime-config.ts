/**
 * Runtime configuration the API hands the browser (GET /api/config), so one build serves every
 * mode: where supabase-js signs in (the API's own /auth/v1, or a Supabase project) and with which
 * public key.
 */
import { z } from 'zod';

/**
 * The anon key supabase-js sends in embedded mode. A public placeholder, not a secret: the
 * embedded auth ignores it (supabase-js merely requires a non-empty key).
 */
export const EMBEDDED_ANON_KEY = 'greenshoe-embedded-anon-key';

/** Sign-in settings: `url` null means the API's own origin (embedded mode). */
export const AuthRuntimeConfigSchema = z.object({
  mode: z.enum(['embedded', 'supabase']),
  url: z.url({ protocol: /^https?$/ }).nullable(),
  anonKey: z.string().min(1),
  /** Whether to offer "Continue with Google" (Supabase mode only; the provider is enabled in the project). */
  googleEnabled: z.boolean(),
});
export type AuthRuntimeConfig = z.infer<typeof AuthRuntimeConfigSchema>;

/** Answer of GET /api/config. `contactEmail`: CONTACT_EMAIL, absent when unset (the privacy page then names no address). */
export const RuntimeConfigSchema = z.object({ auth: AuthRuntimeConfigSchema, contactEmail: z.email().optional() });
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
