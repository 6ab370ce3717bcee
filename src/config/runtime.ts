/**
 * Runtime configuration read from the API: GET /api/capabilities, fetched once per page load.
 * When the API is unreachable (offline, old server) every capability counts as absent, so the
 * browser's own speech features and typed answers take over.
 */
import { useEffect, useState } from 'react';
import type { Capabilities } from '@core/contract/interview';
import { fetchCapabilities } from '@/lib/api-client';

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
