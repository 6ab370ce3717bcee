/**
 * Whether this browser can recognise English speech on the device, with no connection: the Web
 * Speech API's `SpeechRecognition.available({ langs, processLocally: true })` (Chrome 139 and
 * later) answering 'available'. False while unknown and wherever the browser cannot say, so the
 * page then tells the candidate that voice needs a connection.
 */
import { useEffect, useState } from 'react';
import { getSpeechRecognition, RECOGNITION_LANG } from '@/lib/use-speech-recognition';

type Availability = 'available' | 'downloadable' | 'downloading' | 'unavailable';
type AvailabilityCheck = (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>;

/** Resolves true when speech can be recognised on this device; never rejects. */
export async function canRecogniseOffline(): Promise<boolean> {
  const available = (getSpeechRecognition() as { available?: AvailabilityCheck } | undefined)?.available;
  if (typeof available !== 'function') return false;
  try {
    return (await available({ langs: [RECOGNITION_LANG], processLocally: true })) === 'available';
  } catch {
    return false;
  }
}

export function useOfflineSpeech(): boolean {
  const [offlineSpeech, setOfflineSpeech] = useState(false);
  useEffect(() => {
    let live = true;
    void canRecogniseOffline().then((answer) => live && setOfflineSpeech(answer));
    return () => {
      live = false;
    };
  }, []);
  return offlineSpeech;
}
