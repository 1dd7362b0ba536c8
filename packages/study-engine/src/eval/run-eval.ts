/**
 * `npm run eval`: the study engine's figures over every corpus lesson in `../shared/corpus/`, one
 * section after another (see `sections`). `--json` prints per-lesson figures instead of tables;
 * `--only material` (or `--only coach`) runs one section: the study material alone takes about a
 * minute, the coach and grading several.
 */
import { loadCorpus } from './corpus.ts';
import { coachReport } from './evaluate-coach.ts';
import type { EvalSection } from './eval-section.ts';
import { materialSection } from './material-section.ts';

const coachSection: EvalSection = {
  title: 'Coach and grading',
  run: (lessons) => coachReport(lessons),
};

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const sections: EvalSection[] = [
  ...(only === undefined || only === 'material' ? [materialSection] : []),
  ...(only === undefined || only === 'coach' ? [coachSection] : []),
];
if (sections.length === 0) throw new Error(`--only takes material or coach, not ${only}`);

const lessons = loadCorpus();
const json = process.argv.includes('--json');
for (const section of sections) {
  const output = await section.run(lessons, { json });
  console.log(json ? output : `## ${section.title}\n\n${output}\n`);
}
