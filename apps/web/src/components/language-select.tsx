import { interfaceLanguages, isInterfaceLanguage, type InterfaceLanguage } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { profileQueryOptions, updateProfile } from '../lib/auth/auth-queries.ts';
import { changeLanguage, useTranslation } from '../lib/i18n.ts';
import { cn } from '../lib/cn.ts';

/**
 * Switches the interface language; the choice is remembered on this device and, when signed in, on
 * the profile, so the mails follow it.
 */
export function LanguageSelect({
  className,
  hideLabel = false,
}: {
  className?: string;
  hideLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const choose = (language: InterfaceLanguage) => {
    void changeLanguage(language);
    const profile = queryClient.getQueryData(profileQueryOptions.queryKey);
    if (profile && profile.language !== language) {
      updateProfile(queryClient, { language }).catch((error: unknown) =>
        console.error('error saving the language', error),
      );
    }
  };
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('text-sm text-ink-muted', hideLabel && 'sr-only')}>
        {t('preferences.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) choose(event.target.value);
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
