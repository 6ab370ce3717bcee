/**
 * The microphone check on /practice-setup: a plain message with a next step for a blocked or
 * missing microphone, a browser that cannot record, and silence; offline it says voice needs a
 * connection and typing works, and offers no test.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIC_MESSAGES, SILENCE_LEVEL, meterPercent, micProblemOf, rmsLevel } from '@/lib/microphone-check';
import { MicrophoneCheck, VOICE_OFFLINE, VOICE_ON_DEVICE } from '@/features/interview/setup/microphone-check';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function withMicrophone(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('MediaRecorder', class {});
  vi.stubGlobal('AudioContext', class {});
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

async function runTest() {
  render(<MicrophoneCheck />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Test microphone' }));
  return screen.findByRole('alert');
}

describe('MicrophoneCheck', () => {
  it('says the microphone is blocked and how to allow it', async () => {
    withMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    expect((await runTest()).textContent).toBe(MIC_MESSAGES.denied);
    expect(MIC_MESSAGES.denied).toMatch(/site settings/);
  });

  it('says no microphone was found', async () => {
    withMicrophone(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    expect((await runTest()).textContent).toBe(MIC_MESSAGES.absent);
  });

  it('says the browser cannot record, and offers typing', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    expect((await runTest()).textContent).toMatch(/cannot record audio\. Type your answers/);
  });

  it('offline, says voice needs a connection and typing works, with no test', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<MicrophoneCheck />);
    expect(screen.getByText(VOICE_OFFLINE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Test microphone' })).toBeNull();
  });
});

describe('MicrophoneCheck where the browser recognises speech on the device', () => {
  it('offline, says voice works on this device and keeps the test', async () => {
    const available = vi.fn(async () => 'available');
    vi.stubGlobal('webkitSpeechRecognition', Object.assign(class {}, { available }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<MicrophoneCheck />);
    expect(await screen.findByText(VOICE_ON_DEVICE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test microphone' })).toBeTruthy();
    expect(screen.queryByText(VOICE_OFFLINE)).toBeNull();
    expect(available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
  });

  it('offline, says voice needs a connection when the language pack is not on the device', async () => {
    const available = vi.fn(async () => 'downloadable');
    vi.stubGlobal('webkitSpeechRecognition', Object.assign(class {}, { available }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<MicrophoneCheck />);
    expect(screen.getByText(VOICE_OFFLINE)).toBeTruthy();
    await waitFor(() => expect(available).toHaveBeenCalled());
    expect(screen.getByText(VOICE_OFFLINE)).toBeTruthy();
  });
});

describe('microphone levels and problems', () => {
  it('reads silence as below the silence level and speech above it', () => {
    expect(rmsLevel(new Float32Array(1024))).toBeLessThan(SILENCE_LEVEL);
    const tone = Float32Array.from({ length: 1024 }, (_, i) => 0.3 * Math.sin(i / 5));
    expect(rmsLevel(tone)).toBeGreaterThan(SILENCE_LEVEL);
  });

  it('shows silence near the start of the meter, speech well along it, a shout at its end', () => {
    expect(meterPercent(0)).toBe(0);
    expect(meterPercent(SILENCE_LEVEL)).toBe(3);
    expect(meterPercent(0.1)).toBe(30);
    expect(meterPercent(0.7)).toBe(100);
  });

  it('tells a busy microphone from a blocked one', () => {
    expect(micProblemOf(new DOMException('in use', 'NotReadableError'))).toBe('busy');
    expect(micProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
  });
});
