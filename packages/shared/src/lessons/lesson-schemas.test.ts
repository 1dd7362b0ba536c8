import { describe, expect, it } from 'vitest';
import { sheetToProseMirror } from '../study/sheet-to-prose-mirror.ts';
import { isLessonId } from './lesson-rules.ts';
import {
  lessonEmojiSchema,
  lessonIdSchema,
  lessonTitleSchema,
  listLessonsQuerySchema,
  updateLessonSchema,
} from './lesson-schemas.ts';
import { sheetDocumentSchema } from './sheet-document.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sheetDocumentSchema', () => {
  it('accepts what the study engine generates', () => {
    const doc = sheetToProseMirror({
      blocks: [
        { type: 'h1', text: 'La photosynthèse', marks: [] },
        { type: 'paragraph', text: 'La chlorophylle capte la lumière.', marks: [] },
        {
          type: 'bullet',
          text: 'Glucose : sucre produit',
          marks: [{ start: 0, end: 7, color: 'yellow', bold: true }],
        },
        { type: 'h2', text: 'Bilan', marks: [] },
      ],
    });
    expect(sheetDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('accepts what the editor produces: nested and ordered lists, italic, empty paragraphs', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une', marks: [{ type: 'italic' }] },
                    { type: 'hardBreak' },
                  ],
                },
                {
                  type: 'bulletList',
                  content: [
                    {
                      type: 'listItem',
                      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'deux' }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(sheetDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('refuses anything the editor cannot make: HTML nodes, links, unknown attributes, other colours', () => {
    const paragraph = (node: unknown) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [node] }],
    });
    const hostile = [
      { type: 'doc', content: [{ type: 'html', text: '<script>alert(1)</script>' }] },
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
      }),
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'highlight', attrs: { color: 'red; background:url(x)' } }],
      }),
      paragraph({
        type: 'text',
        text: 'x',
        marks: [{ type: 'bold', attrs: { onclick: 'alert(1)' } }],
      }),
      paragraph({ type: 'image', attrs: { src: 'https://example.com/x.png' } }),
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 3 }, content: [] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' } }] },
    ];
    for (const doc of hostile) expect(sheetDocumentSchema.safeParse(doc).success).toBe(false);
  });

  it('keeps script-looking text as plain text, which the editor renders inert', () => {
    const doc = paragraphDoc('<img src=x onerror=alert(1)>');
    expect(sheetDocumentSchema.parse(doc)).toEqual(doc);
  });
});

function paragraphDoc(text: string) {
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
}

describe('lesson field rules', () => {
  it('says a title must have 3 characters, spaces not counting', () => {
    expect(firstMessage(lessonTitleSchema.safeParse('  ab  '))).toBe('LESSON_TITLE_TOO_SHORT');
    expect(lessonTitleSchema.parse('  Les volcans ')).toBe('Les volcans');
    expect(firstMessage(lessonTitleSchema.safeParse('x'.repeat(201)))).toBe(
      'LESSON_TITLE_TOO_LONG',
    );
  });

  it('takes one emoji, with skin tones, flags and joined sequences, and nothing else', () => {
    for (const emoji of ['📘', '🧪', '👩🏽‍🔬', '🇫🇷', '❤️']) {
      expect(lessonEmojiSchema.safeParse(emoji).success, emoji).toBe(true);
    }
    for (const text of ['', 'a', '📘📘x', '<b>', '📘 ']) {
      expect(firstMessage(lessonEmojiSchema.safeParse(text)), text).toBe('LESSON_EMOJI_INVALID');
    }
  });

  it('needs at least one field to update a lesson', () => {
    expect(updateLessonSchema.safeParse({}).success).toBe(false);
    expect(updateLessonSchema.parse({ favourite: true })).toEqual({ favourite: true });
  });

  it('reads the list query from strings, with defaults', () => {
    expect(listLessonsQuerySchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    expect(listLessonsQuerySchema.parse({ favourite: 'true', page: '2', q: ' volc ' })).toEqual({
      favourite: true,
      q: 'volc',
      sort: 'newest',
      page: 2,
      pageSize: 20,
    });
    expect(listLessonsQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });
});

describe('isLessonId', () => {
  it('accepts exactly the ids lessonIdSchema accepts', () => {
    const values = [
      '0b9d6c52-4a3e-4f7c-9d2a-8e1f3b5c7a90',
      '0B9D6C52-4A3E-7F7C-AD2A-8E1F3B5C7A90',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0b9d6c52-4a3e-0f7c-9d2a-8e1f3b5c7a90',
      '0b9d6c52-4a3e-4f7c-7d2a-8e1f3b5c7a90',
      '0b9d6c524a3e4f7c9d2a8e1f3b5c7a90',
      '0b9d6c52-4a3e-4f7c-9d2a-8e1f3b5c7a9',
      ' 0b9d6c52-4a3e-4f7c-9d2a-8e1f3b5c7a90',
      'not-a-lesson',
      '',
    ];
    for (const value of values) {
      expect(isLessonId(value), value).toBe(lessonIdSchema.safeParse(value).success);
    }
    expect(values.filter(isLessonId)).toHaveLength(4);
  });
});
