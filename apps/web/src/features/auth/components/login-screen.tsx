import { isErrorCode } from '../../../lib/error-codes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField } from '../../../components/account-fields.tsx';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { authEventBus } from '../../../lib/auth/auth-events.ts';
import { profileQueryOptions } from '../../../lib/auth/auth-queries.ts';
import { errorText } from '../../../lib/error-text.ts';
import { changeLanguage, useTranslation } from '../../../lib/i18n.ts';
import { contractSchema } from '../../../lib/contracts.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { signIn } from '../api/sign-in.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

const notices = { reset: 'auth.login.resetDone', deleted: 'auth.login.deleted' } as const;

/** Downloaded with the form's first use: zod stays out of the page's first load. */
const signInForm = contractSchema((contracts) => contracts.signInFormSchema);

/** Sign-in with email and password, then the authenticator code when two-factor is on. */
export function LoginScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const form = useSchemaForm(signInForm, { email: '', password: '' });
  const { busy, failure, run } = useSubmission();
  const [twoFactor, setTwoFactor] = useState(false);
  const [twoFactorExpired, setTwoFactorExpired] = useState(false);

  const linkError = params.get('error');
  const notice = params.get('notice');

  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    // The account's language follows the user to a new device.
    const profile = await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
    if (profile.language !== i18n.language) await changeLanguage(profile.language);
    authEventBus.publish('SIGNED_IN');
    await navigate('/', { replace: true });
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    setTwoFactorExpired(false);
    await run(async () => {
      const result = await signIn(input);
      if (result.twoFactorRedirect) setTwoFactor(true);
      else await signedIn();
    });
  };

  if (twoFactor) {
    return (
      <TwoFactorStep
        onVerified={async () => {
          authEventBus.publish('MFA_VERIFIED');
          await signedIn();
        }}
        onRestart={(expired) => {
          setTwoFactor(false);
          setTwoFactorExpired(expired === true);
          form.set('password', '');
        }}
      />
    );
  }

  return (
    <>
      <FormHeading title={t('routes.login')} icon={<LogIn aria-hidden className="h-6 w-6" />}>
        {t('auth.login.subtitle')}
      </FormHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {notice && notice in notices && (
          <Alert tone="success">{t(notices[notice as keyof typeof notices])}</Alert>
        )}
        {isErrorCode(linkError) && !failure && <Alert tone="error">{errorText(linkError)}</Alert>}
        {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
        {twoFactorExpired && failure === undefined && (
          <Alert tone="info">{t('auth.twoFactor.expired')}</Alert>
        )}
        <EmailField {...form.field('email')} />
        <div className="flex flex-col gap-1.5">
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <Link
            to="/forgot-password"
            className="self-end text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
          >
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('auth.login.noAccount')}{' '}
        <Link
          to="/register"
          className="font-medium text-brand-600 hover:underline dark:text-brand-100"
        >
          {t('auth.login.register')}
        </Link>
      </p>
    </>
  );
}
