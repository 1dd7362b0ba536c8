import { ScreenTitle } from '../../../components/screen-title.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** `/settings/feedback`: the feedback form as a page. */
export function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-1.5">
        <ScreenTitle>{t('feedback.dialog.title')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('feedback.dialog.description')}</p>
      </div>
      <div className="rounded-2xl border border-line bg-surface-raised p-5">
        <FeedbackForm />
      </div>
    </div>
  );
}
