/**
 * `npm run eval`: the builtin engine over every corpus lesson in `../shared/corpus/`, printing per
 * corpus and overall the key-term recall, cards per glossary term, sheet coverage, sheet length
 * ratio, quiz invariant violations and median milliseconds per lesson (sheet + cards + quiz).
 * `--json` prints the per-lesson figures as JSON instead.
 */
import { loadCorpus } from './corpus.ts';
import { evaluateLesson, type LessonScore } from './evaluate-lesson.ts';

interface Summary {
  name: string;
  lessons: number;
  recall: number;
  cardsPerTerm: number;
  coverage: number;
  sheetRatio: number;
  violations: number;
  medianMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summarize(name: string, scores: LessonScore[]): Summary {
  const sum = (pick: (s: LessonScore) => number) => scores.reduce((t, s) => t + pick(s), 0);
  const terms = sum((s) => s.terms);
  return {
    name,
    lessons: scores.length,
    recall: sum((s) => s.termsFound) / terms,
    cardsPerTerm: sum((s) => s.cards) / terms,
    coverage: sum((s) => s.termsInSheet) / terms,
    sheetRatio: sum((s) => s.sheetChars) / sum((s) => s.lessonChars),
    violations: sum((s) => s.violations.length),
    medianMs: median(scores.map((s) => s.ms)),
  };
}

const targets =
  'targets: recall >= 0.80, cards/term <= 2, coverage >= 0.90, sheet 0.15-0.30, 0 violations, median <= 100 ms';

function table(rows: Summary[]): string {
  const header =
    '| corpus | lessons | key-term recall | cards / term | sheet coverage | sheet / lesson | quiz violations | median ms |';
  const line = '|---|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows.map(
    (r) =>
      `| ${r.name} | ${r.lessons} | ${r.recall.toFixed(3)} | ${r.cardsPerTerm.toFixed(2)} | ${r.coverage.toFixed(3)} | ${r.sheetRatio.toFixed(3)} | ${r.violations} | ${r.medianMs.toFixed(1)} |`,
  );
  return [header, line, ...body].join('\n');
}

const lessons = loadCorpus();
const scores: LessonScore[] = [];
for (const lesson of lessons) scores.push(await evaluateLesson(lesson));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(scores, null, 2));
} else {
  const corpora = [...new Set(scores.map((s) => s.corpus))];
  const rows = corpora.map((c) =>
    summarize(
      c,
      scores.filter((s) => s.corpus === c),
    ),
  );
  if (corpora.length > 1) rows.push(summarize('overall', scores));
  console.log(table(rows));
  console.log(targets);
  const broken = scores.filter((s) => s.violations.length > 0);
  for (const s of broken.slice(0, 10))
    console.log(`${s.corpus}/${s.id}: ${s.violations.slice(0, 3).join('; ')}`);
}
