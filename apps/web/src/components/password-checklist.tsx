import { passwordChecks, passwordRules, type PasswordCheck } from '@study/shared';
import { Check, Circle } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.ts';

const checkKeys = Object.keys(passwordChecks) as PasswordCheck[];

/** The password rule as a live checklist under a new-password field. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const items = [
    {
      key: 'length',
      label: t('auth.rules.length', { min: passwordRules.min }),
      met: password.length >= passwordRules.min && password.length <= passwordRules.max,
    },
    ...checkKeys.map((key) => ({
      key,
      label: t(`auth.rules.${key}`),
      met: passwordChecks[key](password),
    })),
  ];
  return (
    <ul aria-label={t('auth.rules.title')} className="grid grid-cols-1 gap-1 sm:grid-cols-2">
      {items.map(({ key, label, met }) => {
        const Icon = met ? Check : Circle;
        return (
          <li
            key={key}
            data-met={met}
            className={cn(
              'flex items-center gap-2 text-xs transition-colors',
              met ? 'text-emerald-700 dark:text-emerald-400' : 'text-ink-muted',
            )}
          >
            <Icon aria-hidden className={cn('h-3.5 w-3.5 shrink-0', !met && 'opacity-60')} />
            <span>
              {label}
              <span className="sr-only"> — {t(met ? 'auth.rules.met' : 'auth.rules.notMet')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
