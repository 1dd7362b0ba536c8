import { chatMessageMaxChars } from '@study/shared';
import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { QuotaLeft } from '../../../lib/limits/index.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const maxRows = 6;

/**
 * Where the student writes: Enter sends, Shift+Enter goes to a new line. While an answer is
 * written it is disabled and offers "Stop generating" instead of "Send".
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  onStop,
  answering,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: (question: string) => void;
  onStop: () => void;
  answering: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const remaining = chatMessageMaxChars - value.length;

  // Grows with its text up to a few lines, then scrolls.
  useEffect(() => {
    const textarea = field.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    const line = parseFloat(getComputedStyle(textarea).lineHeight) || 20;
    textarea.style.height = `${Math.min(textarea.scrollHeight, line * maxRows + 20)}px`;
  }, [value]);

  // Back to the field once the answer has ended, to ask the next question.
  useEffect(() => {
    if (!answering) field.current?.focus({ preventScroll: true });
  }, [answering]);

  const send = () => {
    const question = value.trim();
    if (!question || answering) return;
    onSend(question);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t('chat.composer.label')}
      </label>
      <div className="flex items-end gap-2 rounded-2xl border border-line bg-surface-raised p-2 shadow-xs focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-500/20">
        <textarea
          ref={field}
          id={id}
          rows={1}
          value={value}
          maxLength={chatMessageMaxChars}
          disabled={answering}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
          className="max-h-48 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-base text-ink placeholder:text-ink-muted/70 focus:outline-none disabled:opacity-60 md:text-sm"
        />
        {answering ? (
          <Button type="button" variant="secondary" onClick={onStop} className="shrink-0">
            <Square aria-hidden className="h-4 w-4 fill-current" />
            {t('chat.composer.stop')}
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            disabled={!value.trim()}
            aria-label={t('chat.composer.send')}
            className="shrink-0"
          >
            <SendHorizontal aria-hidden className="h-5 w-5" />
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="flex justify-between gap-3 px-2 text-xs text-ink-muted">
        <span className="hidden md:inline">{t('chat.composer.hint')}</span>
        <QuotaLeft metric="chat_message" />
        {remaining <= 200 && (
          <span className="ml-auto">{t('chat.composer.remaining', { count: remaining })}</span>
        )}
      </p>
    </form>
  );
}
