import {
  chatStreamEventSchema,
  errorEnvelopeSchema,
  isErrorCode,
  type ChatStreamEvent,
} from '@study/shared';
import { ApiError } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n.ts';
import { createEventStreamReader } from './event-stream.ts';

/** The refusal a non-2xx answer carries (limit, busy, not found…), as the rest of the app reads it. */
async function refusalOf(response: Response): Promise<ApiError> {
  const envelope = errorEnvelopeSchema.safeParse(await response.json().catch(() => undefined));
  const code =
    envelope.success && isErrorCode(envelope.data.error.code)
      ? envelope.data.error.code
      : response.status >= 500
        ? 'CHAT_ERROR'
        : 'MALFORMED_REQUEST';
  return new ApiError(code, response.status, envelope.data?.error.details);
}

/**
 * Asks the coach (`POST /api/chat/conversations/:id/messages`) and hands every server-sent event to
 * `onEvent` as it arrives: the stored question, the tokens, the sources, then the stored answer or
 * an error. Read with fetch, as EventSource cannot POST. Throws ApiError when the question is
 * refused before the stream opens; aborting `signal` stops the answer (the server keeps it as
 * stopped).
 */
export async function sendChatMessage(
  conversationId: string,
  content: string,
  options: { signal: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'text/event-stream',
        'accept-language': i18next.language,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  if (!response.ok || !response.body) throw await refusalOf(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events = createEventStreamReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const data of events.push(value)) {
      options.onEvent(chatStreamEventSchema.parse(JSON.parse(data)));
    }
  }
}
