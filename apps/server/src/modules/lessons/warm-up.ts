import type { StudyEngine } from '@study/study-engine';
import { pickLessonEmoji } from './lesson-emoji.ts';

const title = 'The water cycle';
const text = [
  '# The water cycle',
  'Water moves between the oceans, the air and the land in a cycle driven by the heat of the Sun. Evaporation turns liquid water from seas and lakes into water vapour, and plants release vapour through their leaves, which is called transpiration.',
  'As the vapour rises, it cools and condenses into tiny droplets that form clouds. When the droplets grow heavy enough, they fall back as precipitation: rain, snow or hail.',
  'On land, water runs off into rivers, soaks into the ground to feed aquifers, or is stored as ice in glaciers, before it returns to the oceans and the cycle starts again.',
].join('\n\n');

/**
 * Prepares one small lesson with the built-in engine, so that what the first preparation would
 * load and compile on the event loop (the engine's lexicon and word lists, the emoji patterns)
 * happens before the server takes requests rather than in the middle of them.
 */
export async function warmUpLessonPreparation(engine: StudyEngine): Promise<void> {
  if (engine.provider !== 'builtin') return;
  const input = { text, language: 'en' as const, title };
  await Promise.all([engine.generateSheet(input), engine.generateFlashcards(input)]);
  pickLessonEmoji(title, text);
}
