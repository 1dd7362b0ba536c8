/**
 * `npm run -s study -- <file> [--quiz mcq|open|fill|mixed] [--answers 2|3|4] [--provider builtin|openai]`
 * prints one JSON object: the lesson's language, title, sheet, flashcards and a quiz; on failure
 * `{"error":{"code","message"}}` and a non-zero exit.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  answerCounts,
  formatErrorMessage,
  isAppError,
  quizTypes,
  type AnswerCount,
  type QuizType,
} from '@study/shared';
import { createStudyEngine, engineConfigFromEnv } from './create-study-engine.ts';
import { detectLessonLanguage } from '@study/shared/language-detection';

interface CliOptions {
  file: string;
  quiz: QuizType;
  answers: AnswerCount;
  provider: 'builtin' | 'openai';
}

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', { details: { message } });
}

function parseArgs(argv: string[]): CliOptions {
  const options: Partial<CliOptions> = { quiz: 'mcq', answers: 4, provider: 'builtin' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = argv[i + 1];
    if (arg === '--quiz') {
      if (!quizTypes.includes(value as QuizType)) invalid(`--quiz takes ${quizTypes.join('|')}`);
      options.quiz = value as QuizType;
      i++;
    } else if (arg === '--answers') {
      const count = Number(value);
      if (!answerCounts.includes(count as AnswerCount)) invalid('--answers takes 2|3|4');
      options.answers = count as AnswerCount;
      i++;
    } else if (arg === '--provider') {
      if (value !== 'builtin' && value !== 'openai') invalid('--provider takes builtin|openai');
      options.provider = value;
      i++;
    } else if (arg.startsWith('--')) {
      invalid(`Unknown option ${arg}`);
    } else if (options.file === undefined) {
      options.file = arg;
    } else {
      invalid(`Unexpected argument ${arg}`);
    }
  }
  if (!options.file)
    invalid(
      'Usage: study <file.md|file.txt> [--quiz mcq|open|fill|mixed] [--answers 2|3|4] [--provider builtin|openai]',
    );
  return options as CliOptions;
}

async function readLesson(file: string): Promise<string> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.md' && extension !== '.txt') throw new AppError('STUDY_FILE_NOT_READABLE');
  try {
    return await readFile(path.resolve(process.cwd(), file), 'utf8');
  } catch (cause) {
    throw new AppError('STUDY_FILE_NOT_READABLE', { cause });
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const text = await readLesson(options.file);
  const { language } = detectLessonLanguage(text);
  const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim();
  const title = heading ?? path.basename(options.file, path.extname(options.file));
  const engine = createStudyEngine(engineConfigFromEnv(options.provider));
  const input = { text, language, title };
  const sheet = await engine.generateSheet(input);
  const flashcards = await engine.generateFlashcards(input);
  const quiz = await engine.generateQuiz({
    ...input,
    type: options.quiz,
    answerCount: options.answers,
  });
  process.stdout.write(`${JSON.stringify({ language, title, sheet, flashcards, quiz })}\n`);
}

main().catch((error: unknown) => {
  const appError = isAppError(error) ? error : new AppError('INTERNAL_ERROR', { cause: error });
  const detail = (appError.details as { message?: string } | undefined)?.message;
  const message = detail ?? formatErrorMessage(appError.code, 'en', appError.params);
  process.stdout.write(`${JSON.stringify({ error: { code: appError.code, message } })}\n`);
  if (!isAppError(error)) console.error(error);
  process.exitCode = 1;
});
