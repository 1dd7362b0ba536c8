import { lessonEmojiSchema } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { lessonEmojis } from './lesson-emojis.ts';

describe('lessonEmojis', () => {
  it('offers 40 different icons, each one the API accepts', () => {
    expect(new Set(lessonEmojis).size).toBe(40);
    for (const emoji of lessonEmojis)
      expect(lessonEmojiSchema.safeParse(emoji).success, emoji).toBe(true);
  });
});
