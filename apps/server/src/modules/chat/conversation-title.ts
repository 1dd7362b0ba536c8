/** Longest conversation title, in characters, ellipsis included. */
export const conversationTitleMaxChars = 60;

/**
 * A conversation's title from its first question: on one line and, when too long, cut after the
 * last whole word that fits, with an ellipsis.
 */
export function conversationTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= conversationTitleMaxChars) return line;
  const room = chars.slice(0, conversationTitleMaxChars - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word (or a language written without spaces) is cut where it must be.
  const cut = lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/u, '')}…`;
}
