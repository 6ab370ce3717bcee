/**
 * The speech-to-text upload: a multipart form whose `audio` field is a recording (webm/opus from
 * MediaRecorder, mp4 on Safari) of at most MAX_AUDIO_BYTES.
 */
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { MAX_AUDIO_BYTES } from '../../core/contract/constants';
import { limitBody } from '../http/body-limit';

/** Form fields of POST /api/speech-to-text. */
export const AudioUploadSchema = z.object({
  audio: z.instanceof(File, { error: 'audio is required: send the recording as the multipart form field "audio"' }),
});

const TOO_LARGE = `The recording is larger than ${MAX_AUDIO_BYTES / 1024 / 1024} MiB.`;
/** Room for the multipart boundaries and part headers around the file, in bytes. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Refuses a request body that cannot hold an acceptable recording (413), before buffering it. */
export const limitAudioBody = limitBody(MAX_AUDIO_BYTES + FORM_OVERHEAD_BYTES, TOO_LARGE);

/**
 * Checks the uploaded recording.
 * @throws HTTPException 400 when empty, 413 when over MAX_AUDIO_BYTES, 415 when its type is not audio/*.
 */
export function assertAudioFile(audio: File): File {
  if (audio.size === 0) throw new HTTPException(400, { message: 'audio is empty: nothing was recorded' });
  if (audio.size > MAX_AUDIO_BYTES) throw new HTTPException(413, { message: TOO_LARGE });
  if (!audio.type.toLowerCase().startsWith('audio/')) {
    throw new HTTPException(415, {
      message: `audio must be an audio recording (audio/webm, audio/mp4, ...), not ${audio.type || 'an untyped file'}`,
    });
  }
  return audio;
}
