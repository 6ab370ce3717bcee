/**
 * Typed calls to the Greenshoe API (Hono's `hc<AppType>` client, same origin). Every answer is
 * checked against the shared zod schemas; a non-2xx answer throws ApiError with the server's
 * `{ error }` text and the HTTP status.
 */
import { hc } from 'hono/client';
import type { AppType } from '@api/app';
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

const client = hc<AppType>('/');

/** Reads a JSON answer, throwing ApiError with the server's `error` text when it is not 2xx. */
export async function readJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
        ? body.error
        : `Request failed (${response.status})`;
    throw new ApiError(message, response.status);
  }
  return body;
}

/** Runs one request, turning a network failure into ApiError with status 0. */
async function send(request: () => Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await request();
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 0);
  }
  return readJson(response);
}

/** GET /api/capabilities: which speech and AI services the server provides. */
export async function fetchCapabilities(): Promise<Capabilities> {
  return CapabilitiesSchema.parse(await send(() => client.api.capabilities.$get()));
}

/** POST /api/generate-script: the questions of a mock interview for `setup`. */
export async function generateScript(setup: InterviewSetup): Promise<ScriptQuestion[]> {
  const body = await send(() => client.api['generate-script'].$post({ json: setup }));
  return ScriptSchema.parse(body).scriptData.questions;
}

/** POST /api/text-to-speech: `text` read aloud, as base64 mp3. Throws ApiError 501 when unconfigured. */
export async function textToSpeech(text: string): Promise<string> {
  const body = await send(() => client.api['text-to-speech'].$post({ json: { text } }));
  return TextToSpeechResponseSchema.parse(body).audioContent;
}

/** POST /api/generate-feedback: markdown feedback on one answer, and the interviewer's follow-up question when there is one. */
export async function generateQuestionFeedback(request: FeedbackRequest): Promise<QuestionFeedback> {
  const body = await send(() => client.api['generate-feedback'].$post({ json: request }));
  return FeedbackResponseSchema.parse(body);
}

/** POST /api/generate-feedback-from-transcript: the overall feedback report (score out of 10). */
export async function generateReport(transcript: TranscriptEntry[]): Promise<FeedbackReport> {
  const body = await send(() => client.api['generate-feedback-from-transcript'].$post({ json: { transcript } }));
  return FeedbackReportSchema.parse(JSON.parse(ReportResponseSchema.parse(body).data.feedback));
}
