import { MailCheck } from 'lucide-react';
import { FormHeading } from '../../../components/form-heading.tsx';
import { ResendButton } from '../../../components/resend-button.tsx';
import { sendVerificationEmail } from '../api/send-verification-email.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** After registration: which address the link went to, and a way to send it again. */
export function PendingConfirmation({
  email,
  onRestart,
}: {
  email: string;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormHeading
        title={t('auth.pending.title')}
        icon={<MailCheck aria-hidden className="h-6 w-6" />}
      >
        {t('auth.pending.body')}{' '}
        <strong className="font-semibold wrap-anywhere text-ink" data-testid="pending-email">
          {email}
        </strong>
        . {t('auth.pending.next')}
      </FormHeading>
      <p className="mb-4 text-sm text-ink-muted">{t('auth.pending.spam')}</p>
      <ResendButton onResend={() => sendVerificationEmail(email)} />
      <button
        type="button"
        onClick={onRestart}
        className="mt-6 w-full text-center text-sm font-medium text-brand-600 hover:underline dark:text-brand-100"
      >
        {t('auth.pending.restart')}
      </button>
    </>
  );
}
