/** Speech metrics: word count, pace, context-aware filler words and long pauses from word timings. */
import { describe, expect, it } from 'vitest';
import { LONG_PAUSE_SECONDS } from '../../../core/contract/constants';
import type { WordTiming } from '../../../core/contract/interview';
import { SpeechMetricsSchema } from '../../../core/contract/interview';
import { computeSpeechMetrics, countFillers, countLongPauses } from '../../../core/coach/speech-metrics';

/** Word timings for `text`, one word every `step` seconds, with extra silence before the given word indexes. */
function timings(text: string, step: number, gaps: Record<number, number> = {}): WordTiming[] {
  let t = 0;
  return text.split(' ').map((word, i) => {
    t += gaps[i] ?? 0;
    const timing = { word, start: t, end: t + step * 0.8 };
    t += step;
    return timing;
  });
}

describe('computeSpeechMetrics', () => {
  it('counts words and computes words per minute from the duration in seconds', () => {
    const text = Array.from({ length: 150 }, (_, i) => `word${i}`).join(' ');
    const metrics = computeSpeechMetrics(text, { durationSeconds: 60 });
    expect(metrics.wordCount).toBe(150);
    expect(metrics.durationSeconds).toBe(60);
    expect(metrics.wordsPerMinute).toBe(150);
    expect(SpeechMetricsSchema.parse(metrics)).toEqual(metrics);
  });

  it('computes 120 words in 45 seconds as 160 words per minute', () => {
    const text = Array.from({ length: 120 }, () => 'value').join(' ');
    expect(computeSpeechMetrics(text, { durationSeconds: 45 }).wordsPerMinute).toBe(160);
  });

  it('leaves duration, pace and pauses null for a typed answer', () => {
    const metrics = computeSpeechMetrics('EBITDA is a proxy for operating cash flow.');
    expect(metrics).toMatchObject({ wordCount: 8, durationSeconds: null, wordsPerMinute: null, longPauses: null, fillerWordCount: 0 });
  });

  it('takes the duration from word timings when no audio length is given', () => {
    const words = timings('one two three four five six seven eight nine ten', 0.5);
    const metrics = computeSpeechMetrics(words.map((w) => w.word).join(' '), { words });
    expect(metrics.durationSeconds).toBeCloseTo(4.9, 5);
    expect(metrics.wordsPerMinute).toBeCloseTo((10 / 4.9) * 60, 0);
  });

  it('counts long pauses of LONG_PAUSE_SECONDS or more between timed words', () => {
    const words = timings('so the first step is to project free cash flow', 0.4, { 3: LONG_PAUSE_SECONDS + 0.5, 7: LONG_PAUSE_SECONDS, 8: 1 });
    expect(computeSpeechMetrics(words.map((w) => w.word).join(' '), { words }).longPauses).toBe(2);
    expect(countLongPauses([])).toBeNull();
    expect(countLongPauses(undefined)).toBeNull();
  });

  it('uses the timed words when the text is empty', () => {
    const words = timings('um the answer is ten', 0.3);
    const metrics = computeSpeechMetrics('', { words });
    expect(metrics.wordCount).toBe(5);
    expect(metrics.fillerWords).toEqual({ um: 1 });
  });

  it('treats a zero or negative duration as unknown', () => {
    expect(computeSpeechMetrics('some words here', { durationSeconds: 0 }).wordsPerMinute).toBeNull();
    expect(computeSpeechMetrics('some words here', { durationSeconds: -3 }).durationSeconds).toBeNull();
  });
});

describe('countFillers', () => {
  it('counts the filler words interviewers notice', () => {
    const { total, fillers } = countFillers(
      'Um, so basically the, uh, company is, like, really growing, you know? I mean, it is sort of a bet. Er, actually it is kind of risky. Umm.',
    );
    expect(fillers).toEqual({ um: 2, basically: 1, uh: 1, like: 1, 'you know': 1, 'i mean': 1, 'sort of': 1, er: 1, actually: 1, 'kind of': 1 });
    expect(total).toBe(11);
  });

  it.each([
    'I would like to work on deals.',
    "I'd like to join your M&A group.",
    'We like businesses with recurring revenue.',
    'Companies like Apple trade at high multiples.',
    'It looks like the deal will close.',
    'Something like ten times EBITDA.',
  ])('does not count "like" as a verb or preposition: %s', (text) => {
    expect(countFillers(text).fillers.like).toBeUndefined();
  });

  it.each(['It was like a huge deal for us.', 'And like the model broke.', 'Like, I think it is fine.', 'It is, like, ten times.'])(
    'counts "like" as a filler: %s',
    (text) => {
      expect(countFillers(text).fillers.like).toBe(1);
    },
  );

  it('does not count "kind of" / "sort of" as nouns, or "you know" in a question', () => {
    expect(countFillers('What kind of company is it? This sort of deal is common.').total).toBe(0);
    expect(countFillers('Do you know the formula for WACC?').total).toBe(0);
    expect(countFillers('What I mean is that leverage amplifies returns.').total).toBe(0);
  });

  it('is case-insensitive and handles curly apostrophes', () => {
    expect(countFillers('UM, I’d like to start. Basically, yes.').fillers).toEqual({ um: 1, basically: 1 });
  });
});
