import {
  AppError,
  fillBlank,
  flashcardSchema,
  openAnswerGradeSchema,
  quizQuestionCount,
  sheetSchema,
  type Flashcard,
  type OpenAnswerGrade,
  type QuestionType,
  type QuizQuestion,
  type Sheet,
  type SheetBlock,
} from '@study/shared';
import { z } from 'zod';
import { buildQuiz } from '../builtin/build-quiz.ts';
import { modelFor } from '../builtin/builtin-engine.ts';
import { quizTurn, retrieveSources } from '../builtin/coach-answer.ts';
import type { LessonModel } from '../builtin/lesson-model.ts';
import { hashString, seededRandom, shuffled } from '../builtin/random.ts';
import type { GradeInput, LessonInput, StudyEngine } from '../engine-types.ts';
import { containsWords, quizViolations, similarLength } from '../quiz-invariants.ts';
import { fillTemplate } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { leansOnContext } from '../text/self-contained.ts';
import { isSupported, locateQuote } from './grounding.ts';
import { lessonParts, questionShares } from './lesson-parts.ts';
import { OpenAiClient, type ChatMessage, type OpenAiConfig } from './openai-client.ts';
import { lessonBlock, promptsFor, replyShapes, type PromptSet } from './prompts.ts';

export type { OpenAiConfig } from './openai-client.ts';

/** How much of the student's current version a regeneration sends along (its start is enough). */
const maxPreviousChars = 6000;

/** The lesson tokens one request carries by default: a longer lesson is read part by part. */
export const defaultMaxLessonTokens = 6000;

/** Requests of one generation in flight at once: the parts of a long lesson, a few at a time. */
const partsInFlight = 3;

/** `work` on every item, at most `limit` at once, results in the items' order. */
async function inTurn<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  limit = partsInFlight,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

const sheetReply = z.object({
  blocks: z.array(
    z.object({
      type: z.enum(['h1', 'h2', 'paragraph', 'bullet']),
      text: z.string().min(1),
      terms: z.array(z.string()).optional(),
    }),
  ),
});
const cardsReply = z.object({
  cards: z.array(
    z.object({
      question: z.string().min(1),
      answer: z.string().min(1),
      term: z.string().optional(),
      quote: z.string().optional(),
    }),
  ),
});
const quizReply = z.object({
  questions: z.array(
    z.object({
      type: z.enum(['mcq', 'open', 'fill']),
      prompt: z.string().min(1),
      choices: z.array(z.string()).optional(),
      answer: z.string().min(1),
      quote: z.string().optional(),
    }),
  ),
});

function messages(input: LessonInput, task: string): ChatMessage[] {
  const prompts = promptsFor(input.language);
  return [
    { role: 'system', content: `${prompts.role} ${prompts.dataRule} ${prompts.writeIn}` },
    { role: 'user', content: `${lessonBlock(input.text)}\n\n${task}` },
  ];
}

/** A regeneration asks for something else than what the student has, and leaves more room to vary. */
function another(prompts: PromptSet, input: LessonInput): string {
  if (!input.previous?.trim()) return '';
  const previous = JSON.stringify(input.previous.slice(0, maxPreviousChars));
  return ` ${fillTemplate(prompts.another, { previous })}`;
}

function temperatureFor(input: LessonInput): number | undefined {
  return input.previous?.trim() ? 0.7 : undefined;
}

/** Where `term` stands in `lower` as whole words ("cell" not inside "cellular"), or -1. */
function wholeWordAt(lower: string, term: string): number {
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
  for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
    if (!isWordChar(lower[at - 1]) && !isWordChar(lower[at + term.length])) return at;
  }
  return -1;
}

function markTerms(text: string, terms: string[] | undefined): SheetBlock['marks'] {
  const marks: SheetBlock['marks'] = [];
  const lower = text.toLowerCase();
  for (const term of terms ?? []) {
    const wanted = term.trim().toLowerCase();
    const at = wanted ? wholeWordAt(lower, wanted) : -1;
    if (at < 0) continue;
    const end = at + wanted.length;
    if (marks.some((m) => m.start < end && at < m.end)) continue;
    marks.push({ start: at, end, color: 'yellow', bold: true });
  }
  return marks.sort((a, b) => a.start - b.start);
}

/** The sheet's blocks without a heading that nothing follows before the next heading of its rank. */
function withoutEmptyHeadings(blocks: SheetBlock[]): SheetBlock[] {
  const rank = (type: SheetBlock['type']) => (type === 'h1' ? 1 : type === 'h2' ? 2 : 3);
  return blocks.filter((block, index) => {
    if (block.type !== 'h1' && block.type !== 'h2') return true;
    const next = blocks[index + 1];
    return next !== undefined && rank(next.type) > rank(block.type);
  });
}

