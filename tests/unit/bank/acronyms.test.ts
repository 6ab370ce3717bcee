/** Acronyms learnt from the bank's wording expand in asked questions; known terms stay as they are. */
import { describe, expect, it } from 'vitest';
import { expandAcronyms, learnAcronyms } from '../../../core/bank/acronyms';

const acronyms = learnAcronyms([
  'What is quantitative easing, and how is quantitative tightening different?',
  'What is net operating income for a property?',
  'How does net operating income differ from cash flow?',
  'What is net operating loss?',
]);

describe('acronyms', () => {
  it('learns the initials of runs of content words, the most frequent phrase winning', () => {
    expect(acronyms.get('qe')).toBe('quantitative easing');
    expect(acronyms.get('noi')).toBe('net operating income');
    expect(acronyms.get('nol')).toBe('net operating loss');
  });

  it('expands unknown capitalised abbreviations, plural too, and leaves known ones and lowercase words', () => {
    const known = (word: string) => word === 'ev';
    expect(expandAcronyms('How is QT different from QE?', acronyms, known)).toBe('How is quantitative tightening different from quantitative easing?');
    expect(expandAcronyms('Why do NOIs matter for EV?', acronyms, known)).toBe('Why do net operating income matter for EV?');
    expect(expandAcronyms('Is noi or XYZ here?', acronyms, known)).toBe('Is noi or XYZ here?');
  });
});
