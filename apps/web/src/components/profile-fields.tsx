import {
  domainsByStatus,
  heardFromOptions,
  statuses,
  type Domain,
  type HeardFrom,
  type Status,
} from '@study/shared';
import { Briefcase, GraduationCap, School, Sparkles, University } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../lib/form.ts';
import { cn } from '../lib/cn.ts';
import { useErrorText } from './use-error-text.ts';
import { SelectField } from './ui/select-field.tsx';
import { FieldError, TextField } from './ui/text-field.tsx';

export type ProfileFieldValues = {
  username: string;
  /** As typed: DD/MM/YYYY. */
  birthdate: string;
  status: Status | '';
  domain: Domain | null;
  heardFrom: HeardFrom | null;
};

const statusIcons = {
  college: School,
  highschool: GraduationCap,
  student: University,
  teacher: Briefcase,
  other: Sparkles,
} as const;

/** Keeps each digit group and adds the slashes, so typing 01022008 shows 01/02/2008. */
export function maskBirthdate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** The profile fields of the onboarding and of "my info": who the student is and what they study. */
export function ProfileFields({
  values,
  errors,
  onChange,
}: {
  values: ProfileFieldValues;
  errors: FieldErrors;
  onChange: (next: Partial<ProfileFieldValues>) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const domainOptions = values.status ? domainsByStatus[values.status] : [];
  return (
    <div className="@container flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('onboarding.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.username}
          onChange={(event) => onChange({ username: event.target.value })}
          error={errors.username}
          hint={errors.username ? undefined : t('onboarding.usernameHint')}
        />
        <TextField
          label={t('onboarding.birthdate')}
          name="birthdate"
          autoComplete="bday"
          inputMode="numeric"
          placeholder={t('onboarding.birthdatePlaceholder')}
          value={values.birthdate}
          onChange={(event) => {
            // Backspacing over a slash must stay possible: a pure deletion is left as it is.
            const typed = event.target.value;
            const deleting = values.birthdate.startsWith(typed);
            onChange({ birthdate: deleting ? typed : maskBirthdate(typed) });
          }}
          error={errors.birthdate}
        />
      </div>
      <fieldset
        aria-describedby={errors.status ? 'status-error' : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('onboarding.status')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {statuses.map((status) => {
            const Icon = statusIcons[status];
            const checked = values.status === status;
            return (
              <label
                key={status}
                className={cn(
                  'relative flex cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/25 dark:text-brand-100'
                    : 'border-line bg-surface-raised text-ink hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  name="status"
                  value={status}
                  checked={checked}
                  onChange={() => {
                    const keepDomain =
                      values.domain && domainsByStatus[status].includes(values.domain);
                    onChange({ status, domain: keepDomain ? values.domain : null });
                  }}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {t(`profile.statuses.${status}`)}
              </label>
            );
          })}
        </div>
        {errors.status && <FieldError id="status-error">{errorText(errors.status)}</FieldError>}
      </fieldset>
      <div className="grid gap-4 @xl:grid-cols-2">
        <SelectField
          label={t('onboarding.domain')}
          name="domain"
          disabled={!values.status}
          value={values.domain ?? ''}
          onChange={(event) => onChange({ domain: (event.target.value || null) as Domain | null })}
          error={errors.domain}
        >
          <option value="">
            {values.status ? t('onboarding.domainPick') : t('onboarding.domainFirst')}
          </option>
          {domainOptions.map((domain) => (
            <option key={domain} value={domain}>
              {t(`profile.domains.${domain}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('onboarding.heardFrom')}
          name="heardFrom"
          value={values.heardFrom ?? ''}
          onChange={(event) =>
            onChange({ heardFrom: (event.target.value || null) as HeardFrom | null })
          }
          error={errors.heardFrom}
        >
          <option value="">{t('onboarding.heardFromPick')}</option>
          {heardFromOptions.map((option) => (
            <option key={option} value={option}>
              {t(`profile.heardFrom.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
