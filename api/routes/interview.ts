/**
 * The mock interview's AI calls: the question script for a setup, feedback on one answer, and the
 * overall feedback report for a whole transcript (spec section 7).
 */
import { Hono } from 'hono';
import { FeedbackRequestSchema, InterviewSetupSchema, TranscriptRequestSchema } from '../../core/contract/interview';
import type { AiProvider } from '../ai/provider';
import { limitJsonBody } from '../http/body-limit';
import { validate } from '../http/validate';

export const interviewRoutes = (ai: AiProvider) =>
  new Hono()
    .post('/generate-script', limitJsonBody, validate('json', InterviewSetupSchema), async (c) =>
      c.json(await ai.generateScript(c.req.valid('json'))),
    )
    .post('/generate-feedback', limitJsonBody, validate('json', FeedbackRequestSchema), async (c) =>
      c.json(await ai.questionFeedback(c.req.valid('json'))),
    )
    .post('/generate-feedback-from-transcript', limitJsonBody, validate('json', TranscriptRequestSchema), async (c) => {
      const report = await ai.overallReport(c.req.valid('json').transcript);
      return c.json({ data: { feedback: JSON.stringify(report) } });
    });
