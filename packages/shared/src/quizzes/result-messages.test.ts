import { describe, expect, it } from 'vitest';
import { interfaceLanguages } from '../languages.ts';
import { quizResultTier, quizResultTierCount } from './quiz-schemas.ts';
import { quizResultMessages } from './result-messages.ts';

describe('quiz result messages', () => {
  it.each(interfaceLanguages)('has one distinct, non-empty message per tier in %s', (language) => {
    const messages = quizResultMessages[language];
    expect(messages).toHaveLength(quizResultTierCount);
    expect(new Set(messages).size).toBe(quizResultTierCount);
    for (const message of messages) expect(message.trim()).not.toBe('');
  });

  it('gives the 0 % and the 100 % scores the first and the last message', () => {
    expect(quizResultMessages.en[quizResultTier(0)]).toMatch(/^A blank page/);
    expect(quizResultMessages.en[quizResultTier(100)]).toMatch(/^Top marks!/);
    expect(quizResultMessages.fr[quizResultTier(100)]).toMatch(/^Sans-faute/);
  });

  it('writes French with typographic apostrophes and no-break spaces before ! ? : ;', () => {
    for (const message of quizResultMessages.fr) {
      expect(message).not.toContain("'");
      // Every high punctuation mark follows a no-break space (narrow before ! ? ;, full before :).
      expect(message).not.toMatch(/[^\u202f][!?;]/);
      expect(message).not.toMatch(/[^\u00a0]:/);
    }
  });

  it('writes English without a space before its punctuation', () => {
    for (const message of quizResultMessages.en) {
      expect(message).not.toContain("'");
      expect(message).not.toMatch(/\s[!?:;]/);
    }
  });
});
