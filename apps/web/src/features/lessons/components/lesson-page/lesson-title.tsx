import { lessonTitleMaxChars, type ErrorCode } from '@study/shared';
import { isErrorCode } from '../../../../lib/error-codes.ts';
import { Check, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FieldError, inputLook } from '../../../../components/ui/text-field.tsx';
import { ApiError, fieldIssues } from '../../../../lib/api-client.ts';
import { cn } from '../../../../lib/cn.ts';
import { loadContracts } from '../../../../lib/contracts.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** An icon button's shape; its icon is muted, or the brand colour for saving. */
const iconButtonShape =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';
const iconButton = `${iconButtonShape} text-ink-muted`;

/** The lesson title as the page heading, renamed in place (3 characters at least). */
export function LessonTitle({
  title,
  onRename,
}: {
  title: string;
  onRename: (title: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // A code of the check here, or the server's refusal with the values it names.
  const [error, setError] = useState<ErrorCode | ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  const stop = () => {
    setDraft(null);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    // The schemas are downloaded with the first pointer or key (ADR 255): here, or on their way.
    const { lessonTitleSchema } = await loadContracts();
    const parsed = lessonTitleSchema.safeParse(draft);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      setError(isErrorCode(code) ? code : 'LESSON_TITLE_TOO_SHORT');
      return;
    }
    if (parsed.data === title) return stop();
    setSaving(true);
    try {
      await onRename(parsed.data);
      stop();
    } catch (failure) {
      setError(
        fieldIssues(failure).title ?? (failure instanceof ApiError ? failure : 'INTERNAL_ERROR'),
      );
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-start gap-1">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-ink md:text-3xl">
          {title}
        </h1>
        <button
          type="button"
          onClick={() => setDraft(title)}
          aria-label={t('lesson.header.rename')}
          title={t('lesson.header.rename')}
          className={cn(iconButton, 'mt-0.5 md:mt-1')}
        >
          <Pencil aria-hidden className="h-4 w-4" />
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <label htmlFor="lesson-title-input" className="sr-only">
          {t('lesson.header.titleLabel')}
        </label>
        <input
          id="lesson-title-input"
          autoFocus
          value={draft}
          maxLength={lessonTitleMaxChars}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') stop();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'lesson-title-error' : undefined}
          className={cn(inputLook, 'h-11 w-full border-line text-lg font-semibold md:text-xl')}
        />
        <button
          type="submit"
          disabled={saving}
          aria-label={t('lesson.header.save')}
          title={t('lesson.header.save')}
          className={cn(iconButtonShape, 'text-brand-600')}
        >
          <Check aria-hidden className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={stop}
          aria-label={t('lesson.cancel')}
          title={t('lesson.cancel')}
          className={iconButton}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      {error && <FieldError id="lesson-title-error">{errorText(error)}</FieldError>}
    </form>
  );
}
