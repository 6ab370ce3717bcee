/** deriveProfile: averages, counts, study hours and the deduplicated weaknesses and topics. */
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../core/contract/saved-interview';
import { deriveProfile, type ProfileInterview } from '../../../core/profile/derive-profile';

const user = { user_id: 'u1', email: 'ana@example.com' };

function interview(date: string, overrides: Partial<ProfileInterview> = {}): ProfileInterview {
  return { score: 5, duration: '30', weaknesses: {}, conceptsToStudy: {}, date_taken: `${date}T12:00:00.000Z`, ...overrides };
}
const weakness = (title: string, description = `${title} (details)`) => ({ title, description });
const concept = (name: string, description = `${name} (details)`, resources?: string[]) => ({ concept: name, description, resources });

describe('deriveProfile', () => {
  it('gives zeros and empty lists without interviews', () => {
    expect(deriveProfile(user, [])).toEqual({
      ...user,
      averageScore: 0,
      interviewsCompleted: 0,
      studyHours: 0,
      weaknesses: [],
      conceptsToStudy: {},
    });
  });

  it('averages the scores, counts the interviews and turns minutes into hours', () => {
    const profile = deriveProfile(user, [
      interview('2026-01-01', { score: 6, duration: '30' }),
      interview('2026-01-02', { score: 8.5, duration: '45' }),
      interview('2026-01-03', { score: 7, duration: '90' }),
    ]);
    expect(profile.averageScore).toBeCloseTo(7.1667, 4);
    expect(profile.interviewsCompleted).toBe(3);
    expect(profile.studyHours).toBe(165 / 60);
    expect(ProfileSchema.parse(profile)).toEqual(profile);
  });

  it('counts fractional durations and ignores durations that are not numbers', () => {
    const profile = deriveProfile(user, [
      interview('2026-01-01', { duration: '22.5' }),
      interview('2026-01-02', { duration: '' }),
      interview('2026-01-03', { duration: 'about an hour' }),
      interview('2026-01-04', { duration: '-15' }),
    ]);
    expect(profile.studyHours).toBe(22.5 / 60);
  });

  it('lists weaknesses newest interview first, deduplicated by title with the newest kept', () => {
    const profile = deriveProfile(user, [
      interview('2026-01-01', { weaknesses: { weakness1: weakness('Valuation', 'old'), weakness2: weakness('Pacing') } }),
      interview('2026-03-01', { weaknesses: { weakness1: weakness('Accounting'), weakness2: weakness('valuation ', 'new') } }),
      interview('2026-02-01', { weaknesses: { weakness1: weakness('Brevity') } }),
    ]);
    expect(profile.weaknesses).toEqual([
      weakness('Accounting'),
      { title: 'valuation ', description: 'new' },
      weakness('Brevity'),
      weakness('Pacing'),
    ]);
  });

  it('keeps an interview’s own items in natural key order (weakness2 before weakness10)', () => {
    const keyed = Object.fromEntries(
      [10, 2, 1].map((n) => [`weakness${n}`, weakness(`W${n}`)]),
    );
    expect(deriveProfile(user, [interview('2026-01-01', { weaknesses: keyed })]).weaknesses.map((w) => w.title)).toEqual([
      'W1',
      'W2',
      'W10',
    ]);
  });

  it('keys study topics by concept, keeping the first (newest) and dropping resources', () => {
    const profile = deriveProfile(user, [
      interview('2026-01-01', { conceptsToStudy: { concept1: concept('DCF', 'old'), concept2: concept('LBO') } }),
      interview('2026-02-01', { conceptsToStudy: { concept1: concept('DCF', 'new', ['guide.pdf']), concept2: concept('dcf') } }),
    ]);
    expect(profile.conceptsToStudy).toEqual({
      DCF: { concept: 'DCF', description: 'new' },
      LBO: { concept: 'LBO', description: 'LBO (details)' },
    });
  });

  it('skips weaknesses and topics with blank titles', () => {
    const profile = deriveProfile(user, [
      interview('2026-01-01', { weaknesses: { weakness1: weakness('  ') }, conceptsToStudy: { concept1: concept('') } }),
    ]);
    expect(profile.weaknesses).toEqual([]);
    expect(profile.conceptsToStudy).toEqual({});
  });

  it('does not depend on the order the interviews are given in', () => {
    const items = [
      interview('2026-01-01', { score: 4, weaknesses: { weakness1: weakness('A', 'old') } }),
      interview('2026-05-01', { score: 9, weaknesses: { weakness1: weakness('A', 'new') } }),
    ];
    expect(deriveProfile(user, items)).toEqual(deriveProfile(user, [...items].reverse()));
    expect(deriveProfile(user, items).weaknesses).toEqual([weakness('A', 'new')]);
  });
});
