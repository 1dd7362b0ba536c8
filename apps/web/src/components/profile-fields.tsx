import {
  domainOtherMaxLength,
  domainsByStatus,
  formatBirthdate,
  frenchSchoolGrades,
  heardFromOptions,
  needsParentalConsent,
  parseBirthdate,
  statuses,
  type Domain,
  type HeardFrom,
  type Profile,
  type Status,
  type UpdateProfileInput,
} from '@study/shared';
import { Briefcase, GraduationCap, School, Sparkles, University } from 'lucide-react';
import { errorText } from '../lib/error-text.ts';
import type { FieldErrors } from '../lib/form.ts';
import { cn } from '../lib/cn.ts';
import { SelectField } from './ui/select-field.tsx';
import { FieldError, TextField } from './ui/text-field.tsx';
import { useTranslation } from '../lib/i18n.ts';

export type ProfileFieldValues = {
  username: string;
  /** As typed: DD/MM/YYYY. */
  birthdate: string;
  status: Status | '';
  domain: Domain | null;
  /** The level typed when `domain` is 'other'. */
  domainOther: string;
  heardFrom: HeardFrom | null;
  /** A parent or guardian agrees (asked below the age of consent). */
  parentalConsent: boolean;
};

/** The fields as the profile has them now. */
export function profileFieldValues(profile: Profile): ProfileFieldValues {
  return {
    username: profile.username ?? '',
    birthdate: profile.birthdate ? formatBirthdate(profile.birthdate) : '',
    status: profile.status ?? '',
    domain: profile.domain,
    domainOther: profile.domainOther ?? '',
    heardFrom: profile.heardFrom,
    parentalConsent: profile.parentalConsentAt !== null,
  };
}

/** What PATCH /api/profile takes from the fields once they are valid. */
export function profileUpdate(values: ProfileFieldValues & { status: Status }): UpdateProfileInput {
  const { username, birthdate, status, domain, domainOther, heardFrom, parentalConsent } = values;
  return {
    username: username.trim(),
    // The API takes the birth date as typed (DD/MM/YYYY) and checks it with the same schema.
    birthdate,
    status,
    domain,
    domainOther: domain === 'other' ? domainOther.trim() : null,
    heardFrom,
    ...(parentalConsent ? { parentalConsent: true as const } : {}),
  };
}

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
  const domainOptions = values.status ? domainsByStatus[values.status] : [];
  const grades = domainOptions.filter((domain) => frenchSchoolGrades.includes(domain));
  const listed = domainOptions.filter(
    (domain) => domain !== 'other' && !frenchSchoolGrades.includes(domain),
  );
  const birthdate = parseBirthdate(values.birthdate);
  const askConsent = birthdate !== null && needsParentalConsent(birthdate);
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
          {grades.length > 0 && (
            <optgroup label={t('onboarding.frenchSystem')}>
              {grades.map((domain) => (
                <option key={domain} value={domain}>
                  {t(`profile.domains.${domain}`)}
                </option>
              ))}
            </optgroup>
          )}
          {listed.map((domain) => (
            <option key={domain} value={domain}>
              {t(`profile.domains.${domain}`)}
            </option>
          ))}
          {domainOptions.includes('other') && (
            <option value="other">{t('profile.domains.other')}</option>
          )}
        </SelectField>
        {values.domain === 'other' && (
          <TextField
            label={t('onboarding.domainOther')}
            name="domainOther"
            maxLength={domainOtherMaxLength}
            value={values.domainOther}
            onChange={(event) => onChange({ domainOther: event.target.value })}
            error={errors.domainOther}
            hint={errors.domainOther ? undefined : t('onboarding.domainOtherHint')}
          />
        )}
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
      {askConsent && (
        <div className="flex flex-col gap-1.5 rounded-xl border border-line bg-surface-muted px-4 py-3">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="parentalConsent"
              checked={values.parentalConsent}
              onChange={(event) => onChange({ parentalConsent: event.target.checked })}
              aria-invalid={errors.parentalConsent ? true : undefined}
              aria-describedby={cn(
                'parental-consent-hint',
                errors.parentalConsent && 'parental-consent-error',
              )}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            <span className="font-medium">{t('onboarding.parentalConsent')}</span>
          </label>
          <p id="parental-consent-hint" className="pl-8 text-xs leading-relaxed text-ink-muted">
            {t('onboarding.parentalConsentHint')}
          </p>
          {errors.parentalConsent && (
            <FieldError id="parental-consent-error">{errorText(errors.parentalConsent)}</FieldError>
          )}
        </div>
      )}
    </div>
  );
}
