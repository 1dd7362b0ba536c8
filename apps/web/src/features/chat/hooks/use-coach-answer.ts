import type { ChatMessage, CoachSource, ConversationDetail } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useLimitReached } from '../../../lib/limits/index.ts';
import { useCreateConversation } from '../api/create-conversation.ts';
import { conversationQueryKey } from '../api/get-conversation.ts';
import { conversationListKey } from '../api/list-conversations.ts';
import { sendChatMessage } from '../api/send-chat-message.ts';

/** The answer being written: the question as sent, then as stored, and what has streamed so far. */
export interface LiveAnswer {
  question: string;
  userMessage: ChatMessage | null;
  text: string;
  sources: CoachSource[];
}

/** A question that did not get through, kept so it can be sent again. */
export interface AskFailure {
  error: ApiError;
  question: string;
}

/** An answer the stream ended without the server's copy of (failed or stopped), for the cache. */
function endedAnswer(
  live: LiveAnswer,
  status: 'failed' | 'stopped',
  errorCode: string | null,
): ChatMessage {
  return {
    id: crypto.randomUUID(),
    role: 'assistant',
    content: live.text,
    sources: live.sources,
    status,
    errorCode,
    createdAt: new Date().toISOString(),
  };
}

/**
 * Asking the coach in a conversation (started on the first question when there is none): streams
 * the answer into `live`, then writes the question and its answer (complete, failed or stopped)
 * into the conversation's cache. A refusal before the stream (limit, busy…) is `failure`, with the
 * question to resend; a plan-limit refusal also raises the limit-reached flag. Leaving the screen
 * stops the answer.
 */
export function useCoachAnswer(options: {
  lessonId: string;
  conversationId: string | null;
  /** Told the id of the conversation a first question started. */
  onConversationStarted: (id: string) => void;
}) {
  const { lessonId, conversationId, onConversationStarted } = options;
  const queryClient = useQueryClient();
  const createConversation = useCreateConversation(lessonId);
  const limits = useLimitReached();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const [failure, setFailure] = useState<AskFailure | null>(null);
  const liveRef = useRef<LiveAnswer | null>(null);
  const stopRef = useRef<AbortController | null>(null);

  useEffect(() => () => stopRef.current?.abort(), []);

  const update = (change: (current: LiveAnswer) => LiveAnswer) => {
    if (!liveRef.current) return;
    liveRef.current = change(liveRef.current);
    setLive(liveRef.current);
  };

  /**
   * Adds the ended exchange to the conversation's cache. A read of the conversation still on its way
   * (the one a new conversation triggers, a refocus) is cancelled first: it left the server before
   * the answer was stored and would bring back the conversation without it.
   */
  const append = useCallback(
    async (id: string, messages: ChatMessage[]) => {
      await queryClient.cancelQueries({ queryKey: conversationQueryKey(id), exact: true });
      queryClient.setQueryData<ConversationDetail>(conversationQueryKey(id), (conversation) =>
        conversation
          ? {
              ...conversation,
              messages: [...conversation.messages, ...messages],
              messageCount: conversation.messageCount + messages.length,
            }
          : conversation,
      );
    },
    [queryClient],
  );

  const ask = useCallback(
    async (question: string) => {
      if (stopRef.current) return;
      const stop = new AbortController();
      stopRef.current = stop;
      setFailure(null);
      liveRef.current = { question, userMessage: null, text: '', sources: [] };
      setLive(liveRef.current);
      let id = conversationId;
      // The question and its answer, once the stream has said how the answer ended.
      let ended: ChatMessage[] | null = null;
      try {
        if (!id) {
          id = (await createConversation.mutateAsync()).id;
          onConversationStarted(id);
        }
        const target = id;
        await sendChatMessage(target, question, {
          signal: stop.signal,
          onEvent: (event) => {
            if (event.type === 'user-message') {
              update((current) => ({ ...current, userMessage: event.message }));
            } else if (event.type === 'token') {
              update((current) => ({ ...current, text: current.text + event.text }));
            } else if (event.type === 'sources') {
              update((current) => ({ ...current, sources: event.sources }));
            } else {
              const current = liveRef.current;
              if (!current?.userMessage) return;
              ended = [
                current.userMessage,
                event.type === 'assistant-message'
                  ? event.message
                  : endedAnswer(current, 'failed', event.code),
              ];
            }
          },
        });
      } catch (error) {
        const current = liveRef.current;
        if (stop.signal.aborted) {
          if (current?.userMessage) {
            ended = [current.userMessage, endedAnswer(current, 'stopped', null)];
          }
        } else if (error instanceof ApiError && !current?.userMessage) {
          limits.report(error);
          setFailure({ error, question });
        } else {
          // The connection broke mid-answer: what the server stored is read again below.
          setFailure({ error: new ApiError('CHAT_ERROR', 0), question });
        }
      } finally {
        if (id && ended) {
          await append(id, ended);
        } else if (id && liveRef.current?.userMessage) {
          void queryClient.invalidateQueries({ queryKey: conversationQueryKey(id) });
        }
        liveRef.current = null;
        stopRef.current = null;
        setLive(null);
        void queryClient.invalidateQueries({ queryKey: conversationListKey(lessonId) });
      }
    },
    [
      append,
      conversationId,
      createConversation,
      lessonId,
      limits,
      onConversationStarted,
      queryClient,
    ],
  );

  return {
    live,
    isAnswering: live !== null,
    failure,
    ask,
    /** "Stop generating": the server keeps what was written as a stopped answer. */
    stop: () => stopRef.current?.abort(),
    dismissFailure: () => setFailure(null),
  };
}
