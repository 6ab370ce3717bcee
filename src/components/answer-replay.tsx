/**
 * Replays the candidate's own recording of an answer, read from this device (the `recordings`
 * table) by id. Renders nothing while it loads or when the recording is gone (expired, signed out,
 * or kept on another device).
 */
import { useEffect, useState } from 'react';
import { db } from '@/offline/db';
import { recordingOf } from '@/offline/recordings';

interface AnswerReplayProps {
  recordingId: string;
  /** The player's accessible name (several answers on one page each need their own). */
  label?: string;
  /** The level of the 'Your recording' heading in the page's outline. */
  headingLevel?: 3 | 4;
}

export function AnswerReplay({ recordingId, label = 'Your recording', headingLevel = 3 }: AnswerReplayProps) {
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
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <div className="space-y-1">
      <Heading className="text-sm font-medium text-muted-foreground">Your recording</Heading>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the candidate's own answer: its transcript is shown beside the player */}
      <audio controls src={url} aria-label={label} className="w-full" />
    </div>
  );
}
