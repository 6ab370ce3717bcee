/**
 * The study room's AI calls (spec sections 2, 4, 7 and 9): the tutor chat, streamed as `data: {json}`
 * events, and best-practice answers. Shared by the client and the API.
 *
 * POST /api/tutor-response  body TutorRequest → text/event-stream of TutorEvent:
 *   { type: 'delta', text } ... then { type: 'done', response, sources } (the spec's `response` is the
 *   whole reply), or { type: 'error', error } at any point (the stream then ends).
 * POST /api/best-practice-answer  body BestPracticeRequest → { answer } (markdown).
 */
import { z } from 'zod';

/** Most messages (system prompt and history) one tutor request may carry. */
export const MAX_TUTOR_MESSAGES = 60;
/** Longest message content, in characters. */
export const MAX_TUTOR_MESSAGE_CHARS = 8000;

/**
 * The spec's hidden system message the client puts first in `messages`. The server keeps its own
 * copy of the prompt (a client cannot widen the tutor's role); it holds no secret.
 */
export const TUTOR_SYSTEM_PROMPT =
  'You are an interview coach for investment banking and consulting interviews. Give actionable advice, ' +
  'practice questions and honest but encouraging feedback. If a question is not about interview ' +
  'preparation, briefly redirect the candidate to interview preparation.';

/** The spec's automatic first message when the study room opens with a focus topic. */
export function focusMessage(topic: string): string {
  return `Please give me a structured explanation of "${topic}" and the interview questions I am likely to be asked about it.`;
}

/** One chat message; `system` messages are accepted for the spec's shape but never obeyed as instructions. */
export const TutorMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.string().max(MAX_TUTOR_MESSAGE_CHARS),
});
export type TutorMessage = z.infer<typeof TutorMessageSchema>;

/** Body of POST /api/tutor-response. The last message must be the user's question. */
export const TutorRequestSchema = z.object({
  messages: z
    .array(TutorMessageSchema)
    .min(1)
    .max(MAX_TUTOR_MESSAGES)
    .refine((messages) => {
      const last = messages.at(-1);
      return last?.role === 'user' && last.content.trim() !== '';
    }, 'The last message must be a non-empty user message'),
  /** The topic or weakness the study room focuses on, e.g. 'Terminal value'. */
  focus: z.string().trim().max(300).optional(),
});
export type TutorRequest = z.infer<typeof TutorRequestSchema>;

/** A question-bank entry a reply drew on, for "From the question bank" citations. */
export const TutorSourceSchema = z.object({
  id: z.string(),
  question: z.string(),
  category: z.string(),
});
export type TutorSource = z.infer<typeof TutorSourceSchema>;

/** One event of the tutor stream (see the file comment). `response` is markdown. */
export const TutorEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), response: z.string(), sources: z.array(TutorSourceSchema) }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type TutorEvent = z.infer<typeof TutorEventSchema>;

/** The message of a failed tutor reply (the spec logs it only; the typing indicator stops). */
export const TUTOR_FAILED = 'The tutor could not answer right now. Please try again.';

const optionalText = z.string().trim().max(200).optional();

/**
 * Body of POST /api/best-practice-answer (spec section 7): the question and, optionally, the card's
 * context (company, location, stage, group, industry) the answer may be tailored to.
 */
export const BestPracticeRequestSchema = z.object({
  question: z.string({ error: 'question is required' }).trim().min(1, 'question is required').max(2000),
  questionId: z.string().max(40).optional(),
  company: optionalText,
  location: optionalText,
  stage: optionalText,
  group: optionalText,
  industry: optionalText,
});
export type BestPracticeRequest = z.infer<typeof BestPracticeRequestSchema>;

/** Answer of POST /api/best-practice-answer: markdown. */
export const BestPracticeResponseSchema = z.object({ answer: z.string() });

/** The spec's best-practice failure message, shown by the client. */
export const BEST_PRACTICE_FAILED = "Sorry, we couldn't generate a best practice answer at this time. Please try again later.";
