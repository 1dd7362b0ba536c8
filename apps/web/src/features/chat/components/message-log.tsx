import type { ChatMessage, CoachSource } from '@study/shared';
import { MessageCircleQuestion } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { LiveAnswer } from '../hooks/use-coach-answer.ts';
import { AssistantMessage, UserMessage } from './chat-message.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const suggestions = ['explain', 'quiz', 'remember'] as const;

/** An empty conversation: what the coach does, and three questions to start with. */
function EmptyConversation({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-auto flex max-w-md flex-col items-center px-2 py-8 text-center">
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
        <MessageCircleQuestion aria-hidden className="h-7 w-7" />
      </div>
      <h2 className="text-lg font-semibold text-ink">{t('chat.empty.title')}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{t('chat.empty.body')}</p>
      <h3 className="sr-only">{t('chat.suggestions.label')}</h3>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {suggestions.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onAsk(t(`chat.suggestions.${key}`))}
              className="rounded-full border border-line bg-surface-raised px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-brand-500/60 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-brand-700/20"
            >
              {t(`chat.suggestions.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The question a failed answer replied to: the user message just before it. */
function questionBefore(messages: ChatMessage[], index: number): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role === 'user') return message.content;
  }
  return undefined;
}

/**
 * The conversation, oldest first, with the answer being written at the end. It follows the new
 * text down while the student is at the bottom, and leaves them be when they scrolled up to read;
 * mount it anew per conversation so that each opens at its end.
 */
export function MessageLog({
  messages,
  live,
  onAsk,
  onShowSource,
}: {
  messages: ChatMessage[];
  live: LiveAnswer | null;
  onAsk: (question: string) => void;
  onShowSource: (source: CoachSource) => void;
}) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const element = log.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [messages, live]);

  if (messages.length === 0 && !live) {
    return (
      <div className="relative flex min-h-0 flex-1 overflow-y-auto">
        <EmptyConversation onAsk={onAsk} />
      </div>
    );
  }

  return (
    <div
      ref={log}
      role="log"
      aria-label={t('chat.message.log')}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
      className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain"
    >
      <ol className="flex flex-col gap-4 px-1 py-4">
        {messages.map((message, index) => {
          if (message.role === 'user') {
            return <UserMessage key={message.id} content={message.content} />;
          }
          // Only the last answer can be asked again: a later one already moved on.
          const last = index === messages.length - 1;
          const question =
            last && message.status === 'failed' ? questionBefore(messages, index) : undefined;
          return (
            <AssistantMessage
              key={message.id}
              message={message}
              onShowSource={onShowSource}
              onResend={question && !live ? () => onAsk(question) : undefined}
            />
          );
        })}
        {live && (
          <>
            <UserMessage content={live.question} />
            <AssistantMessage
              streaming
              message={{
                content: live.text,
                sources: live.sources,
                status: 'complete',
                errorCode: null,
              }}
              onShowSource={onShowSource}
            />
          </>
        )}
      </ol>
    </div>
  );
}
