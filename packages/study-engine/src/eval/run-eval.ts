/**
 * `npm run eval`: the study engine's figures over every corpus lesson in `../shared/corpus/`, one
 * section after another (see `sections`). `--json` prints per-lesson figures instead of tables.
 */
import { loadCorpus } from './corpus.ts';
import { coachReport } from './evaluate-coach.ts';
import type { EvalSection } from './eval-section.ts';
import { materialSection } from './material-section.ts';

const coachSection: EvalSection = {
  title: 'Coach and grading',
  run: (lessons) => coachReport(lessons),
};

const sections: EvalSection[] = [materialSection, coachSection];

const lessons = loadCorpus();
const json = process.argv.includes('--json');
for (const section of sections) {
  const output = await section.run(lessons, { json });
  console.log(json ? output : `## ${section.title}\n\n${output}\n`);
}
