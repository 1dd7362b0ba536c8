import { chatStreamEventSchema, type ChatStreamEvent } from '@study/shared';
import { ApiError, readApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createEventStreamReader } from './event-stream.ts';

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
        'accept-language': i18n.language,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ content }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError('SERVICE_UNAVAILABLE', 0);
  }
  // A refusal (limit, busy, not found…) is read as the rest of the app reads one.
  if (!response.ok || !response.body) throw await readApiError(response, 'CHAT_ERROR');

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
