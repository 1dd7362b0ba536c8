/**
 * `tsx packages/study-engine/src/eval/run-coach-eval.ts [--grading] [--every N] [--coach-every N]
 * [--worst K]`: the grading and coach figures alone; `--grading` for the grading alone (minutes,
 * for working on the grader); `--every N` on every Nth corpus lesson only; `--coach-every N` asks
 * the coach on every Nth lesson only while grading on all (the held-out lessons are always all
 * measured); `--worst K` also prints the K worst graded answers of each kind, fit and measure
 * parts apart.
 */
import { loadCorpus } from './corpus.ts';
import { coachReport, worstCases, type GradeCase } from './evaluate-coach.ts';

const number = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? Math.max(1, Number(process.argv[at + 1]) || 1) : undefined;
};
const coach = !process.argv.includes('--grading');
const every = number('--every') ?? 1;
const worst = number('--worst');
const cases: GradeCase[] = [];
const lessons = loadCorpus().filter((_, i) => i % every === 0);
console.log(await coachReport(lessons, { coach, coachEvery: number('--coach-every'), cases }));
if (worst) console.log(`\n## Worst graded answers\n\n${worstCases(cases, worst)}`);
