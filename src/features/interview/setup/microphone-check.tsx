/**
 * "Check your microphone" on /practice-setup, before a spoken interview: a short test recording
 * with a live level meter, then its replay, or a plain message for a blocked, missing, busy or
 * silent microphone, each with its next step. Offline it says that voice needs a connection and
 * that typed answers work (graded on this device), and offers no test; where this browser
 * recognises speech on the device, it says voice works offline instead and keeps the test.
 */
import { LevelMeter } from '@/components/level-meter';
import { Button } from '@/components/ui/button';
import { MIC_MESSAGES, MIC_TEST_MS } from '@/lib/microphone-check';
import { useMicrophoneCheck } from '@/lib/use-microphone-check';
import { useOfflineSpeech } from '@/lib/use-offline-speech';
import { useOnline } from '@/lib/use-online';

export const VOICE_OFFLINE = 'You are offline. Voice answers need a connection; typed answers work offline and are graded on this device.';
export const VOICE_ON_DEVICE = 'You are offline. This browser transcribes speech on the device, so voice and typed answers both work.';

export function MicrophoneCheck() {
  const online = useOnline();
  const offlineSpeech = useOfflineSpeech();
  const { state, level, problem, replayUrl, test } = useMicrophoneCheck();
  if (!online && !offlineSpeech) {
    return (
      <section aria-labelledby="mic-check-heading" className="space-y-2 rounded-md border border-border p-4">
        <h2 id="mic-check-heading" className="font-semibold">
          Voice answers
        </h2>
        <p className="text-sm">{VOICE_OFFLINE}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="mic-check-heading" className="space-y-3 rounded-md border border-border p-4">
      <h2 id="mic-check-heading" className="font-semibold">
        Check your microphone
      </h2>
      <p className="text-sm text-muted-foreground">
        Speak for {MIC_TEST_MS / 1000} seconds; then play it back. You can also type your answers.
      </p>
      {!online && <p className="text-sm">{VOICE_ON_DEVICE}</p>}
      <Button variant="outline" size="sm" onClick={() => void test()} disabled={state === 'testing'}>
        {state === 'testing' ? 'Recording test…' : state === 'idle' ? 'Test microphone' : 'Test again'}
      </Button>
      {state === 'testing' && <LevelMeter level={level} />}
      {state === 'done' && replayUrl && (
        <div className="space-y-1">
          <p className="text-sm">Your microphone works. Play your test back:</p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own test recording, played back at once: there is no text to caption */}
          <audio controls src={replayUrl} aria-label="Your test recording" className="w-full" />
        </div>
      )}
      {state === 'failed' && problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {MIC_MESSAGES[problem]}
        </p>
      )}
    </section>
  );
}
