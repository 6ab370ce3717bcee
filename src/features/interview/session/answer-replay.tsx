/**
 * Replays the candidate's own recording of an answer, read from this device (the `recordings`
 * table) by id. Renders nothing while it loads or when the recording is gone (expired, signed out,
 * or kept on another device).
 */
import { useEffect, useState } from 'react';
import { db } from '@/offline/db';
import { recordingOf } from '@/offline/recordings';

export function AnswerReplay({ recordingId }: { recordingId: string }) {
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    recordingOf(db, recordingId)
      .then((audio) => {
        if (!live || !audio) return;
        objectUrl = URL.createObjectURL(audio);
        setUrl(objectUrl);
      })
      .catch((error: unknown) => console.warn('Recording not readable', error));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recordingId]);

  if (!url) return null;
  return (
    <div className="space-y-1">
      <h3 className="text-sm font-medium text-muted-foreground">Your recording</h3>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the candidate's own answer: its transcript is shown beside the player */}
      <audio controls src={url} aria-label="Your recording" className="w-full" />
    </div>
  );
}
