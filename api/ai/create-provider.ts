/**
 * Chooses the AI provider from the environment: the OpenAI-compatible provider when OPENAI_API_KEY
 * is set (see api/ai/openai/config.ts for the other OPENAI_* variables), else the offline coach.
 * The choice matches deriveModes (modes.ai / modes.speech).
 * The OpenAI provider, and with it the `openai` SDK, is loaded through import() only when configured
 * (the compiled server keeps it in a chunk of its own), so the embedded default's start neither
 * parses nor evaluates the SDK.
 */
import type { Question } from '../../core/contract/question';
import type { Env } from '../config/env';
import { openAiConfigFrom } from './openai/config';
import { createOfflineProvider } from './offline-provider';
import type { AiProvider } from './provider';

/**
 * The provider for `env` over `bank` (default: the content bank, loaded at the first AI call). Makes
 * no network request.
 */
export async function createAiProvider(env: Env, bank?: readonly Question[]): Promise<AiProvider> {
  const config = openAiConfigFrom(env);
  if (!config) return createOfflineProvider(bank);
  const { createOpenAiProvider } = await import('./openai/provider');
  return createOpenAiProvider(config, bank);
}
