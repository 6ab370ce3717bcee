/**
 * The offline tutor's intents (explain, quiz and grade, compare, structure and timing, "more simply",
 * "why?") and its topic rules: a follow-up stays on the conversation's topic, the focus topic applies
 * only to a message without a topic of its own, and "two minutes" is timing, not a clock teaser.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../../core/bank/load';
import { createBankIndex } from '../../../core/bank/search';
import type { TutorMessage } from '../../../core/contract/tutor';
import { OFFLINE_TUTOR_REDIRECT, offlineTutorReply, retrieveTutorQuestions } from '../../../core/coach/tutor';
import { detectIntent } from '../../../core/coach/tutor-intent';
import { QUIZ_LABEL } from '../../../core/coach/tutor-replies';

const bank = loadQuestionBank();
const index = createBankIndex(bank);
const byId = (id: string) => bank.find((q) => q.id === id)!;

// Builds the search, retrieval and coach caches once, so no single test pays for them on a busy machine.
beforeAll(() => {
  offlineTutorReply(index, { messages: [{ role: 'user', content: 'Explain goodwill' }] });
}, 60_000);

/** A conversation: each `say` sends the history so far plus the message and records the reply. */
function conversation(focus?: string) {
  const messages: TutorMessage[] = [];
  return {
    say(text: string) {
      messages.push({ role: 'user', content: text });
      const reply = offlineTutorReply(index, { messages: [...messages], ...(focus ? { focus } : {}) });
      const text_ = reply.chunks.join('');
      messages.push({ role: 'assistant', content: text_ });
      return { text: text_, ids: reply.sources.map((s) => s.id), categories: reply.sources.map((s) => s.category) };
    },
  };
}

describe('reading the intent', () => {
  it.each([
    ['Quiz me on LBOs', 'quiz', 'LBOs'],
    ['Can you test me on accretion and dilution?', 'quiz', 'accretion and dilution'],
    ['Another one', 'quiz', ''],
    ['Compare IRR and MOIC', 'compare', undefined],
    ['LIFO vs FIFO', 'compare', undefined],
    ['How do I walk through a DCF in under two minutes?', 'structure', undefined],
    ['How should I structure my answer to why investment banking?', 'structure', undefined],
    ['Can you explain that more simply?', 'simpler', ''],
    ['Why?', 'why', ''],
    ['What is WACC?', 'explain', 'WACC'],
  ])('%s → %s', (message, kind, topic) => {
    const intent = detectIntent(message);
    expect(intent.kind).toBe(kind);
    if (topic !== undefined) expect(intent.topic).toBe(topic);
  });

  it('reads a named speaking time in seconds', () => {
    expect(detectIntent('How do I walk through a DCF in under two minutes?').seconds).toBe(120);
    expect(detectIntent('How do I answer why banking in 90 seconds?').seconds).toBe(90);
  });
});

describe('explaining', () => {
  it('quotes the bank answer and its key points for a topic', () => {
    const { text, ids } = conversation().say('Explain the treasury stock method');
    expect(ids[0]).toBe('ev-008');
    expect(text).toContain(`### From the question bank: "${byId('ev-008').question}"`);
    expect(text).toContain(byId('ev-008').keyPoints[0]!.point);
  });

  it('redirects a message the bank cannot answer, even mid-conversation', () => {
    const chat = conversation();
    chat.say('Explain goodwill');
    expect(chat.say('What is the capital of France?').text).toBe(OFFLINE_TUTOR_REDIRECT);
  });
});

describe('quizzing', () => {
  it('"Quiz me on LBOs" asks an LBO question, grades the reply with the coach and shows the best-practice answer', () => {
    const chat = conversation();
    const asked = chat.say('Quiz me on LBOs');
    expect(asked.text.startsWith(QUIZ_LABEL)).toBe(true);
    expect(asked.categories).toEqual(['LBO']);
    const question = byId(asked.ids[0]!);
    // It waits for the answer: neither a grade nor the best-practice answer yet.
    expect(asked.text).not.toContain('Your score');
    expect(asked.text).not.toContain('Best-practice answer');
    expect(asked.text).not.toContain(question.keyPoints[0]!.point);
    const strong = chat.say(question.answer.replace(/\*\*/g, ''));
    expect(strong.text).toMatch(/\*\*Your score: (?:[7-9](?:\.\d)?|10)\/10\*\*/);
    expect(strong.text).toContain(`### Best-practice answer: "${question.question}"`);

    chat.say('Quiz me on LBOs');
    const weak = chat.say('I think you just buy the company and hope it goes well.');
    expect(weak.text).toMatch(/\*\*Your score: [0-3](?:\.\d)?\/10\*\*/);
    expect(weak.text).toContain('What you missed');
  });

  it('"another one" asks a new question on the same topic', () => {
    const chat = conversation();
    const first = chat.say('Quiz me on DCF');
    chat.say('You project free cash flows and discount them at the WACC.');
    const second = chat.say('Another one');
    expect(second.text.startsWith(QUIZ_LABEL)).toBe(true);
    expect(second.categories).toEqual(['DCF']);
    expect(second.ids[0]).not.toBe(first.ids[0]);
  });

  it('"another one" after "quiz me on WACC" asks another WACC question', () => {
    const chat = conversation();
    const first = chat.say('Can you quiz me on WACC?');
    expect(byId(first.ids[0]!).subcategory).toBe('WACC');
    chat.say('WACC weights the cost of equity and the after-tax cost of debt by their market values.');
    const second = chat.say('Another one');
    expect(second.text.startsWith(QUIZ_LABEL)).toBe(true);
    expect(second.ids[0]).not.toBe(first.ids[0]);
    expect(byId(second.ids[0]!).subcategory).toBe('WACC');
  });

  it('takes a short new question during a quiz as a question, not as the answer', () => {
    const chat = conversation();
    chat.say('Quiz me on accounting');
    const reply = chat.say('What is goodwill?');
    expect(reply.text).not.toContain('Your score');
    expect(reply.ids[0]).toBe('acc-010');
  });
});

