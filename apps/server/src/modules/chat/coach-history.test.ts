import type { ChatMessageStatus } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { coachHistory } from './coach-history.ts';

const user = (content: string) => ({ role: 'user' as const, content, status: 'complete' as const });
const answer = (content: string, status: ChatMessageStatus = 'complete') => ({
  role: 'assistant' as const,
  content,
  status,
});

describe('coachHistory', () => {
  it('keeps the questions that got a complete answer, with it', () => {
    expect(
      coachHistory([
        user('What is the aorta?'),
        answer('The largest artery.'),
        user('And the heart?'),
        answer('A muscular', 'failed'),
        user('And the heart?'),
        answer('A muscular organ', 'stopped'),
        user('What are capillaries?'),
        answer('The smallest vessels.'),
      ]),
    ).toEqual([
      { role: 'user', content: 'What is the aorta?' },
      { role: 'assistant', content: 'The largest artery.' },
      { role: 'user', content: 'What are capillaries?' },
      { role: 'assistant', content: 'The smallest vessels.' },
    ]);
  });

  it('keeps only the last turns', () => {
    const messages = Array.from({ length: 10 }, (_, i) => [user(`Q${i}`), answer(`A${i}`)]).flat();
    expect(coachHistory(messages, 2).map((m) => m.content)).toEqual(['Q8', 'A8', 'Q9', 'A9']);
  });

  it('ignores a question still waiting for its answer', () => {
    expect(coachHistory([user('Q0'), answer('A0'), user('Q1')])).toEqual([
      { role: 'user', content: 'Q0' },
      { role: 'assistant', content: 'A0' },
    ]);
  });
});
