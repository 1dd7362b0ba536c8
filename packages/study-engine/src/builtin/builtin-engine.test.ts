import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sheetToProseMirror, type CoachEvent } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { createStudyEngine } from '../create-study-engine.ts';
import { findRepoRoot } from '../eval/corpus.ts';
import { detectLessonLanguage } from '@study/shared/language-detection';
import { englishLesson } from '../test-lessons.ts';

const languageOf = (text: string) => detectLessonLanguage(text).language;

const engine = createStudyEngine();
const lesson = { text: englishLesson, language: 'en' as const, title: 'The Heart' };

async function collect(events: AsyncIterable<CoachEvent>): Promise<CoachEvent[]> {
  const all: CoachEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('builtin engine', () => {
  it('gives another selection of cards for another variant, keeping the better half', async () => {
    const terms = async (variant?: number) =>
      (
        await engine.generateFlashcards({
          ...lesson,
          ...(variant === undefined ? {} : { variant }),
        })
      )
        .map((card) => card.question)
        .sort();
    const best = await terms();
    expect(await terms(0)).toEqual(best);
    const decks = [best, await terms(1), await terms(2)];
    expect(new Set(decks.map((deck) => deck.join('|'))).size).toBe(3);
    for (const deck of decks.slice(1)) {
      // Within a card: a selection may drop a term that only opens another card's definition
      // ("phase" in "the phase of the cardiac cycle…") where another fills its slot.
      expect(Math.abs(deck.length - best.length)).toBeLessThanOrEqual(1);
      expect(deck.filter((q) => best.includes(q)).length).toBeGreaterThanOrEqual(best.length / 2);
    }
    // The same variant always gives the same selection.
    expect(await terms(1)).toEqual(decks[1]);
  });

  it('quotes no citation in cards, sheet, quiz or coach, and leaves no gap where one was', async () => {
    const cited = {
      ...lesson,
      text: `${lesson.text}\n\nThe aorta is the largest artery of the body (Smith & Jones, 2010). Hospice care is care given at home to people who are dying (Brumley et al., 2007; APA, 2013), and it is often chosen by families.`,
    };
    const cards = await engine.generateFlashcards(cited);
    const sheet = await engine.generateSheet(cited);
    const quiz = await engine.generateQuiz({ ...cited, type: 'mcq', answerCount: 4 });
    const coach = (
      await collect(
        engine.answerCoach({ ...cited, history: [], question: 'What is hospice care?' }),
      )
    ).flatMap((e) => (e.type === 'token' ? [e.text] : []));
    const texts = [
      ...cards.flatMap((c) => [c.question, c.answer]),
      ...sheet.blocks.map((b) => b.text),
      ...quiz.questions.flatMap((q) => [q.prompt, q.answer]),
      coach.join(''),
    ];
    expect(texts.join(' ')).toContain('Hospice care');
    for (const text of texts) {
      expect(text).not.toMatch(/Brumley|Smith|APA|\d{4}\)/);
      expect(text).not.toMatch(/\S {2,}\S| [.,]/);
    }
    // Marks still cover whole words of the sheet's text.
    for (const block of sheet.blocks) {
      for (const mark of block.marks) {
        expect(block.text.slice(mark.start, mark.end)).toMatch(/^\S(?:.*\S)?$/);
      }
    }
  });

  it('teaches the defined terms of a lesson, definitions first', async () => {
    const cards = await engine.generateFlashcards(lesson);
    expect(cards.find((c) => c.term === 'cardiac cycle')).toEqual({
      question: 'What does “cardiac cycle” mean?',
      answer: 'the sequence of events in one heartbeat.',
      term: 'cardiac cycle',
      source: { start: 1050, end: 1090 },
    });
    expect(cards[0]?.question).toMatch(/ mean\?$/);
    expect(cards.find((c) => c.term === 'atria')?.answer).toBe(
      'the upper chambers that receive blood returning to the heart.',
    );
    expect(cards.every((c) => c.source.end > c.source.start)).toBe(true);
    for (const card of cards) {
      expect([
        `What does “${card.term}” mean?`,
        `What does the lesson say about “${card.term}”?`,
      ]).toContain(card.question);
    }
    const firstAbout = cards.findIndex((c) => c.question.startsWith('What does the lesson say'));
    const lastDefine = cards.findLastIndex((c) => c.question.endsWith('mean?'));
    expect(firstAbout === -1 || firstAbout > lastDefine).toBe(true);
    const terms = cards.map((c) => c.term);
    for (const term of ['myocardium', 'pericardium', 'aorta', 'systole', 'diastole']) {
      expect(terms).toContain(term);
    }
  });

  it('avoids the prompts of a previous quiz while the lesson has others', async () => {
    const first = await engine.generateQuiz({ ...lesson, type: 'fill' });
    const second = await engine.generateQuiz({
      ...lesson,
      type: 'fill',
      avoid: first.questions.map((q) => q.prompt),
    });
    const asked = new Set(first.questions.map((q) => q.prompt));
    const repeated = second.questions.filter((q) => asked.has(q.prompt)).length;
    expect(repeated).toBeLessThan(first.questions.length);
    expect(second.questions).toHaveLength(10);
  });

  it('refuses a lesson too short to study from', async () => {
    await expect(
      engine.generateSheet({ text: 'Too short.', language: 'en' }),
    ).rejects.toMatchObject({
      code: 'STUDY_LESSON_TOO_SHORT',
    });
  });

  it('grades open answers 1, 0.5 or 0', async () => {
    const base = {
      question: 'Explain “systole” in your own words.',
      expected: 'Systole is the phase of contraction of the ventricles.',
      language: 'en' as const,
    };
    expect(
      (await engine.gradeOpenAnswer({ ...base, answer: 'contraction of the ventricules' })).score,
    ).toBe(1);
    expect((await engine.gradeOpenAnswer({ ...base, answer: 'a contraction' })).score).toBe(0.5);
    expect(await engine.gradeOpenAnswer({ ...base, answer: 'when blood fills the lungs' })).toEqual(
      {
        score: 0,
        feedback:
          'Not quite. The key idea is: “Systole is the phase of contraction of the ventricles”.',
      },
    );
  });

  it('streams a coach answer made of the sentences that answer, then its sources', async () => {
    const events = await collect(
      engine.answerCoach({ ...lesson, history: [], question: 'What does the aorta do?' }),
    );
    const text = events.flatMap((e) => (e.type === 'token' ? [e.text] : [])).join('');
    expect(text.startsWith('The aorta is the largest artery of the body.')).toBe(true);
    const sources = events.find((e) => e.type === 'sources');
    expect(sources?.type === 'sources' && sources.sources.length).toBeGreaterThan(0);
    if (sources?.type === 'sources') {
      for (const s of sources.sources) expect(englishLesson.slice(s.start, s.end)).toBe(s.text);
    }
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('says so when the lesson does not cover the question, and stops when aborted', async () => {
    const events = await collect(
      engine.answerCoach({ ...lesson, history: [], question: 'Who won the 1998 World Cup?' }),
    );
    expect(events[0]).toEqual({ type: 'token', text: 'Your ' });
    const controller = new AbortController();
    controller.abort();
    const aborted = await collect(
      engine.answerCoach({ ...lesson, history: [], question: 'aorta', signal: controller.signal }),
    );
    expect(aborted).toEqual([]);
  });

  it('keeps a section heading whose content sits under its sub-headings', async () => {
    const text = englishLesson.replace('## Circulation\n\n', '## Vessels\n\n### Circulation\n\n');
    const sheet = await engine.generateSheet({ text, language: 'en' });
    const headings = sheet.blocks.filter((b) => b.type !== 'paragraph' && b.type !== 'bullet');
    expect(headings.map((b) => `${b.type} ${b.text}`)).toEqual([
      'h1 The Heart',
      'h2 Structure',
      'h2 Vessels',
      'h2 Circulation',
      'h2 The cardiac cycle',
    ]);
  });

  it('gives a sheet that converts to a TipTap document', async () => {
    const sheet = await engine.generateSheet(lesson);
    const doc = sheetToProseMirror(sheet);
    expect(doc.type).toBe('doc');
    expect(doc.content?.[0]).toEqual({
      type: 'heading',
      attrs: { level: 1 },
      content: [{ type: 'text', text: 'The Heart' }],
    });
    const marked = JSON.stringify(doc);
    expect(marked).toContain('{"type":"bold"},{"type":"highlight","attrs":{"color":"yellow"}}');
  });

  it('detects the lesson languages it can', () => {
    expect(languageOf(englishLesson)).toBe('en');
    expect(
      languageOf(
        'El corazón es un órgano muscular que bombea la sangre a través del cuerpo humano.',
      ),
    ).toBe('es');
    expect(languageOf('細胞はすべての生物の基本単位です。細胞膜が細胞を包んでいます。')).toBe('ja');
    expect(
      languageOf('Сердце — это мышечный орган, который перекачивает кровь по всему телу.'),
    ).toBe('ru');
  });
});

describe('study CLI', () => {
  const root = findRepoRoot();
  const run = (args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'packages/study-engine/src/cli.ts', ...args],
      {
        cwd: root,
      },
    );

  it('prints sheet, cards and a quiz of the asked shape for a corpus lesson', async () => {
    const file = path.join('..', 'shared', 'corpus', 'openstax-anatomy-physiology', 'm46574.md');
    const { stdout } = await run([file, '--quiz', 'mixed', '--answers', '3']);
    const output = JSON.parse(stdout) as Record<string, unknown> & { quiz: { type: string } };
    expect(Object.keys(output)).toEqual(['language', 'title', 'sheet', 'flashcards', 'quiz']);
    expect(output.language).toBe('en');
    expect(output.title).toBe('Motor Responses');
    expect(output.quiz.type).toBe('mixed');
  });

  it('answers an error object and a non-zero exit for a file it cannot read', async () => {
    await expect(run(['missing.md'])).rejects.toMatchObject({
      code: 1,
      stdout: `${JSON.stringify({ error: { code: 'STUDY_FILE_NOT_READABLE', message: 'We could not read this file. Use a .md or .txt file and try again' } })}\n`,
    });
  });
});
