/** The question-bank page's search order: exact or phrase match first, no padding below the relevance floor. */
import { describe, expect, it } from 'vitest';
import { loadQuestionBank } from '@core/bank/load';
import { createBankIndex, searchBank } from '@core/bank/search';
import { findQuestions, RELEVANCE_FLOOR } from '@/features/question-bank/find-questions';

const index = createBankIndex(loadQuestionBank());

describe('findQuestions', () => {
  it('lists "Walk me through a DCF." first, and fewer results than every loose hit', () => {
    const found = findQuestions(index, 'walk me through a DCF', {});
    expect(found[0]?.question).toBe('Walk me through a DCF.');
    const loose = searchBank(index, 'walk me through a DCF', { limit: Infinity });
    expect(found.length).toBeLessThan(loose.length);
    const floor = RELEVANCE_FLOOR * loose[0]!.score;
    const kept = new Set(found.map((q) => q.id));
    for (const hit of loose) if (hit.score < floor && kept.has(hit.question.id)) expect(hit.question.question.toLowerCase()).toContain('walk me through a dcf');
  });

  it('puts the exact question before stronger loose matches', () => {
    const found = findQuestions(index, 'Why our firm?', {});
    expect(found[0]?.question).toBe('Why our firm?');
  });

  it('puts phrase matches before the rest', () => {
    const found = findQuestions(index, 'enterprise value', {});
    const firstLoose = found.findIndex((q) => ![q.question, ...q.variants].some((t) => t.toLowerCase().includes('enterprise value')));
    const lastPhrase = found.findLastIndex((q) => [q.question, ...q.variants].some((t) => t.toLowerCase().includes('enterprise value')));
    expect(firstLoose === -1 || lastPhrase < firstLoose).toBe(true);
  });
});
