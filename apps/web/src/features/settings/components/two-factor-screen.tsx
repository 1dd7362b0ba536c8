import { currentPasswordSchema, type TwoFactorEnrolment } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authEventBus } from '../../../lib/auth/auth-events.ts';
import { profileQueryOptions } from '../../../lib/auth/auth-queries.ts';
import { useProfile } from '../../../lib/auth/use-profile.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { FieldErrors } from '../../../lib/form.ts';
import { cn } from '../../../lib/cn.ts';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor } from '../api/two-factor.ts';
import { SettingsCard } from './settings-card.tsx';
import { useSubmission } from '../../../lib/form.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** The otpauth URI's secret, for typing into an app by hand, grouped by four for reading. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The QR code of a URI as an SVG data URL, drawn here: the secret never leaves the page. The encoder
 * is loaded only on this screen.
 */
function useQrCode(text: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (live) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

function PasswordStep({
  submitLabel,
  onPassword,
  danger = false,
}: {
  submitLabel: string;
  onPassword: (password: string) => Promise<void>;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, failure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = currentPasswordSchema.safeParse(password);
    if (!parsed.success) return setErrors({ password: 'PASSWORD_REQUIRED' });
    await run(
      () => onPassword(password),
      (error) => {
        if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') {
          setErrors({ password: error.code });
        } else if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
          setErrors({ password: 'CURRENT_PASSWORD_WRONG' });
        } else {
          return false;
        }
        return true;
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex max-w-lg flex-col gap-4"
    >
      {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
      <PasswordField
        label={t('account.twoFactor.passwordPrompt')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors({});
        }}
        error={errors.password}
      />
      <Button
        type="submit"
        disabled={busy}
        variant={danger ? 'secondary' : 'primary'}
        className="w-full sm:w-auto sm:self-start"
      >
        {submitLabel}
      </Button>
    </form>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('account.twoFactor.backupTitle')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-4 font-mono text-sm text-ink"
      >
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          {copied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          {t(copied ? 'account.twoFactor.copied' : 'account.twoFactor.copy')}
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="study-assistant-backup-codes.txt"
          >
            <Download aria-hidden className="h-4 w-4" />
            {t('account.twoFactor.download')}
          </a>
        </Button>
      </div>
    </div>
  );
}

function Enrolment({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const qr = useQrCode(enrolment.totpURI);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldErrors>({});
  const { busy, failure, run } = useSubmission();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, '')))
      return setError({ code: 'TWO_FACTOR_CODE_INVALID' });
    await run(
      async () => {
        await confirmTwoFactor(code);
        await onDone();
      },
      (caught) => {
        if (!(caught instanceof ApiError && caught.code === 'TWO_FACTOR_CODE_INVALID'))
          return false;
        setError({ code: caught.code });
        return true;
      },
    );
  };

  const step = 'flex flex-col gap-3';
  const stepTitle = 'text-base font-semibold text-ink';
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-8 md:grid-cols-2">
        <section className={step}>
          <h3 className={stepTitle}>{t('account.twoFactor.scanTitle')}</h3>
          <p className="text-sm text-ink-muted">{t('account.twoFactor.scan')}</p>
          <div className="flex h-52 w-52 items-center justify-center self-center rounded-2xl border border-line bg-white p-3 md:self-start">
            {qr && (
              <img
                src={qr}
                alt={t('account.twoFactor.qrAlt')}
                data-totp-uri={enrolment.totpURI}
                className="h-full w-full"
              />
            )}
          </div>
          <p className="text-xs text-ink-muted">{t('account.twoFactor.manual')}</p>
          <code className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm text-ink">
            {secretOf(enrolment.totpURI)}
          </code>
        </section>
        <section className={step}>
          <h3 className={stepTitle}>{t('account.twoFactor.backupTitle')}</h3>
          <p className="text-sm text-ink-muted">{t('account.twoFactor.backupBody')}</p>
          <BackupCodes codes={enrolment.backupCodes} />
        </section>
      </div>
      <section className={step}>
        <h3 className={stepTitle}>{t('account.twoFactor.confirmTitle')}</h3>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex max-w-lg flex-col gap-4"
        >
          {failure !== undefined && <Alert tone="error">{errorText(failure)}</Alert>}
          <TextField
            label={t('account.twoFactor.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError({});
            }}
            error={error.code}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={busy}>
              {t('account.twoFactor.confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('account.twoFactor.cancel')}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

/** Two-step verification: enrol with a QR code and backup codes, confirm with a code, or turn off. */
export function TwoFactorScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [notice, setNotice] = useState<'enabled' | 'disabled'>();
  const enabled = profile.twoFactorEnabled;

  const changed = async (next: 'enabled' | 'disabled') => {
    await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    authEventBus.publish(next === 'enabled' ? 'MFA_VERIFIED' : 'USER_UPDATED');
    setEnrolment(undefined);
    setNotice(next);
  };

  const StatusIcon = enabled ? ShieldCheck : ShieldOff;
  return (
    <div className="flex flex-col gap-6">
      <ScreenTitle>{t('routes.settings-two-factor')}</ScreenTitle>
      <SettingsCard title={t('account.security')} description={t('account.twoFactor.intro')}>
        <div className="mb-5 flex items-center gap-3">
          <span className="text-sm text-ink-muted">{t('account.twoFactor.status')}</span>
          <span
            data-testid="two-factor-status"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              enabled
                ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300'
                : 'bg-surface-muted text-ink-muted',
            )}
          >
            <StatusIcon aria-hidden className="h-3.5 w-3.5" />
            {t(enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}
          </span>
        </div>
        {notice && (
          <Alert tone="success" className="mb-5">
            {t(`account.twoFactor.${notice}`)}
          </Alert>
        )}
        {enrolment ? (
          <Enrolment
            enrolment={enrolment}
            onDone={() => changed('enabled')}
            onCancel={() => setEnrolment(undefined)}
          />
        ) : enabled ? (
          <PasswordStep
            danger
            submitLabel={t('account.twoFactor.disable')}
            onPassword={async (password) => {
              await disableTwoFactor(password);
              await changed('disabled');
            }}
          />
        ) : (
          <PasswordStep
            submitLabel={t('account.twoFactor.enable')}
            onPassword={async (password) => {
              setNotice(undefined);
              setEnrolment(await enableTwoFactor(password));
            }}
          />
        )}
      </SettingsCard>
    </div>
  );
}
