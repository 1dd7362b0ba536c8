/**
 * `tsx packages/study-engine/src/eval/term-recall-report.ts [--show]`: where the authors' key terms
 * are lost, per corpus and leave-one-corpus-out. "candidate" is the share of glossary terms that are
 * a key-term candidate at all (what candidate generation can reach); "top 1x" and "top 2x" the
 * share ranked among the first one and two times as many terms as the glossary has (what the
 * ranking reaches at that card count); "in card count" the share ranked among as many terms as
 * the lesson gets cards, and "card" the share that has a card (the eval's key-term recall). The
 * last four columns split what is lost: no candidate; ranked below the card count but within the
 * glossary's size (the card budget, where a lesson gets fewer cards than its glossary has terms);
 * ranked below both (the ranking); ranked within the card count but left without a card by the
 * card selection. `--show` lists the glossary terms that are no candidate.
 */
import { createBuiltinEngine } from '../builtin/builtin-engine.ts';
import { extractKeyTerms, termCandidates } from '../builtin/extract-key-terms.ts';
import { lessonModel } from '../builtin/lesson-model.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';
import { loadCorpus, loadHeldOutLessons, type CorpusLesson } from './corpus.ts';
import { fitTermModel } from './fit-term-weights.ts';
import { termKey } from './term-key.ts';

/** A term's keys with and without a trailing abbreviation, as the eval matches cards. */
function keysOf(surface: string, lesson: CorpusLesson): string[] {
  return [
    termKey(surface, lesson.language),
    termKey(surface.replace(/\s*\([^()]*\)$/, ''), lesson.language),
  ];
}

const lessons = loadCorpus();
const heldOut = loadHeldOutLessons();
const show = process.argv.includes('--show');
const groups = [...new Set(lessons.map((l) => l.corpus)), ...new Set(heldOut.map((l) => l.corpus))];
const rows = [
  '| corpus | terms | candidate | top 1x | top 2x | in card count | card | lost: no candidate | lost: card budget | lost: ranking | lost: card selection |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
const missing: string[] = [];
for (const corpus of groups) {
  const held = heldOut.some((l) => l.corpus === corpus);
  const measured = (held ? heldOut : lessons).filter((l) => l.corpus === corpus);
  const weights = fitTermModel(held ? lessons : lessons.filter((l) => l.corpus !== corpus));
  let total = 0;
  let candidates = 0;
  let first = 0;
  let second = 0;
  let inCount = 0;
  let carded = 0;
  let budget = 0;
  let misranked = 0;
  let unselected = 0;
  let notCandidate = 0;
  const engine = createBuiltinEngine({ termWeights: weights });
  for (const lesson of measured) {
    const analysis = analyzeLesson(lesson.text, lesson.language);
    const { cardCount } = lessonModel(lesson.text, lesson.language, weights);
    const cards = await engine.generateFlashcards({
      text: lesson.text,
      language: lesson.language,
      title: lesson.title,
    });
    const cardKeys = new Set(cards.flatMap((c) => (c.term ? keysOf(c.term, lesson) : [])));
    const candidateKeys = new Set(
      termCandidates(analysis).flatMap((c) => keysOf(c.surface, lesson)),
    );
    const size = lesson.terms.length;
    const ranked = extractKeyTerms(analysis, Math.max(2 * size, cardCount), weights).map((t) =>
      keysOf(t.surface, lesson),
    );
    const within = (count: number) => new Set(ranked.slice(0, count).flat());
    const [top1, top2, topCards] = [within(size), within(2 * size), within(cardCount)];
    for (const term of lesson.terms) {
      const key = termKey(term, lesson.language);
      total++;
      if (candidateKeys.has(key)) candidates++;
      else missing.push(`${corpus}: ${term}`);
      if (top1.has(key)) first++;
      if (top2.has(key)) second++;
      if (topCards.has(key)) inCount++;
      if (cardKeys.has(key)) carded++;
      else if (topCards.has(key)) unselected++;
      else if (top1.has(key)) budget++;
      else if (candidateKeys.has(key)) misranked++;
      else notCandidate++;
    }
  }
  const share = (n: number) => (n / Math.max(1, total)).toFixed(3);
  rows.push(
    `| ${corpus} | ${total} | ${[candidates, first, second, inCount, carded, notCandidate, budget, misranked, unselected].map(share).join(' | ')} |`,
  );
}
console.log(rows.join('\n'));
if (show) console.log(`\nNo candidate:\n${missing.join('\n')}`);
