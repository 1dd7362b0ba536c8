/**
 * `npm run eval`: the study engine's figures over every corpus lesson in `../shared/corpus/`, one
 * section after another (see `sections`). `--json` prints per-lesson figures instead of tables;
 * `--only material` (or `--only coach`) runs one section: the study material alone takes about a
 * minute, the coach and grading several. `--provider openai [--lessons N]` measures the model
 * configured in the environment (`AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`) on the first N lessons
 * of each corpus (3 by default) with the same material table.
 */
import { loadCorpus } from './corpus.ts';
import { coachReport } from './evaluate-coach.ts';
import type { EvalSection } from './eval-section.ts';
import { createStudyEngine, engineConfigFromEnv } from '../create-study-engine.ts';
import { engineMaterialSection, materialSection } from './material-section.ts';

const coachSection: EvalSection = {
  title: 'Coach and grading',
  run: (lessons) => coachReport(lessons),
};

const option = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const only = option('--only');
const provider = option('--provider') ?? 'builtin';
if (provider !== 'builtin' && provider !== 'openai') {
  throw new Error(`--provider takes builtin or openai, not ${provider}`);
}
const material =
  provider === 'openai'
    ? engineMaterialSection(
        createStudyEngine(engineConfigFromEnv(provider)),
        Number(option('--lessons')) || 3,
      )
    : materialSection;
const sections: EvalSection[] = [
  ...(only === undefined || only === 'material' ? [material] : []),
  ...(only === undefined || only === 'coach' ? [coachSection] : []),
];
if (sections.length === 0) throw new Error(`--only takes material or coach, not ${only}`);

const lessons = loadCorpus();
const json = process.argv.includes('--json');
for (const section of sections) {
  const output = await section.run(lessons, { json });
  console.log(json ? output : `## ${section.title}\n\n${output}\n`);
}