/**
 * The engine backed by an OpenAI-compatible model: JSON replies validated with the shared zod
 * schemas (one retry on an unusable reply), the lesson passed as data, and a grounding check that
 * drops items the lesson does not support; a quiz the model leaves short is completed by the
 * builtin engine so that it always has 10 questions.
 */
export function createOpenAiEngine(config: OpenAiConfig): StudyEngine {
  if (!config.baseUrl || !config.model) throw new AppError('STUDY_AI_NOT_CONFIGURED');
  const client = new OpenAiClient(config);
  const maxLessonTokens = config.maxLessonTokens ?? defaultMaxLessonTokens;
  /** The lesson as the model reads it: whole, or part by part when it is longer than the budget. */
  const partsOf = (input: LessonInput): LessonInput[] =>
    lessonParts(input.text, maxLessonTokens).map((text) => ({ ...input, text }));

  const ask = async <T>(
    chat: ChatMessage[],
    schema: z.ZodType<T>,
    temperature?: number,
  ): Promise<T> => {
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      const content = await client.complete(chat, { json: true, temperature });
      try {
        const parsed = schema.safeParse(JSON.parse(content));
        if (parsed.success) return parsed.data;
        lastError = parsed.error;
      } catch (error) {
        lastError = error;
      }
    }
    throw new AppError('STUDY_AI_INVALID_OUTPUT', { cause: lastError });
  };

  /**
   * The cards the lesson supports, each answer able to stand alone (no question, no "It…" pointing
   * at a sentence the student does not see), one card per term or question.
   */
  const groundedCards = (
    model: LessonModel,
    input: LessonInput,
    cards: z.infer<typeof cardsReply>['cards'],
  ) => {
    const kept: Flashcard[] = [];
    const seen = new Set<string>();
    for (const card of cards) {
      const key = foldText((card.term ?? card.question).trim());
      if (seen.has(key) || leansOnContext(card.answer, input.language)) continue;
      const source = locateQuote(model, card.quote) ?? locateQuote(model, card.answer);
      if (!source || !isSupported(model, card.answer)) continue;
      seen.add(key);
      const parsed = flashcardSchema.safeParse({ ...card, source });
      if (parsed.success) kept.push(parsed.data);
    }
    return kept;
  };

  const gradeOpenAnswer = async (input: GradeInput): Promise<OpenAnswerGrade> => {
    const prompts = promptsFor(input.language);
    const content = JSON.stringify({
      question: input.question,
      expected: input.expected,
      answer: input.answer,
    });
    return ask(
      [
        {
          role: 'system',
          content: `${prompts.role} ${prompts.grade} ${prompts.writeIn} ${prompts.answerWith} ${replyShapes.grade}`,
        },
        { role: 'user', content },
      ],
      openAnswerGradeSchema,
    );
  };

  return {
    provider: 'openai',

    async generateSheet(input): Promise<Sheet> {
      const model = modelFor(input);
      const p = promptsFor(input.language);
      const task = `${p.sheet}${another(p, input)} ${p.answerWith} ${replyShapes.sheet}`;
      const replies = await inTurn(partsOf(input), (part) =>
        ask(messages(part, task), sheetReply, temperatureFor(input)),
      );
      // The parts' sheets one after the other, under the first part's title only.
      const blocks = withoutEmptyHeadings(
        replies
          .flatMap((reply, part) => reply.blocks.filter((b) => part === 0 || b.type !== 'h1'))
          .filter((b) => b.type.startsWith('h') || isSupported(model, b.text, 0.5))
          .map((b) => ({ type: b.type, text: b.text, marks: markTerms(b.text, b.terms) })),
      );
      const sheet = sheetSchema.safeParse({ blocks });
      if (!sheet.success) throw new AppError('STUDY_AI_INVALID_OUTPUT', { cause: sheet.error });
      return sheet.data;
    },

    async generateFlashcards(input) {
      const model = modelFor(input);
      const p = promptsFor(input.language);
      const task = `${p.flashcards}${another(p, input)} ${p.answerWith} ${replyShapes.flashcards} ${p.quoteRule}`;
      const replies = await inTurn(partsOf(input), (part) =>
        ask(messages(part, task), cardsReply, temperatureFor(input)),
      );
      const cards = groundedCards(
        model,
        input,
        replies.flatMap((reply) => reply.cards),
      );
      if (cards.length === 0) throw new AppError('STUDY_AI_INVALID_OUTPUT');
      return cards;
    },

    async generateQuiz(input) {
      const model = modelFor(input);
      const p = promptsFor(input.language);
      const answers = input.answerCount ?? 4;
      const types: QuestionType[] = input.type === 'mixed' ? ['mcq', 'open', 'fill'] : [input.type];
      const rules = types
        .map((t) => {
          const rule = t === 'mcq' ? p.mcqRule : t === 'open' ? p.openRule : p.fillRule;
          return fillTemplate(rule, { answers: String(answers) });
        })
        .join('; ');
      const taskFor = (count: number) =>
        `${fillTemplate(p.quiz, {
          count: String(count),
          type: input.type,
          rules,
          avoid: JSON.stringify(input.avoid ?? []),
        })} ${p.answerWith} ${replyShapes.quiz} ${p.quoteRule}`;
      // A long lesson's questions come from each of its parts, in proportion to its length.
      const parts = partsOf(input);
      const shares = questionShares(
        parts.map((part) => part.text),
        quizQuestionCount,
      );
      const asked = parts.flatMap((part, i) =>
        (shares[i] ?? 0) > 0 ? [{ part, count: shares[i] as number }] : [],
      );
      const replies = await inTurn(asked, ({ part, count }) =>
        ask(messages(part, taskFor(count)), quizReply),
      );
      const avoid = new Set((input.avoid ?? []).map(foldText));
      const seen = new Set<string>();
      const questions: QuizQuestion[] = [];
      for (const q of replies.flatMap((reply) => reply.questions)) {
        if (!types.includes(q.type)) continue;
        const prompt = foldText(q.prompt);
        const source = locateQuote(model, q.quote);
        if (!source || seen.has(prompt) || avoid.has(prompt) || !isSupported(model, q.answer)) {
          continue;
        }
        if (q.type === 'mcq') {
          const choices = [...new Set((q.choices ?? []).map((c) => c.trim()).filter(Boolean))];
          const others = choices.filter((c) => foldText(c) !== foldText(q.answer));
          if (others.length < answers - 1 || others.length === choices.length) continue;
          const picked = others.slice(0, answers - 1);
          if (!picked.every((c) => similarLength(c.length, q.answer.length))) continue;
          if (containsWords(prompt, foldText(q.answer))) continue;
          questions.push({
            type: 'mcq',
            prompt: q.prompt,
            choices: picked,
            answer: q.answer,
            source,
          });
        } else if (q.type === 'fill') {
          if (!q.prompt.includes(fillBlank) || containsWords(prompt, foldText(q.answer))) continue;
          questions.push({ type: 'fill', prompt: q.prompt, answer: q.answer, source });
        } else {
          questions.push({ type: 'open', prompt: q.prompt, answer: q.answer, source });
        }
        seen.add(prompt);
        if (questions.length === quizQuestionCount) break;
      }
      if (questions.length < quizQuestionCount) {
        const builtin = buildQuiz(model, {
          type: input.type,
          answerCount: answers,
          avoid: [...(input.avoid ?? []), ...questions.map((q) => q.prompt)],
        });
        for (const q of builtin.questions) {
          if (questions.length === quizQuestionCount) break;
          if (seen.has(foldText(q.prompt))) continue;
          seen.add(foldText(q.prompt));
          if (q.type === 'mcq') q.choices = q.choices.filter((c) => c !== q.answer);
          questions.push(q);
        }
      }
      const mcqs = questions.filter((q) => q.type === 'mcq');
      const random = seededRandom(hashString(input.text));
      const positions = shuffled(
        mcqs.map((_, i) => i % answers),
        random,
      );
      mcqs.forEach((q, i) => q.choices.splice(positions[i] as number, 0, q.answer));
      const quiz = { type: input.type, questions };
      // What the model wrote keeps every rule a builtin quiz keeps, or the builtin quiz is served.
      if (quizViolations(quiz, { text: input.text, answerCount: answers }).length > 0) {
        return buildQuiz(model, { type: input.type, answerCount: answers, avoid: input.avoid });
      }
      return quiz;
    },

    gradeOpenAnswer,

    async *answerCoach(input) {
      const model = modelFor(input);
      // "Quiz me" runs as in the builtin engine, the model grading the replies.
      const quiz = await quizTurn(model, input, gradeOpenAnswer);
      if (quiz) {
        for (const piece of quiz.text.match(/\S+\s*/g) ?? []) {
          if (input.signal?.aborted) return;
          yield { type: 'token', text: piece };
        }
        yield { type: 'sources', sources: quiz.sources };
        yield { type: 'quiz', quiz: quiz.quiz };
        yield { type: 'done' };
        return;
      }
      const prompts = promptsFor(input.language);
      const sources = retrieveSources(model, input, 4);
      const passages = sources.map((s, i) => `[${i + 1}] ${s.text}`).join('\n');
      // The passages travel as data in the student's turn: whatever they say, the system
      // instructions stay the only instructions.
      const chat: ChatMessage[] = [
        {
          role: 'system',
          content: `${prompts.role} ${prompts.dataRule} ${prompts.coach} ${prompts.writeIn}`,
        },
        ...input.history.map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: `${lessonBlock(passages)}\n\n${input.question}` },
      ];
      for await (const text of client.stream(chat, input.signal)) {
        yield { type: 'token', text };
      }
      if (input.signal?.aborted) return;
      yield { type: 'sources', sources };
      yield { type: 'done' };
    },
  };
}
