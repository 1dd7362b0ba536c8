import type { LessonLanguage } from '@study/shared';
import { Languages } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { sortedLessonLanguages } from '../../lesson-format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

export type LanguageChoice = LessonLanguage | 'auto';

/**
 * The lesson's language: detected by default, or one of the 11 named in the interface language.
 * `detected` says what detection found, announced politely as it changes.
 */
export function LanguageField({
  value,
  onChange,
  detected,
}: {
  value: LanguageChoice;
  onChange: (value: LanguageChoice) => void;
  detected: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <SelectField
        label={t('lessons.add.fields.language')}
        value={value}
        aria-describedby={value === 'auto' ? hintId : undefined}
        onChange={(event) => onChange(event.target.value as LanguageChoice)}
      >
        <option value="auto">{t('lessons.add.fields.detect')}</option>
        {sortedLessonLanguages(i18n.language).map(({ language, name }) => (
          <option key={language} value={language}>
            {name}
          </option>
        ))}
      </SelectField>
      {value === 'auto' && (
        <p
          id={hintId}
          aria-live="polite"
          data-testid="detected-language"
          className="flex items-center gap-1.5 text-xs text-ink-muted"
        >
          <Languages aria-hidden className="h-3.5 w-3.5 shrink-0" />
          {detected}
        </p>
      )}
    </div>
  );
}
