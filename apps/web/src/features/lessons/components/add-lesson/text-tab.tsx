import { documentLimits } from '@study/shared';
import { useId } from 'react';
import { FieldError, textareaClassName } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';
import { pastedLength } from '../../lesson-upload-checks.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** The Plain text tab: the lesson pasted or typed, with a live count against the limits. */
export function TextTab({
  text,
  onChange,
  error,
  disabled,
}: {
  text: string;
  onChange: (text: string) => void;
  /** The translated refusal, shown under the field. */
  error: string | null;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const length = pastedLength(text);
  const over = length > documentLimits.maxPastedTextChars;
  const enough = length >= documentLimits.minPastedTextChars;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('lessons.add.text.label')}
      </label>
      <textarea
        id={id}
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('lessons.add.text.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-count`, error && `${id}-error`)}
        spellCheck
        className={cn(textareaClassName, 'min-h-44 md:min-h-56')}
      />
      <div
        id={`${id}-count`}
        className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-ink-muted"
      >
        <span>
          {enough
            ? t('lessons.add.text.enough')
            : t('lessons.add.text.min', { min: number.format(documentLimits.minPastedTextChars) })}
        </span>
        <span
          data-testid="text-count"
          className={cn('tabular-nums', over && 'font-medium text-red-600 dark:text-red-400')}
        >
          {t('lessons.add.text.count', {
            value: number.format(length),
            max: number.format(documentLimits.maxPastedTextChars),
          })}
        </span>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
