/**
 * Settings of the OpenAI-compatible provider, from the environment (api/config/env.ts). Any server
 * that speaks the OpenAI HTTP API works: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp, whisper
 * servers; OPENAI_BASE_URL points the SDK at it (default https://api.openai.com/v1).
 */
import type { Env } from '../../config/env';

export interface OpenAiConfig {
  apiKey: string;
  /** Base URL of the API, e.g. http://localhost:11434/v1; undefined means OpenAI itself. */
  baseURL?: string;
  /** Model of every chat completion (script, feedback, report, best practice, tutor). */
  chatModel: string;
  /** Model of audio.transcriptions. */
  transcribeModel: string;
  /** Model and voice of audio.speech. */
  speechModel: string;
  voice: string;
  /** Per-request timeout in milliseconds (the SDK's `timeout`; a timed-out request is retried). */
  timeoutMs: number;
  /** Retries of a request that failed with 408, 409, 429, 5xx or a connection error (the SDK's `maxRetries`, exponential backoff). */
  maxRetries: number;
  /** `max_tokens` of every chat completion. */
  maxTokens: number;
}

export const OPENAI_DEFAULTS = {
  chatModel: 'gpt-4o-mini',
  transcribeModel: 'whisper-1',
  speechModel: 'tts-1',
  voice: 'alloy',
  timeoutMs: 30_000,
  maxRetries: 2,
  maxTokens: 1500,
} as const;

/** The provider's settings, or null when OPENAI_API_KEY is unset (the offline coach serves). */
export function openAiConfigFrom(env: Env): OpenAiConfig | null {
  if (!env.OPENAI_API_KEY) return null;
  return {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    chatModel: env.OPENAI_CHAT_MODEL ?? OPENAI_DEFAULTS.chatModel,
    transcribeModel: env.OPENAI_TRANSCRIBE_MODEL ?? OPENAI_DEFAULTS.transcribeModel,
    speechModel: env.OPENAI_SPEECH_MODEL ?? OPENAI_DEFAULTS.speechModel,
    voice: env.OPENAI_VOICE ?? OPENAI_DEFAULTS.voice,
    timeoutMs: env.OPENAI_TIMEOUT_MS ?? OPENAI_DEFAULTS.timeoutMs,
    maxRetries: OPENAI_DEFAULTS.maxRetries,
    maxTokens: env.OPENAI_MAX_TOKENS ?? OPENAI_DEFAULTS.maxTokens,
  };
}
