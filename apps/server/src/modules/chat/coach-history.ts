import type { CoachMessage } from '@study/shared';
import type { ChatMessageRow } from './chat.repository.ts';

/** Question-and-answer pairs of the conversation the engine sees with a new question. */
export const historyTurns = 6;

/**
 * What the engine is told of the conversation so far: the questions that got a complete answer,
 * with that answer, the last few only. A failed or stopped exchange is left out.
 */
export function coachHistory(
  messages: Pick<ChatMessageRow, 'role' | 'content' | 'status'>[],
  turns = historyTurns,
): CoachMessage[] {
  const pairs: CoachMessage[][] = [];
  for (let i = 0; i < messages.length - 1; i++) {
    const question = messages[i]!;
    const answer = messages[i + 1]!;
    if (question.role === 'user' && answer.role === 'assistant' && answer.status === 'complete') {
      pairs.push([
        { role: 'user', content: question.content },
        { role: 'assistant', content: answer.content },
      ]);
      i++;
    }
  }
  return pairs.slice(-turns).flat();
}
