/**
 * The typed client of the Greenshoe API (Hono's `hc<AppType>`, same origin) and the calls that need
 * no session. `callApi` sends a request built with the client and checks its JSON answer with a zod
 * schema whose type must fit what the route declares (InferResponseType of its 2xx answers); a non-2xx
 * answer throws ApiError with the server's `{ error }` text and the HTTP status, a network failure
 * ApiError with status 0.
 */
import { hc, type ClientResponse, type InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppType } from '@api/app';
import { errorMessageOf } from '@core/contract/wire';
import {
  CapabilitiesSchema,
  FeedbackReportSchema,
  FeedbackResponseSchema,
  ReportResponseSchema,
  ScriptSchema,
  TextToSpeechResponseSchema,
  type Capabilities,
  type FeedbackReport,
  type FeedbackRequest,
  type InterviewSetup,
  type QuestionFeedback,
  type ScriptQuestion,
  type TranscriptEntry,
} from '@core/contract/interview';

/** A failed API call: `status` is the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The fetch the client sends with: window.fetch, a network failure thrown as ApiError with status 0. */
export async function networkFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }
}

/** The typed client sending through `fetchImpl` (default networkFetch: no session). */
export function createApiClient(fetchImpl: typeof fetch = networkFetch) {
  return hc<AppType>('/', { fetch: fetchImpl });
}

/** The client for the routes that need no session (public forms, sign-in pages, the AI calls). */
export const publicApi = createApiClient();

/** The `error` text of a failed answer's JSON body (`{ error }`), or undefined when it has none. */
export async function readErrorMessage(response: Response): Promise<string | undefined> {
  return errorMessageOf(await response.json().catch(() => undefined));
}

/** Reads a JSON answer, throwing ApiError with the server's `error` text when it is not 2xx. */
export async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new ApiError((await readErrorMessage(response)) ?? `Request failed (${response.status})`, response.status);
  return response.json().catch(() => undefined);
}

/** The JSON body a route declares for its 2xx answers, from the client's response type. */
export type SuccessBody<R> = InferResponseType<() => Promise<R>, SuccessStatusCode>;

/**
 * Sends `request` and returns its 2xx JSON answer checked by `schema` (which must produce the
 * route's declared type), with the response for its headers.
 * @throws ApiError for a non-2xx answer or a network failure; ZodError for an unexpected body;
 *   whatever the client's fetch throws (UnauthorizedError from the authorized client).
 */
export async function callApiWithResponse<R extends ClientResponse<unknown>, S extends z.ZodType<SuccessBody<R>>>(
  request: () => Promise<R>,
  schema: S,
): Promise<{ body: z.output<S>; response: R }> {
  const response = await request();
  return { body: schema.parse(await readJson(response)), response };
}

/** callApiWithResponse without the response: the checked 2xx JSON answer. */
export async function callApi<R extends ClientResponse<unknown>, S extends z.ZodType<SuccessBody<R>>>(
  request: () => Promise<R>,
  schema: S,
): Promise<z.output<S>> {
  return (await callApiWithResponse(request, schema)).body;
}

/** GET /api/capabilities: which speech and AI services the server provides. */
export async function fetchCapabilities(): Promise<Capabilities> {
  return callApi(() => publicApi.api.capabilities.$get(), CapabilitiesSchema);
}

/** POST /api/generate-script: the questions of a mock interview for `setup`. */
export async function generateScript(setup: InterviewSetup): Promise<ScriptQuestion[]> {
  return (await callApi(() => publicApi.api['generate-script'].$post({ json: setup }), ScriptSchema)).scriptData.questions;
}

/** POST /api/text-to-speech: `text` read aloud, as base64 mp3. Throws ApiError 501 when unconfigured. */
export async function textToSpeech(text: string): Promise<string> {
  return (await callApi(() => publicApi.api['text-to-speech'].$post({ json: { text } }), TextToSpeechResponseSchema)).audioContent;
}

/** POST /api/generate-feedback: markdown feedback on one answer, and the interviewer's follow-up question when there is one. */
export async function generateQuestionFeedback(request: FeedbackRequest): Promise<QuestionFeedback> {
  return callApi(() => publicApi.api['generate-feedback'].$post({ json: request }), FeedbackResponseSchema);
}

/** POST /api/generate-feedback-from-transcript: the overall feedback report (score out of 10). */
export async function generateReport(transcript: TranscriptEntry[]): Promise<FeedbackReport> {
  const body = await callApi(() => publicApi.api['generate-feedback-from-transcript'].$post({ json: { transcript } }), ReportResponseSchema);
  return FeedbackReportSchema.parse(JSON.parse(body.data.feedback));
}
