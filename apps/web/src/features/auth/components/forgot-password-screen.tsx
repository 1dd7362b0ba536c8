import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../../components/account-fields.tsx';
import { FormHeading } from '../../../components/form-heading.tsx';
import { ResendButton } from '../../../components/resend-button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { contractSchema } from '../../../lib/contracts.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      className="mt-6 block text-center text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
    >
      {t('auth.forgot.back')}
    </Link>
  );
}

/** Downloaded with the form's first use: zod stays out of the page's first load. */
const emailForm = contractSchema((contracts) => contracts.emailFormSchema);

/** Asks for a reset link; the answer never says whether the account exists. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const form = useSchemaForm(emailForm, { email: '' });
  const { busy, failure, run } = useSubmission();
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    await run(async () => {
      await requestPasswordReset(input.email);
      setSentTo(input.email);
    });
  };

  if (sentTo) {
    return (
      <>
        <FormHeading
          title={t('routes.forgot-password')}
          icon={<MailCheck aria-hidden className="h-6 w-6" />}
        />
        <Alert tone="success" className="mb-4">
          {t('auth.forgot.sent')}
        </Alert>
        <p className="mb-4 text-sm text-ink-muted">{t('auth.pending.spam')}</p>
        <ResendButton onResend={() => requestPasswordReset(sentTo)} />
        <BackToLogin />
      </>
    );
  }

  return (
    <>
      <FormHeading
        title={t('routes.forgot-password')}
        icon={<KeyRound aria-hidden className="h-6 w-6" />}
      >
        {t('auth.forgot.subtitle')}
      </FormHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
        <EmailField {...form.field('email')} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <BackToLogin />
    </>
  );
}
