/** Longest message a student can send to the coach, in characters. */
export const chatMessageMaxChars = 4_000;
