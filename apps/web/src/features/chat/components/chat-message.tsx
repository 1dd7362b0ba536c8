import type { ChatMessage, CoachSource } from '@study/shared';
import { Check, CircleAlert, Copy, RotateCcw, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { AnswerText } from './answer-text.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The student's question, on the right. */
export function UserMessage({ content }: { content: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-white md:max-w-[75%]">
        <span className="sr-only">{t('chat.message.you')}: </span>
        {content}
      </div>
    </li>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="button"
      variant="quiet"
      size="xs"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? (
        <Check aria-hidden className="h-4 w-4" />
      ) : (
        <Copy aria-hidden className="h-4 w-4" />
      )}
      <span aria-live="polite">{copied ? t('chat.message.copied') : t('chat.message.copy')}</span>
    </Button>
  );
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 90 ? `${line.slice(0, 88).trimEnd()}…` : line;
}

/** The passages an answer relies on; each one shows itself in the lesson. */
function Sources({
  sources,
  onShow,
}: {
  sources: CoachSource[];
  onShow: (source: CoachSource) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 border-t border-line pt-3">
      <p className="text-xs font-semibold text-ink-muted">{t('chat.message.sources')}</p>
      <ol className="mt-2 flex flex-col gap-1.5">
        {sources.map((source, index) => (
          <li key={`${source.start}-${source.end}`}>
            <button
              type="button"
              onClick={() => onShow(source)}
              aria-label={t('chat.message.showSource', {
                number: index + 1,
                excerpt: excerpt(source.text),
              })}
              className="group flex w-full items-start gap-2 rounded-lg border border-line bg-surface px-2.5 py-2 text-left text-xs text-ink-muted transition-colors hover:border-brand-500/50 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="shrink-0 rounded-md bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-700 dark:bg-brand-700/25 dark:text-brand-100">
                {t('chat.message.source', { number: index + 1 })}
              </span>
              <span className="line-clamp-2">{excerpt(source.text)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A coach answer on the left: its text as Markdown, copy, its sources; a stopped one says so, a
 * failed one shows the spec's message and offers to send the question again.
 */
export function AssistantMessage({
  message,
  streaming = false,
  onShowSource,
  onResend,
}: {
  message: Pick<ChatMessage, 'content' | 'sources' | 'status' | 'errorCode'>;
  streaming?: boolean;
  onShowSource: (source: CoachSource) => void;
  /** Sends the question of a failed answer again; absent while another answer is written. */
  onResend?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const failed = message.status === 'failed';
  return (
    <li className="flex justify-start">
      <article
        aria-busy={streaming || undefined}
        className={cn(
          'max-w-[92%] min-w-0 rounded-2xl rounded-bl-md border bg-surface-raised px-4 py-3 text-sm leading-relaxed text-ink md:max-w-[85%]',
          failed ? 'border-red-200 dark:border-red-900/60' : 'border-line',
        )}
      >
        <p className="sr-only">{t('chat.message.coach')}:</p>
        {message.content && <AnswerText text={message.content} />}
        {streaming && (
          <p className={cn('text-ink-muted', message.content && 'mt-2')}>
            <span className="inline-flex items-center gap-1.5 text-xs">
              <span className="h-2 w-2 animate-pulse rounded-full bg-brand-500" />
              {t('chat.message.writing')}
            </span>
          </p>
        )}
        {failed && (
          <div
            role="alert"
            className={cn(
              'flex flex-wrap items-center gap-x-3 gap-y-2 text-red-700 dark:text-red-300',
              message.content && 'mt-3',
            )}
          >
            <CircleAlert aria-hidden className="h-4 w-4 shrink-0" />
            <span className="min-w-0 flex-1">{errorText(message.errorCode, {}, 'CHAT_ERROR')}</span>
            {onResend && (
              <Button type="button" variant="secondary" size="sm" onClick={onResend}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('chat.message.resend')}
              </Button>
            )}
          </div>
        )}
        {message.status === 'stopped' && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-ink-muted">
            <Square aria-hidden className="h-3 w-3" />
            {t('chat.message.stopped')}
          </p>
        )}
        {!streaming && !failed && message.sources.length > 0 && (
          <Sources sources={message.sources} onShow={onShowSource} />
        )}
        {!streaming && !failed && message.content && (
          <div className="mt-2 -mb-1 flex justify-end">
            <CopyButton text={message.content} />
          </div>
        )}
      </article>
    </li>
  );
}
