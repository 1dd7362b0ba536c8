import {
  emailFormSchema,
  interfaceLanguages,
  isInterfaceLanguage,
  onboardingFormSchema,
  type InterfaceLanguage,
} from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import {
  ProfileFields,
  profileFieldValues,
  profileUpdate,
  type ProfileFieldValues,
} from '../../../components/profile-fields.tsx';
import { EmailField } from '../../../components/account-fields.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { authEventBus } from '../../../lib/auth/auth-events.ts';
import { updateProfile } from '../../../lib/auth/auth-queries.ts';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { changeLanguage, useTranslation } from '../../../lib/i18n.ts';
import { changeEmail } from '../api/change-email.ts';
import { SettingsCard } from './settings-card.tsx';

function ProfileForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const form = useSchemaForm<ProfileFieldValues, unknown>(
    onboardingFormSchema,
    profileFieldValues(profile),
  );
  const [language, setLanguage] = useState<InterfaceLanguage>(profile.language);
  const [state, setState] = useState<{ busy?: boolean; saved?: boolean; failure?: unknown }>({});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate(event.currentTarget)) || !form.values.status) return;
    setState({ busy: true });
    try {
      await updateProfile(queryClient, {
        ...profileUpdate({ ...form.values, status: form.values.status }),
        language,
      });
      await changeLanguage(language);
      authEventBus.publish('USER_UPDATED');
      setState({ saved: true });
    } catch (error) {
      const issues = fieldIssues(error);
      if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
        form.setServerErrors({ username: 'USERNAME_TAKEN' });
        setState({});
      } else if (Object.keys(issues).length > 0) {
        form.setServerErrors(issues);
        setState({});
      } else {
        setState({ failure: error });
      }
    }
  };

  return (
    <SettingsCard title={t('account.infos.profile')} description={t('account.infos.profileHint')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        {state.failure !== undefined && <Alert tone="error">{errorText(state.failure)}</Alert>}
        <ProfileFields
          values={form.values}
          errors={form.errors}
          onChange={(next) => {
            form.patch(next);
            setState({});
          }}
        />
        <SelectField
          label={t('account.infos.language')}
          name="language"
          className="sm:max-w-[calc(50%-0.5rem)]"
          value={language}
          onChange={(event) => {
            if (isInterfaceLanguage(event.target.value)) setLanguage(event.target.value);
            setState({});
          }}
        >
          {interfaceLanguages.map((option) => (
            <option key={option} value={option} lang={option}>
              {t(`preferences.languages.${option}`)}
            </option>
          ))}
        </SelectField>
        {state.saved && <Alert tone="success">{t('account.infos.saved')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" disabled={state.busy} className="w-full sm:w-auto">
            {t('account.infos.save')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function EmailForm() {
  const { t } = useTranslation();
  const profile = useProfile();
  const form = useSchemaForm(emailFormSchema, { email: '' });
  const [state, setState] = useState<{ busy?: boolean; sentTo?: string; failure?: unknown }>({});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    if (input.email === profile.email.toLowerCase()) {
      form.setServerErrors({ email: 'EMAIL_SAME_AS_CURRENT' });
      return;
    }
    setState({ busy: true });
    try {
      await changeEmail(input.email);
      setState({ sentTo: input.email });
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('EMAIL_')) {
        form.setServerErrors({ email: error.code });
        setState({});
      } else {
        setState({ failure: error });
      }
    }
  };

  const Verified = profile.emailVerified ? BadgeCheck : CircleAlert;
  return (
    <SettingsCard title={t('account.infos.email')} description={t('account.infos.emailHint')}>
      <dl className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-surface-muted px-4 py-3 text-sm">
        <dt className="text-ink-muted">{t('account.infos.currentEmail')}</dt>
        <dd className="font-medium wrap-anywhere text-ink" data-testid="current-email">
          {profile.email}
        </dd>
        <dd
          className={cn(
            'inline-flex items-center gap-1 text-xs font-medium',
            profile.emailVerified
              ? 'text-emerald-700 dark:text-emerald-400'
              : 'text-amber-700 dark:text-amber-400',
          )}
        >
          <Verified aria-hidden className="h-3.5 w-3.5" />
          {t(profile.emailVerified ? 'account.infos.verified' : 'account.infos.notVerified')}
        </dd>
      </dl>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {state.failure !== undefined && <Alert tone="error">{errorText(state.failure)}</Alert>}
        {state.sentTo && (
          <Alert tone="success">{t('account.infos.emailSent', { email: state.sentTo })}</Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <EmailField
            className="flex-1"
            label={t('account.infos.newEmail')}
            name="newEmail"
            {...form.field('email')}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={state.busy}
            size="lg"
            className="sm:mt-7"
          >
            {t('account.infos.changeEmail')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** My info: the profile fields, the interface language and the email address. */
export function InfosScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle>{t('routes.settings-infos')}</ScreenTitle>
      <ProfileForm />
      <EmailForm />
      <SettingsCard title={t('account.infos.referral')}>
        <p className="font-mono text-lg font-semibold tracking-wider text-ink">
          {profile.referralCode}
        </p>
      </SettingsCard>
    </div>
  );
}