describe('comparing', () => {
  it('uses the bank question that asks for the comparison when there is one', () => {
    const { text, ids } = conversation().say('Compare IRR and MOIC');
    expect(ids).toEqual(['lbo-005']);
    expect(text).toContain(byId('lbo-005').question);
  });

  it('puts the two sides next to each other otherwise', () => {
    const { text, ids } = conversation().say('Goodwill versus the treasury stock method');
    expect(ids).toEqual(['acc-010', 'ev-008']);
    expect(text).toMatch(/versus/);
  });
});

describe('structure and timing', () => {
  it('"How do I walk through a DCF in under two minutes?" gets DCF structure and timing, not the clock teaser', () => {
    const { text, ids, categories } = conversation().say('How do I walk through a DCF in under two minutes?');
    expect(ids).toEqual(['dcf-001']);
    expect(categories).not.toContain('Brain Teasers');
    expect(text).toMatch(/2 minutes is about 280 words/);
    expect(text).toContain(byId('dcf-001').keyPoints[0]!.point);
  });

  it('reads "a DCF answer in 90 seconds" as the DCF walk-through with a 90-second budget', () => {
    const { text, ids } = conversation().say('How do I structure a DCF answer in 90 seconds?');
    expect(ids).toEqual(['dcf-001']);
    expect(text).toMatch(/\*\*Timing:\*\* 1\.5 minutes is about \d+ words/);
  });

  it('gives a behavioral question the STAR shape', () => {
    const { text, ids } = conversation().say('How should I structure my answer to what is your greatest weakness?');
    expect(ids).toEqual(['fit-014']);
    expect(text).toMatch(/Situation and task/);
    expect(text).toMatch(/Reflection/);
  });
});

describe('follow-ups and the focus topic', () => {
  it('"explain that more simply" and "why?" stay on the conversation topic', () => {
    const chat = conversation();
    chat.say('How does a company calculate WACC?');
    const simpler = chat.say('Can you explain that more simply?');
    expect(simpler.ids).toEqual(['dcf-004']);
    expect(simpler.text).toMatch(/In short/);
    const why = chat.say('Why?');
    expect(why.ids).toEqual(['dcf-004']);
  });

  it('applies the focus topic only to a message without a topic of its own', () => {
    const chat = conversation('Terminal value');
    expect(chat.say('What is goodwill and how is it created?').ids[0]).toBe('acc-010');
    expect(chat.say('Explain that more simply').ids).toEqual(['acc-010']);
    const fresh = conversation('Terminal value');
    expect(fresh.say('Can you explain that more simply?').categories).toEqual(['DCF']);
  });

  it('applies the focus topic to a message about it, and to a quiz request without a topic', () => {
    expect(conversation('Terminal value').say('How is terminal value calculated?').ids[0]).toBe('dcf-008');
    const quiz = conversation('LBO').say('Quiz me');
    expect(quiz.text.startsWith(QUIZ_LABEL)).toBe(true);
    expect(quiz.categories).toEqual(['LBO']);
    expect(conversation('LBO').say('Quiz me on WACC').ids.map((id) => byId(id).subcategory)).toEqual(['WACC']);
  });

  it('grounds the model tutor with the same rules', () => {
    const messages: TutorMessage[] = [
      { role: 'user', content: 'What is goodwill?' },
      { role: 'assistant', content: `### From the question bank: "${byId('acc-010').question}"` },
      { role: 'user', content: 'Why?' },
    ];
    expect(retrieveTutorQuestions(index, { messages, focus: 'Terminal value' }).map((q) => q.id)).toEqual(['acc-010']);
  });
});
