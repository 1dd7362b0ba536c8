import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FormHeading } from '../../../components/form-heading.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { contractSchema } from '../../../lib/contracts.ts';
import { useSchemaForm, useSubmission } from '../../../lib/form.ts';
import { verifyTwoFactor } from '../api/verify-two-factor.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** Downloaded with the form's first use: zod stays out of the page's first load. */
const twoFactorCodeForm = contractSchema((contracts) => contracts.twoFactorCodeFormSchema);

/** The second sign-in step: a code from the authenticator app, or a backup code. */
export function TwoFactorStep({
  onVerified,
  onRestart,
}: {
  onVerified: () => Promise<void>;
  /** Back to the password; `expired` when the pending sign-in ran out of time. */
  onRestart: (expired?: boolean) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const form = useSchemaForm(twoFactorCodeForm, { code: '' });
  const { busy, failure, setFailure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = await form.validate(event.currentTarget);
    if (!input) return;
    await run(
      async () => {
        await verifyTwoFactor(kind, input.code);
        await onVerified();
      },
      (error) => {
        if (!(error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED')) return false;
        onRestart(true);
        return true;
      },
    );
  };

  return (
    <>
      <FormHeading
        title={t('auth.twoFactor.title')}
        icon={<ShieldCheck aria-hidden className="h-6 w-6" />}
      >
        {t(kind === 'totp' ? 'auth.twoFactor.subtitle' : 'auth.twoFactor.backupSubtitle')}
      </FormHeading>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
        <TextField
          key={kind}
          label={t(kind === 'totp' ? 'auth.twoFactor.code' : 'auth.twoFactor.backupCode')}
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          maxLength={kind === 'totp' ? 6 : 32}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
          {...form.field('code')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {t('auth.twoFactor.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-600 hover:underline dark:text-brand-100"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            form.set('code', '');
            setFailure(undefined);
          }}
        >
          {t(kind === 'totp' ? 'auth.twoFactor.useBackup' : 'auth.twoFactor.useApp')}
        </button>
        <button
          type="button"
          className="text-ink-muted hover:underline"
          onClick={() => onRestart()}
        >
          {t('auth.twoFactor.restart')}
        </button>
      </div>
    </>
  );
}
