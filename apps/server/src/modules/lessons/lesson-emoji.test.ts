import { lessonEmojiSchema } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { defaultLessonEmoji, pickLessonEmoji } from './lesson-emoji.ts';

describe('pickLessonEmoji', () => {
  it.each([
    ['Les équations du second degré', '📐'],
    ['Quadratic equations and the theorem of Pythagoras', '📐'],
    ['La Révolution française', '🏛️'],
    ['Die Französische Revolution und der Krieg', '🏛️'],
    ['La cellule et la division cellulaire', '🧬'],
    ['Las reacciones químicas y los ácidos', '🧪'],
    ['Les volcans et la tectonique des plaques', '🌋'],
    ['Il sistema solare: pianeti e stelle', '🔭'],
    ['A economia e o mercado de trabalho', '📈'],
    ['Введение в алгоритмы и программирование', '💻'],
    ['Основы математики', '📐'],
    ['الجغرافيا والمناخ', '🌍'],
    ['日本の歴史と戦争', '🏛️'],
    ['细胞与基因', '🧬'],
    ['भारत का इतिहास', '🏛️'],
    ['Fußball und Sport in der Schule', '⚽'],
    ['Le droit constitutionnel', '⚖️'],
  ])('%s -> %s', (title, emoji) => {
    expect(pickLessonEmoji(title)).toBe(emoji);
  });

  it('reads the text when the title names no subject', () => {
    const text =
      'The heart pumps blood. Each cell of the body needs oxygen; a cell that lacks it dies.';
    expect(pickLessonEmoji('Chapter 3', text)).toBe('🧬');
  });

  it('weighs the title above a passing mention in the text', () => {
    expect(pickLessonEmoji('Histoire : la guerre de Cent Ans', 'Une équation de date.')).toBe('🏛️');
  });

  it('matches whole words unless a keyword is a word start', () => {
    // "warm" and "artist" start like "war" and "art", which are whole-word keywords.
    expect(pickLessonEmoji('Warm colours of an artistic cartoon')).toBe(defaultLessonEmoji);
  });

  it('falls back to the default, and every emoji it gives is a valid lesson icon', () => {
    expect(pickLessonEmoji('Notes du mardi', 'Quelques notes sans sujet précis.')).toBe('📘');
    const titles = ['math', 'physique', 'chimie', 'biologie', 'volcan', 'planète', 'histoire'];
    const more = ['géographie', 'littérature', 'philosophie', 'économie', 'informatique'];
    const rest = ['musique', 'peinture', 'grammaire', 'droit', 'médecine', 'sport', 'rien'];
    for (const title of [...titles, ...more, ...rest]) {
      expect(lessonEmojiSchema.safeParse(pickLessonEmoji(title)).success, title).toBe(true);
    }
  });

  it('is deterministic', () => {
    const title = 'Photosynthèse et énergie';
    expect(pickLessonEmoji(title)).toBe(pickLessonEmoji(title));
  });
});
