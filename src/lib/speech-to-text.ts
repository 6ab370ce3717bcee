/**
 * Server transcription: uploads a recording to POST /api/speech-to-text (multipart field `audio`)
 * and follows its event stream (processing with progress in percent, complete, error).
 * Resolves to the transcription and its speech metrics; throws ApiError on an error event,
 * a non-2xx answer or a stream that ends without a result.
 */
import { SpeechToTextEventSchema, type SpeechMetrics } from '@core/contract/interview';
import { ApiError, readJson } from '@/lib/api-client';
import { apiRoutes } from '@/lib/api-routes';
import { readEventStream } from '@/lib/event-stream';

export interface ServerTranscription {
  transcription: string;
  speechMetrics: SpeechMetrics;
}

const EXTENSIONS: Record<string, string> = { 'audio/mp4': 'm4a', 'audio/webm': 'webm' };

export async function transcribeRecording(
  audio: Blob,
  onProgress: (percent: number) => void = () => {},
): Promise<ServerTranscription> {
  const form = new FormData();
  const [baseType = ''] = audio.type.split(';');
  form.append('audio', audio, `answer.${EXTENSIONS[baseType] ?? 'webm'}`);
  const response = await fetch(apiRoutes.api['speech-to-text'].$path(), { method: 'POST', body: form });
  if (!response.ok || !response.body) {
    await readJson(response);
    throw new ApiError('Empty transcription answer', response.status);
  }
  for await (const raw of readEventStream(response.body)) {
    const event = SpeechToTextEventSchema.parse(raw);
    if (event.status === 'processing') onProgress(event.progress);
    else if (event.status === 'complete') return event;
    else throw new ApiError(event.error, response.status);
  }
  throw new ApiError('The transcription ended without a result', response.status);
}
