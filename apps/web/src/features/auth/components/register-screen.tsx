import { isInterfaceLanguage, type ErrorCode } from '@study/shared';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmailField, NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { contractSchema } from '../../../lib/contracts.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import {
  type Attribution,
  clearAttribution,
  readAttribution,
  storeAttribution,
} from '../../../lib/stored-attribution.ts';
import { signUp } from '../api/sign-up.ts';
import { PendingConfirmation } from './pending-confirmation.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** A password or email the server refused belongs under its field, not in the alert. */
function fieldOfError(code: ErrorCode): 'email' | 'password' | undefined {
  if (code.startsWith('PASSWORD_')) return 'password';
  return code === 'EMAIL_INVALID' ? 'email' : undefined;
}

/** Downloaded with the form's first use: zod stays out of the page's first load. */
const registerForm = contractSchema((contracts) => contracts.registerFormSchema);

/** Registration (email, password with its live checklist, confirmation), then the mail to open. */
export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(registerForm, { email: '', password: '', confirmPassword: '' });
  const { busy, failure, run } = useSubmission();
  const [sentTo, setSentTo] = useState<string>();
  // Read after the first render: a pre-rendered page hydrates without it, and the guard that keeps
  // the link's codes runs only once the app is interactive, after this screen has mounted.
  const [attribution, setAttribution] = useState<Attribution>({});
  useEffect(() => {
    storeAttribution(new URLSearchParams(window.location.search));
    setAttribution(readAttribution());
  }, []);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    await run(
      async () => {
        const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'en';
        await signUp({
          email: input.email,
          password: input.password,
          language,
          ...readAttribution(),
        });
        clearAttribution();
        setSentTo(input.email);
      },
      (error) => {
        const field = error instanceof ApiError ? fieldOfError(error.code) : undefined;
        if (!field || !(error instanceof ApiError)) return false;
        form.setServerErrors({ [field]: error.code });
        return true;
      },
    );
  };

  if (sentTo) return <PendingConfirmation email={sentTo} onRestart={() => setSentTo(undefined)} />;

  return (
    <>
      <FormHeading title={t('routes.register')} icon={<UserPlus aria-hidden className="h-6 w-6" />}>
        {t('auth.register.subtitle')}
      </FormHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {(attribution.invite || attribution.referral) && (
          <Alert tone="info">{t('auth.register.invited')}</Alert>
        )}
        {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
        <EmailField {...form.field('email')} />
        <NewPasswordFields
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
          labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to="/login"
          className="font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          {t('auth.register.signIn')}
        </Link>
      </p>
    </>
  );
}
