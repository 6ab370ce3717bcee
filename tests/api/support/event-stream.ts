/** Reads a `text/event-stream` answer into its parsed `data: {json}` events. */
import { SpeechToTextEventSchema, type SpeechToTextEvent } from '../../../core/contract/interview';

/** Every event of the stream, each checked against SpeechToTextEventSchema. */
export async function readSpeechEvents(response: Response): Promise<SpeechToTextEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`not a data line: ${block}`);
      return SpeechToTextEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}

/** A multipart form with `audio` set to `size` bytes of the given type. */
export function audioForm(size: number, type = 'audio/webm;codecs=opus', name = 'answer.webm'): FormData {
  const form = new FormData();
  form.append('audio', new File([new Uint8Array(size)], name, { type }));
  return form;
}
