import { createBuiltinEngine } from './builtin/builtin-engine.ts';
import type { StudyEngine } from './engine-types.ts';
import { createOpenAiEngine, type OpenAiConfig } from './openai/openai-engine.ts';

export type StudyEngineConfig = { provider: 'builtin' } | ({ provider: 'openai' } & OpenAiConfig);

/** The study engine for a provider: `builtin` (offline, the default) or any OpenAI-compatible API. */
export function createStudyEngine(
  config: StudyEngineConfig = { provider: 'builtin' },
): StudyEngine {
  return config.provider === 'openai' ? createOpenAiEngine(config) : createBuiltinEngine();
}
