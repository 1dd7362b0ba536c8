import { AppError, isAppError } from '@study/shared';

/** Where and how to reach an OpenAI-compatible chat completions API. */
export interface OpenAiConfig {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a network failure. */
  maxRetries?: number;
  /** First backoff delay; doubled at each retry, or replaced by the server's Retry-After. */
  retryDelayMs?: number;
  /** The lesson tokens one request carries; a longer lesson is read part by part (default 6000). */
  maxLessonTokens?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const defaults = { timeoutMs: 60_000, maxRetries: 2, retryDelayMs: 500 };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) ? Math.min(seconds * 1000, 30_000) : undefined;
}

/** The text delta of one streamed chunk; keep-alives and vendor extras have none. */
function parseDelta(data: string): string | undefined {
  try {
    const event = JSON.parse(data) as { choices?: Array<{ delta?: { content?: unknown } }> };
    const delta = event.choices?.[0]?.delta?.content;
    return typeof delta === 'string' && delta ? delta : undefined;
  } catch {
    return undefined;
  }
}

/** A minimal client of `/chat/completions` with timeouts and retries with backoff. */
export class OpenAiClient {
  private readonly config: Required<Omit<OpenAiConfig, 'apiKey' | 'maxLessonTokens'>> & {
    apiKey?: string;
  };

  constructor(config: OpenAiConfig) {
    // A setting left undefined ("AI_TIMEOUT_MS" unset) keeps its default instead of erasing it.
    const given = Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined));
    this.config = { ...defaults, ...given, baseUrl: config.baseUrl.replace(/\/+$/, '') } as never;
  }

  private async post(body: object, signal?: AbortSignal): Promise<Response> {
    const { maxRetries, retryDelayMs, timeoutMs } = this.config;
    let lastError: unknown;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      if (signal?.aborted) break;
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let wait = retryDelayMs * 2 ** attempt;
      try {
        const response = await fetch(`${this.config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.config.model, ...body }),
          signal: combined,
        });
        if (response.ok) return response;
        await response.body?.cancel();
        lastError = new Error(`AI endpoint answered ${response.status}`);
        if (response.status !== 429 && response.status < 500) {
          throw new AppError('STUDY_AI_INVALID_OUTPUT', { cause: lastError });
        }
        wait = retryAfterMs(response) ?? wait;
      } catch (error) {
        if (isAppError(error)) throw error;
        if (signal?.aborted) break;
        lastError = error;
      }
      if (attempt < maxRetries) await sleep(wait, signal);
    }
    throw new AppError('STUDY_AI_UNAVAILABLE', { cause: lastError });
  }

  /** The assistant's reply to `messages`, asking for a JSON object when `json` is set. */
  async complete(
    messages: ChatMessage[],
    options: { json?: boolean; signal?: AbortSignal; temperature?: number } = {},
  ) {
    const response = await this.post(
      {
        messages,
        temperature: options.temperature ?? 0.2,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      },
      options.signal,
    );
    const payload = (await response.json().catch(() => undefined)) as
      { choices?: Array<{ message?: { content?: unknown } }> } | undefined;
    const content = payload?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AppError('STUDY_AI_INVALID_OUTPUT');
    return content;
  }

  /** The assistant's reply streamed as text deltas (server-sent events). */
  async *stream(messages: ChatMessage[], signal?: AbortSignal): AsyncIterable<string> {
    const response = await this.post({ messages, temperature: 0.3, stream: true }, signal);
    if (!response.body) throw new AppError('STUDY_AI_INVALID_OUTPUT');
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const bytes of response.body) {
        if (signal?.aborted) return;
        buffer += decoder.decode(bytes as Uint8Array, { stream: true });
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          const delta = parseDelta(data);
          if (delta) yield delta;
        }
      }
    } catch (error) {
      // The student stopped the answer: ending quietly is the expected outcome.
      if (signal?.aborted) return;
      throw new AppError('STUDY_AI_UNAVAILABLE', { cause: error });
    }
  }
}
