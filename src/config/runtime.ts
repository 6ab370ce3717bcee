/**
 * Runtime configuration read from the API, so one build serves every mode:
 * - GET /api/capabilities (speech and AI services), fetched once per page load; when the API is
 *   unreachable every capability counts as absent, so browser speech and typed answers take over.
 * - GET /api/config (sign-in: embedded auth or a Supabase project), fetched once per page load and
 *   kept in localStorage, so a device that starts offline still knows where its session lives.
 */
import { useEffect, useState } from 'react';
import type { Capabilities } from '@core/contract/interview';
import { EMBEDDED_ANON_KEY, RuntimeConfigSchema, type RuntimeConfig } from '@core/contract/runtime-config';
import { callApi, fetchCapabilities, publicApi } from '@/lib/api-client';

const NONE: Capabilities = { speechToText: false, textToSpeech: false, llm: false };
let capabilities: Promise<Capabilities> | undefined;

/** The server's capabilities (cached); all false when the request fails. */
export function getCapabilities(): Promise<Capabilities> {
  capabilities ??= fetchCapabilities().catch(() => NONE);
  return capabilities;
}

/** The server's capabilities, undefined until the first answer arrives. */
export function useCapabilities(): Capabilities | undefined {
  const [value, setValue] = useState<Capabilities>();
  useEffect(() => {
    let live = true;
    void getCapabilities().then((result) => live && setValue(result));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

export type { AuthRuntimeConfig, RuntimeConfig } from '@core/contract/runtime-config';

/** localStorage key of the last GET /api/config answer. */
export const STORAGE_KEY_RUNTIME_CONFIG = 'greenshoe.runtimeConfig';
/** How long to wait for GET /api/config before using the kept copy, in milliseconds. */
export const CONFIG_TIMEOUT_MS = 3000;

/** Used when the API was never reached from this device: the embedded sign-in on this origin. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  auth: { mode: 'embedded', url: null, anonKey: EMBEDDED_ANON_KEY, googleEnabled: false },
};

/** Checks a config answer against the shared schema; null when it is not one. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | null {
  const result = RuntimeConfigSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** The config kept from the last answer, or null. */
export function readCachedRuntimeConfig(): RuntimeConfig | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY_RUNTIME_CONFIG);
    return raw ? parseRuntimeConfig(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    const config = await callApi(() => publicApi.api.config.$get(undefined, { init: { signal: controller.signal } }), RuntimeConfigSchema);
    try {
      localStorage.setItem(STORAGE_KEY_RUNTIME_CONFIG, JSON.stringify(config));
    } catch {
      // Storage full or blocked: the answer still serves this page load.
    }
    return config;
  } finally {
    clearTimeout(timer);
  }
}

let runtimeConfig: Promise<RuntimeConfig> | undefined;

/**
 * The runtime config, asked of the server once per page load (waiting at most CONFIG_TIMEOUT_MS);
 * offline or on failure the kept copy, else DEFAULT_RUNTIME_CONFIG. Never rejects.
 */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  runtimeConfig ??= fetchRuntimeConfig().catch((error: unknown) => {
    const cached = readCachedRuntimeConfig();
    if (!cached) console.warn('Runtime config unavailable; using the embedded sign-in', error);
    return cached ?? DEFAULT_RUNTIME_CONFIG;
  });
  return runtimeConfig;
}

/** The runtime config, undefined until it is known. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [value, setValue] = useState<RuntimeConfig>();
  useEffect(() => {
    let live = true;
    void getRuntimeConfig().then((result) => live && setValue(result));
    return () => {
      live = false;
    };
  }, []);
  return value;
}
