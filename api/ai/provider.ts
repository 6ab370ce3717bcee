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
  Script,
  TranscriptEntry,
  WordTiming,
} from '../../core/contract/interview';

/** A transcription; `durationSeconds` is the audio length and `words` exist when the engine times them. */
export interface Transcription {
  text: string;
  durationSeconds?: number;
  words?: WordTiming[];
}

export interface AiProvider {
  /** Active mode, reported at GET /api/health. */
  readonly mode: 'offline-coach' | 'openai';
  /** Which services exist, reported at GET /api/capabilities. */
  capabilities(): Capabilities;
  /** A question script for the setup; its length follows the duration (minutes). */
  generateScript(setup: InterviewSetup): Promise<Script>;
  /** Markdown feedback on one answer, with titled sections and bullet lines. */
  questionFeedback(request: FeedbackRequest): Promise<string>;
  /** The overall feedback report for a whole transcript, score out of 10. */
  overallReport(transcript: TranscriptEntry[]): Promise<FeedbackReport>;
  /** mp3 bytes reading `text` aloud; undefined when the provider has no speech engine. */
  textToSpeech?: (text: string) => Promise<Uint8Array>;
  /** Transcribes recorded audio; `onProgress` receives percent done. Undefined without an engine. */
  transcribe?: (audio: File, onProgress: (percent: number) => void) => Promise<Transcription>;
}
