import { Gift, MessageSquareHeart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useFeedbackStatus } from '../api/feedback.ts';
import { useTranslation } from '../../../lib/i18n.ts';

// The modal and its form stay out of the home screen's first load.
const loadFeedbackDialog = () => import('./feedback-dialog.tsx');
const FeedbackDialog = lazy(loadFeedbackDialog);

/** The home screen's feedback card, which opens the feedback modal; it tells of the beta reward. */
export function FeedbackCard() {
  const { t } = useTranslation();
  const status = useFeedbackStatus();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays out and reopening is instant.
  const [opened, setOpened] = useState(false);
  const beta = status.data?.beta ?? false;
  const rewarded = status.data?.rewardEarnedAt != null;

  return (
    <section
      data-testid="feedback-card"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-5 sm:flex-row sm:items-center"
    >
      <span
        aria-hidden
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100"
      >
        {beta && rewarded ? (
          <Gift className="h-6 w-6" />
        ) : (
          <MessageSquareHeart className="h-6 w-6" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-semibold text-ink">{t('feedback.card.title')}</h2>
        <p className="text-sm text-ink-muted">
          {beta && rewarded
            ? t('feedback.card.earned')
            : beta
              ? t('feedback.card.bodyBeta')
              : t('feedback.card.body')}
        </p>
      </div>
      <Button
        variant="secondary"
        onPointerEnter={() => void loadFeedbackDialog()}
        onFocus={() => void loadFeedbackDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="shrink-0"
      >
        {t('feedback.card.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FeedbackDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
