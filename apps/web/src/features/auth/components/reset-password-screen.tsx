import { isErrorCode } from '../../../lib/error-codes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account-fields.tsx';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authEventBus } from '../../../lib/auth/auth-events.ts';
import { clearAuthState } from '../../../lib/auth/auth-queries.ts';
import { errorText } from '../../../lib/error-text.ts';
import { contractSchema } from '../../../lib/contracts.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Downloaded with the form's first use: zod stays out of the page's first load. */
const resetPasswordForm = contractSchema((contracts) => contracts.resetPasswordFormSchema);

/** A new password from the mailed link's token; then sign-in with it. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const form = useSchemaForm(resetPasswordForm, { password: '', confirmPassword: '' });
  const { busy, failure, run } = useSubmission(
    !token || isErrorCode(linkError) ? new ApiError('LINK_INVALID_OR_EXPIRED', 400) : undefined,
  );
  const linkDead = failure instanceof ApiError && failure.code === 'LINK_INVALID_OR_EXPIRED';

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input || !token) return;
    await run(
      async () => {
        await resetPassword({ newPassword: input.password, token });
        // Every session of the user just ended, this tab's and the other tabs' too.
        clearAuthState(queryClient);
        authEventBus.publish('PASSWORD_RECOVERY');
        await navigate('/login?notice=reset', { replace: true });
      },
      (error) => {
        if (!(error instanceof ApiError && error.code.startsWith('PASSWORD_'))) return false;
        form.setServerErrors({ password: error.code });
        return true;
      },
    );
  };

  return (
    <>
      <FormHeading
        title={t('routes.reset-password')}
        icon={<LockKeyhole aria-hidden className="h-6 w-6" />}
      >
        {!linkDead && t('auth.reset.subtitle')}
      </FormHeading>
      {linkDead ? (
        <div className="flex flex-col gap-4">
          <Alert tone="error">{errorText(failure)}</Alert>
          <Button asChild size="lg" className="w-full">
            <Link to="/forgot-password">{t('auth.reset.askAgain')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
          <NewPasswordFields
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
            labels={{ password: t('auth.reset.newPassword'), confirm: t('auth.confirmPassword') }}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
