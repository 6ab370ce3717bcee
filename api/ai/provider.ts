/**
 * The AI provider interface every AI route calls. Two implementations: the offline coach
 * (core/coach, deterministic, no model, the embedded default) and, with OPENAI_API_KEY, an
 * OpenAI-compatible provider. A provider that lacks a speech engine leaves the optional methods
 * undefined and says so in capabilities(), so routes answer 501 / an error event and the client
 * falls back to the browser.
 */
import type {
  Capabilities,
  FeedbackReport,
  FeedbackRequest,
  InterviewSetup,
  QuestionFeedback,
  Script,
  TranscriptEntry,
  WordTiming,
} from '../../core/contract/interview';
import type { BestPracticeRequest, TutorRequest, TutorSource } from '../../core/contract/tutor';

/** A transcription; `durationSeconds` is the audio length and `words` exist when the engine times them. */
export interface Transcription {
  text: string;
  durationSeconds?: number;
  words?: WordTiming[];
}

/**
 * A tutor reply being produced: the bank questions it is grounded in, and the reply's text as
 * deltas (markdown) in order. Iterating may reject (AiProviderError) when the model fails mid-way.
 */
export interface TutorReply {
  sources: TutorSource[];
  deltas: AsyncIterable<string>;
}

export interface AiProvider {
  /** Active mode, reported at GET /api/health. */
  readonly mode: 'offline-coach' | 'openai';
  /** Which services exist, reported at GET /api/capabilities. */
  capabilities(): Capabilities;
  /** A question script for the setup; its length follows the duration (minutes). */
  generateScript(setup: InterviewSetup): Promise<Script>;
  /** Markdown feedback on one answer (titled sections, bullet lines), and a follow-up question when a key point was missed. */
  questionFeedback(request: FeedbackRequest): Promise<QuestionFeedback>;
  /** The overall feedback report for a whole transcript, score out of 10. */
  overallReport(transcript: TranscriptEntry[]): Promise<FeedbackReport>;
  /** A best-practice answer (markdown) grounded in the bank's answer of the matched question. */
  bestPracticeAnswer(request: BestPracticeRequest): Promise<string>;
  /** The study-room tutor's reply to the last user message; `signal` aborts it (the client left). */
  tutorReply(request: TutorRequest, signal?: AbortSignal): Promise<TutorReply>;
  /** mp3 bytes reading `text` aloud; undefined when the provider has no speech engine. */
  textToSpeech?: (text: string) => Promise<Uint8Array>;
  /** Transcribes recorded audio; `onProgress` receives percent done. Undefined without an engine. */
  transcribe?: (audio: File, onProgress: (percent: number) => void) => Promise<Transcription>;
}
