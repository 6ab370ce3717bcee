/**
 * Chooses the AI provider from the environment: the OpenAI-compatible provider when OPENAI_API_KEY
 * is set (see api/ai/openai/config.ts for the other OPENAI_* variables), else the offline coach.
 * The choice matches deriveModes (modes.ai / modes.speech).
 */
import type { Question } from '../../core/contract/question';
import type { Env } from '../config/env';
import { openAiConfigFrom } from './openai/config';
import { createOpenAiProvider } from './openai/provider';
import { createOfflineProvider } from './offline-provider';
import type { AiProvider } from './provider';

/**
 * The provider for `env` over `bank` (default: the content bank, loaded at the first AI call). Makes
 * no network request.
 */
export function createAiProvider(env: Env, bank?: readonly Question[]): AiProvider {
  const config = openAiConfigFrom(env);
  return config ? createOpenAiProvider(config, bank) : createOfflineProvider(bank);
}
