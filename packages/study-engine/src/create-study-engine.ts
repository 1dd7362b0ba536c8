import { AppError } from '@study/shared';
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

/**
 * The engine configuration the command-line tools (`npm run study`, `npm run eval`) take from the
 * environment: `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`, `AI_TIMEOUT_MS` and `AI_MAX_LESSON_TOKENS`,
 * as the server reads them.
 */
export function engineConfigFromEnv(
  provider: StudyEngineConfig['provider'],
  env: NodeJS.ProcessEnv = process.env,
): StudyEngineConfig {
  if (provider === 'builtin') return { provider };
  const baseUrl = env.AI_BASE_URL;
  const model = env.AI_MODEL;
  if (!baseUrl || !model) throw new AppError('STUDY_AI_NOT_CONFIGURED');
  return {
    provider,
    baseUrl,
    model,
    apiKey: env.AI_API_KEY,
    timeoutMs: Number(env.AI_TIMEOUT_MS) || undefined,
    maxLessonTokens: Number(env.AI_MAX_LESSON_TOKENS) || undefined,
  };
}
