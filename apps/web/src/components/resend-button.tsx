import { resendCountdownSeconds } from '@study/shared';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCountdown } from '../hooks/use-countdown.ts';
import { ApiError } from '../lib/api-client.ts';
import { errorText } from '../lib/error-text.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { useTranslation } from '../lib/i18n.ts';

/**
 * Sends a mail again, at most once per countdown (60 s, or the wait a refusal names). The countdown
 * starts at once, since the screen showing it has just sent one.
 */
export function ResendButton({ onResend }: { onResend: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const [state, setState] = useState<{ sent?: boolean; error?: unknown; busy?: boolean }>({});

  useEffect(() => start(resendCountdownSeconds), [start]);

  const resend = async () => {
    setState({ busy: true });
    try {
      await onResend();
      setState({ sent: true });
      start(resendCountdownSeconds);
    } catch (error) {
      setState({ error });
      // A refusal that names its wait keeps the button closed for that long.
      if (error instanceof ApiError && error.retryAfterSeconds) start(error.retryAfterSeconds);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {state.sent && <Alert tone="success">{t('auth.pending.resent')}</Alert>}
      {state.error !== undefined && <Alert tone="error">{errorText(state.error)}</Alert>}
      <Button
        type="button"
        variant="secondary"
        className="w-full tabular-nums"
        disabled={secondsLeft > 0 || state.busy}
        onClick={() => void resend()}
      >
        <RotateCw aria-hidden className="h-4 w-4" />
        {secondsLeft > 0
          ? t('auth.pending.resendIn', { seconds: secondsLeft })
          : t('auth.pending.resend')}
      </Button>
    </div>
  );
}
