import { onboardingFormSchema } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';
import {
  ProfileFields,
  profileFieldValues,
  profileUpdate,
  type ProfileFieldValues,
} from '../../../components/profile-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { authEventBus } from '../../../lib/auth/auth-events.ts';
import { updateProfile } from '../../../lib/auth/auth-queries.ts';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { useSignOut } from '../../../lib/auth/use-sign-out.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The first screen after confirming the email: who the student is, then the app. */
export function OnboardingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const signOut = useSignOut();
  const form = useSchemaForm<ProfileFieldValues, unknown>(
    onboardingFormSchema,
    profileFieldValues(profile),
  );
  const { busy, failure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await form.validate(event.currentTarget)) || !form.values.status) return;
    const status = form.values.status;
    await run(
      async () => {
        await updateProfile(queryClient, profileUpdate({ ...form.values, status }));
        authEventBus.publish('USER_UPDATED');
        await navigate('/', { replace: true });
      },
      (error) => {
        const issues = fieldIssues(error);
        if (error instanceof ApiError && error.code === 'USERNAME_TAKEN') {
          form.setServerErrors({ username: 'USERNAME_TAKEN' });
        } else if (Object.keys(issues).length > 0) {
          form.setServerErrors(issues);
        } else {
          return false;
        }
        return true;
      },
    );
  };

  return (
    <>
      <FormHeading
        title={t('routes.onboarding')}
        icon={<Sparkles aria-hidden className="h-6 w-6" />}
      >
        {t('onboarding.subtitle')}
      </FormHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
        <ProfileFields values={form.values} errors={form.errors} onChange={form.patch} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {t('onboarding.submit')}
        </Button>
      </form>
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-6 w-full text-center text-sm text-ink-muted hover:underline"
      >
        {t('onboarding.signOut')}
      </button>
    </>
  );
}
