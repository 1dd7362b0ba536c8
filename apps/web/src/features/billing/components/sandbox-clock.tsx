import { FlaskConical } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useAdvanceSandboxClock } from '../api/advance-sandbox-clock.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The sandbox's test clock: reach the renewal date now, paid with the accepted or the declined
 * test card, to see renewals, failed payments and cancellations without waiting a month.
 */
export function SandboxClock({ pastDue }: { pastDue: boolean }) {
  const { t } = useTranslation();
  const advance = useAdvanceSandboxClock();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4 dark:border-amber-700/60 dark:bg-amber-950/20">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <FlaskConical aria-hidden className="h-4 w-4 text-amber-700 dark:text-amber-300" />
        {t('billing.subscription.clock.title')}
      </p>
      <p className="text-sm text-ink-muted">{t('billing.subscription.clock.body')}</p>
      {advance.isError && <Alert tone="error">{errorText(advance.error)}</Alert>}
      <p role="status" className="sr-only">
        {advance.isSuccess ? t('billing.subscription.clock.done') : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={advance.isPending}
          onClick={() => advance.mutate('success')}
        >
          {pastDue ? t('billing.subscription.clock.retry') : t('billing.subscription.clock.paid')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={advance.isPending}
          onClick={() => advance.mutate('declined')}
        >
          {t('billing.subscription.clock.declined')}
        </Button>
      </div>
    </div>
  );
}
