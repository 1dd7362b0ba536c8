import { describe, expect, it } from 'vitest';
import { conversationTitle, conversationTitleMaxChars } from './conversation-title.ts';

describe('conversationTitle', () => {
  it('keeps a short question as it is, on one line', () => {
    expect(conversationTitle('  What is the\n myocardium?  ')).toBe('What is the myocardium?');
  });

  it('cuts a long question after a whole word, with an ellipsis', () => {
    const title = conversationTitle(
      'Could you explain how the pulmonary circulation differs from the systemic circulation in detail?',
    );
    expect(title).toBe('Could you explain how the pulmonary circulation differs…');
    expect([...title].length).toBeLessThanOrEqual(conversationTitleMaxChars);
  });

  it('cuts text without spaces at the limit', () => {
    const title = conversationTitle('心臓は血液を全身に送り出す筋肉の器官です。'.repeat(5));
    expect([...title]).toHaveLength(conversationTitleMaxChars);
    expect(title.endsWith('…')).toBe(true);
  });
});
