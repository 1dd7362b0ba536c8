import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { themes, useTheme, type Theme } from '../lib/theme.ts';
import { useTranslation } from '../lib/i18n.ts';

const icons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Light, dark or the system's theme, as a radio group. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm text-ink-muted">{t('preferences.theme')}</legend>
      {themes.map((option) => {
        const Icon = icons[option];
        return (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              theme === option
                ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100'
                : 'border-line bg-surface-raised text-ink',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="sr-only"
            />
            <Icon aria-hidden className="h-4 w-4" />
            {t(`preferences.themes.${option}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
