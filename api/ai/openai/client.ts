/**
 * The `openai` SDK client and the three ways the provider calls chat completions
 * (https://platform.openai.com/docs/api-reference/chat/create):
 * - structured(): `chat.completions.parse` with `zodResponseFormat` (a strict JSON schema,
 *   https://platform.openai.com/docs/guides/structured-outputs), plus our own check of the parsed
 *   value; invalid output gets ONE repair retry that tells the model what was wrong.
 * - complete(): one plain-text completion.
 * - streamText(): `stream: true`, yielding the content deltas.
 * Every call sends `max_tokens` (OPENAI_MAX_TOKENS). Timeouts and retries with exponential backoff
 * on 408/409/429/5xx and connection errors are the SDK's (`timeout`, `maxRetries`); a Retry-After
 * header is honoured. Errors leave as AiProviderError (see errors.ts).
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { OpenAiConfig } from './config';
import { InvalidOutputError, failureKind, toAiError } from './errors';

/** The SDK client and the settings every call reads. */
export interface OpenAiContext {
  client: OpenAI;
  config: OpenAiConfig;
}

/** An SDK client for `config`: base URL, key, timeout (ms) and retries. */
export function createOpenAiContext(config: OpenAiConfig): OpenAiContext {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return { client, config };
}

export interface StructuredCall<S extends z.ZodType, R> {
  /** Short operation name for logs and errors, e.g. 'report'. */
  operation: string;
  /** JSON-schema name sent as `response_format.json_schema.name`. */
  name: string;
  schema: S;
  messages: ChatCompletionMessageParam[];
  /** Turns the parsed value into the result; throws InvalidOutputError when it is unusable. */
  check: (parsed: z.infer<S>) => R;
}

/** Why an output was rejected, in words the model can act on (no stack, no values). */
function problemOf(error: unknown): string {
  if (error instanceof InvalidOutputError) return error.reason;
  if (error instanceof SyntaxError) return 'the reply was not valid JSON';
  if (error instanceof Error && error.name === 'ZodError' && 'issues' in error && Array.isArray(error.issues)) {
    return error.issues
      .slice(0, 5)
      .map((issue: { path?: PropertyKey[]; message?: string }) => `${(issue.path ?? []).map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
  }
  return 'the reply did not match the JSON schema';
}

/**
 * A structured completion checked by `call.check`. On invalid output (bad JSON, schema mismatch,
 * refusal, a failed check) the request is repeated once with a repair instruction.
 * @throws AiProviderError (invalid-output after the repair, or the API failure's kind).
 */
export async function structured<S extends z.ZodType, R>(ctx: OpenAiContext, call: StructuredCall<S, R>): Promise<R> {
  const format = zodResponseFormat(call.schema, call.name);
  let messages = call.messages;
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const completion = await ctx.client.chat.completions.parse({
        model: ctx.config.chatModel,
        messages,
        response_format: format,
        max_tokens: ctx.config.maxTokens,
      });
      const message = completion.choices[0]?.message;
      if (!message || message.parsed == null) throw new InvalidOutputError(message?.refusal ? 'the model refused' : 'the reply was empty');
      return call.check(message.parsed as z.infer<S>);
    } catch (error) {
      if (failureKind(error) !== 'invalid-output') throw toAiError(call.operation, error);
      lastError = error;
      messages = [
        ...call.messages,
        {
          role: 'user',
          content: `Your previous reply could not be used: ${problemOf(error)}. Reply again with only a JSON object that follows the schema exactly.`,
        },
      ];
    }
  }
  throw toAiError(call.operation, lastError);
}

/** One plain-text completion. @throws AiProviderError, with `failureMessage` when given. */
export async function complete(
  ctx: OpenAiContext,
  operation: string,
  messages: ChatCompletionMessageParam[],
  failureMessage?: string,
): Promise<string> {
  try {
    const completion = await ctx.client.chat.completions.create({ model: ctx.config.chatModel, messages, max_tokens: ctx.config.maxTokens });
    const text = completion.choices[0]?.message.content?.trim();
    if (!text) throw new InvalidOutputError('the reply was empty');
    return text;
  } catch (error) {
    throw toAiError(operation, error, failureMessage);
  }
}

/**
 * A streamed completion: yields each content delta as it arrives. The request starts on the first
 * `next()`; `signal` aborts it. @throws AiProviderError (also mid-stream).
 */
export async function* streamText(
  ctx: OpenAiContext,
  operation: string,
  messages: ChatCompletionMessageParam[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  try {
    const stream = await ctx.client.chat.completions.create(
      { model: ctx.config.chatModel, messages, max_tokens: ctx.config.maxTokens, stream: true },
      { signal },
    );
    let any = false;
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) {
        any = true;
        yield text;
      }
    }
    if (!any) throw new InvalidOutputError('the reply was empty');
  } catch (error) {
    throw toAiError(operation, error);
  }
}
