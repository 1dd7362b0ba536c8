/**
 * `npm run bench -- engine`: times the builtin engine over the corpus (sheet + flashcards + quiz per
 * lesson, cold, then warm from the lesson cache) and the coach's retrieval, and prints a table.
 * Figures, not assertions.
 */
import os from 'node:os';
import { createStudyEngine } from '../src/create-study-engine.ts';
import { loadCorpus } from '../src/eval/corpus.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const lessons = loadCorpus();
const engine = createStudyEngine();
const cold: number[] = [];
const sheets: number[] = [];
const warmQuiz: number[] = [];
const coach: number[] = [];
let characters = 0;

await engine.generateSheet({ text: lessons[0]?.text ?? '', language: 'en' });
for (const lesson of lessons) {
  const input = { text: lesson.text, language: 'en' as const };
  characters += lesson.text.length;
  cold.push(
    await time(async () => {
      sheets.push(await time(() => engine.generateSheet(input)));
      await engine.generateFlashcards(input);
      await engine.generateQuiz({ ...input, type: 'mcq', answerCount: 4 });
    }),
  );
  warmQuiz.push(await time(() => engine.generateQuiz({ ...input, type: 'mixed' })));
  coach.push(
    await time(async () => {
      for await (const _event of engine.answerCoach({
        ...input,
        history: [],
        question: `What is ${lesson.terms[0] ?? lesson.title}?`,
      })) {
        // Draining the stream is the work being timed.
      }
    }),
  );
}

const total = cold.reduce((sum, ms) => sum + ms, 0);
const row = (name: string, values: number[]) =>
  `| ${name} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 90).toFixed(1)} | ${Math.max(...values).toFixed(1)} |`;
console.log(
  `Builtin engine over ${lessons.length} corpus lessons (${(characters / 1e6).toFixed(2)} M chars), ${os.cpus().length} CPUs`,
);
console.log('| step | median ms | p90 ms | max ms |');
console.log('|---|---:|---:|---:|');
console.log(row('sheet + cards + MCQ quiz (cold lesson)', cold));
console.log(row('of which: sheet, with the lesson analysis', sheets));
console.log(row('another quiz on a cached lesson', warmQuiz));
console.log(row('coach answer (BM25 retrieval, streamed)', coach));
console.log(`Throughput: ${(((characters / total) * 1000) / 1e3).toFixed(0)} k chars/s`);
