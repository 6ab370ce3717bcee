import { describe, expect, it } from 'vitest';
import { mergeStudied, moduleBadge, modulePercent, studiedLabel, summaryTiles } from '../../../core/modules/progress';

describe('moduleBadge', () => {
  it.each([
    [100, 'Nearly Complete'],
    [80, 'Nearly Complete'],
    [79.9, 'In Progress'],
    [79, 'In Progress'],
    [50, 'In Progress'],
    [49, 'Just Started'],
    [0, 'Just Started'],
  ] as const)('%s%% → %s', (progress, badge) => {
    expect(moduleBadge(progress)).toBe(badge);
  });
});

describe('modulePercent', () => {
  it('rounds down to whole percent', () => {
    expect(modulePercent(2, 3)).toBe(66);
    expect(modulePercent(1, 3)).toBe(33);
    expect(modulePercent(4, 5)).toBe(80);
    expect(modulePercent(39, 49)).toBe(79);
  });
  it('is 100 only when every card is studied', () => {
    expect(modulePercent(26, 27)).toBe(96);
    expect(modulePercent(27, 27)).toBe(100);
    expect(modulePercent(30, 27)).toBe(100);
  });
  it('is at least 1 once any card is studied, so progress never reads 0%', () => {
    expect(modulePercent(1, 101)).toBe(1);
    expect(modulePercent(1, 250)).toBe(1);
    expect(studiedLabel(1, 101)).toBe('1 of 101 studied (1%)');
  });
  it('is 0 for an empty module or nothing studied', () => {
    expect(modulePercent(0, 10)).toBe(0);
    expect(modulePercent(3, 0)).toBe(0);
  });
  it('labels the study-session header', () => {
    expect(studiedLabel(2, 3)).toBe('2 of 3 studied (66%)');
  });
});

describe('summaryTiles', () => {
  it('counts modules, questions, rounded average and completed (≥ 80)', () => {
    const tiles = summaryTiles([
      { num_questions: 10, progress: 80 },
      { num_questions: 5, progress: 79 },
      { num_questions: 20, progress: 0 },
      { num_questions: 1, progress: 100 },
    ]);
    expect(tiles).toEqual({ totalModules: 4, totalQuestions: 36, avgProgress: 65, completed: 2 });
  });
  it('rounds the average half up', () => {
    expect(summaryTiles([{ num_questions: 1, progress: 50 }, { num_questions: 1, progress: 51 }]).avgProgress).toBe(51);
    expect(summaryTiles([{ num_questions: 1, progress: 33 }, { num_questions: 1, progress: 33 }, { num_questions: 1, progress: 34 }]).avgProgress).toBe(33);
  });
  it('is all zero without modules', () => {
    expect(summaryTiles([])).toEqual({ totalModules: 0, totalQuestions: 0, avgProgress: 0, completed: 0 });
  });
});

describe('mergeStudied', () => {
  it('is the union of two devices, each question once', () => {
    expect(mergeStudied(['acc-001', 'acc-002'], ['acc-002', 'dcf-003'], [])).toEqual(['acc-001', 'acc-002', 'dcf-003']);
  });
});
