import { interfaceLanguages, isInterfaceLanguage } from '@study/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n.ts';
import { cn } from '../lib/cn.ts';

/** Switches the interface language; the choice is remembered on this device. */
export function LanguageSelect({
  className,
  hideLabel = false,
}: {
  className?: string;
  hideLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-sm text-ink-muted', hideLabel && 'sr-only')}>
        {t('preferences.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 rounded-lg border border-line bg-surface-raised px-2 text-sm text-ink"
      >
        {interfaceLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`preferences.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
