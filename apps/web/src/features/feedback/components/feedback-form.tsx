import { feedbackCommentMaxLength, feedbackMoods, type FeedbackMood } from '@study/shared';
import { Angry, Frown, Laugh, Meh, PartyPopper, Smile } from 'lucide-react';
import { useId, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { textareaClassName } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFeedbackStatus, useSendFeedback } from '../api/feedback.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const moodIcons: Record<FeedbackMood, ComponentType<{ className?: string }>> = {
  very_bad: Angry,
  bad: Frown,
  neutral: Meh,
  good: Smile,
  very_good: Laugh,
};

/**
 * The feedback form: five moods (a radio group), a comment, then thanks, and the beta reward when
 * this feedback earned it. `onDone` closes the surrounding dialog, when there is one.
 */
export function FeedbackForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const status = useFeedbackStatus();
  const send = useSendFeedback();
  const [mood, setMood] = useState<FeedbackMood | null>(null);
  const [comment, setComment] = useState('');
  const [missingMood, setMissingMood] = useState(false);
  const commentId = useId();
  const hintId = useId();
  const beta = status.data?.beta ?? false;
  const rewarded = status.data?.rewardEarnedAt != null;

  if (send.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          <PartyPopper aria-hidden className="h-7 w-7" />
        </span>
        <p className="text-lg font-semibold text-ink">{t('feedback.thanks')}</p>
        {send.data.rewardJustEarned && (
          <p className="text-sm text-ink-muted">{t('feedback.rewardEarned')}</p>
        )}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              send.reset();
              setMood(null);
              setComment('');
            }}
          >
            {t('feedback.another')}
          </Button>
          {onDone && <Button onClick={onDone}>{t('feedback.done')}</Button>}
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mood) {
          setMissingMood(true);
          return;
        }
        send.mutate({ mood, comment });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('feedback.moodsLabel')}</legend>
        <div className="grid grid-cols-5 gap-2">
          {feedbackMoods.map((value) => {
            const Icon = moodIcons[value];
            const checked = mood === value;
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-1 py-3 text-center text-xs font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  checked
                    ? 'border-brand-600 bg-brand-50 text-brand-700 dark:bg-brand-700/25 dark:text-brand-100'
                    : 'border-line text-ink-muted hover:border-brand-500/50 hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="mood"
                  value={value}
                  checked={checked}
                  onChange={() => {
                    setMood(value);
                    setMissingMood(false);
                  }}
                  className="sr-only"
                />
                <Icon aria-hidden className="h-7 w-7" />
                <span>{t(`feedback.moods.${value}`)}</span>
              </label>
            );
          })}
        </div>
        {missingMood && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {t('errors.FEEDBACK_MOOD_REQUIRED')}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={commentId} className="text-sm font-medium text-ink">
          {t('feedback.comment')}
        </label>
        <textarea
          id={commentId}
          aria-describedby={hintId}
          rows={4}
          maxLength={feedbackCommentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={cn(textareaClassName, 'min-h-24')}
        />
        <p id={hintId} className="text-xs text-ink-muted">
          {t('feedback.commentHint')}{' '}
          {beta && (rewarded ? t('feedback.rewardAlready') : t('feedback.commentBetaHint'))}
        </p>
      </div>

      {send.error && <Alert tone="error">{errorText(send.error)}</Alert>}

      <Button type="submit" disabled={send.isPending} className="self-end">
        {send.isPending ? t('feedback.sending') : t('feedback.send')}
      </Button>
    </form>
  );
}
