/**
 * `node --import tsx apps/server/bench/chat-bench.ts`: how long a student waits for the coach with
 * the builtin engine, through the real HTTP API on the embedded database: from sending "What is
 * <term>?" to the first streamed token, and to the stored answer. Corpus lessons of three sizes,
 * every glossary term of each, after a first question timed apart. Prints a table, asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../src/paths.ts';
import { createUser } from '../test/auth-helpers.ts';
import { readEventStream, startConversation, streamEvents } from '../test/chat-helpers.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { createLesson, waitForLesson } from '../test/lesson-helpers.ts';

const corpus = path.join(serverRoot, '../../../shared/corpus/openstax-anatomy-physiology');
const lessonIds = ['m46342', 'm46032', 'm46577'];

interface Timing {
  firstTokenMs: number;
  answerMs: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeQuestion(url: string, cookie: string, origin: string, question: string) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ content: question }),
  });
  if (response.status !== 200) throw new Error(`question refused: ${response.status}`);
  const { text, firstTokenMs } = await readEventStream(response, started);
  const answerMs = performance.now() - started;
  const event = streamEvents(text).at(-1)!;
  if (event.type !== 'assistant-message') throw new Error(`answer ended with ${event.type}`);
  return { firstTokenMs: firstTokenMs ?? answerMs, answerMs };
}

const app = await createTestApp('pglite', {
  env: { PLAN_FREE_CHAT_MESSAGES_PER_DAY: '100000', PLAN_FREE_GENERATIONS_PER_MONTH: '100' },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const rows: string[] = [];
try {
  const user = await createUser(app);
  for (const id of lessonIds) {
    const text = readFileSync(path.join(corpus, `${id}.md`), 'utf8');
    const { terms } = JSON.parse(readFileSync(path.join(corpus, `${id}.terms.json`), 'utf8')) as {
      terms: { term: string }[];
    };
    const created = await createLesson(app, user, { text, title: `Corpus ${id}` });
    await waitForLesson(app, user, created.id);
    const conversation = await startConversation(app, user, created.id);
    const url = `${address}/api/chat/conversations/${conversation.id}/messages`;
    // The first question of a lesson builds the engine's model of it (kept for the next ones).
    const cold = await timeQuestion(url, user.cookie, app.config.publicUrl, 'What is it about?');
    const timings: Timing[] = [];
    for (const { term } of terms) {
      timings.push(await timeQuestion(url, user.cookie, app.config.publicUrl, `What is ${term}?`));
    }
    const first = timings.map((t) => t.firstTokenMs);
    const full = timings.map((t) => t.answerMs);
    rows.push(
      `| ${id} | ${text.length} | ${cold.firstTokenMs.toFixed(1)} | ${timings.length} | ${percentile(first, 50).toFixed(1)} | ${percentile(first, 95).toFixed(1)} | ${percentile(full, 50).toFixed(1)} | ${percentile(full, 95).toFixed(1)} |`,
    );
  }
} finally {
  await app.close();
}
console.log('Coach chat, builtin engine, PGlite, over HTTP (ms)\n');
console.log(
  '| Lesson | Characters | First question | Questions | First token p50 | First token p95 | Answer p50 | Answer p95 |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
