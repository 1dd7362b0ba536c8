import { Plus } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useNewQuizParam } from '../hooks/use-new-quiz-param.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Opens the creation modal, on `lessonId` when given: a primary button, or the floating button of
 * phones, above the bottom bar.
 */
export function NewQuizButton({
  variant = 'button',
  lessonId,
  label,
  size,
  className,
}: {
  variant?: 'button' | 'floating';
  /** The button's size (`variant` 'button' only). */
  size?: ButtonSize;
  lessonId?: string;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { setOpen } = useNewQuizParam();
  const text = label ?? t('quizzes.list.new');
  if (variant === 'button') {
    return (
      <Button size={size} className={className} onClick={() => setOpen(true, lessonId)}>
        <Plus aria-hidden className="h-4 w-4" />
        {text}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={text}
      title={text}
      onClick={() => setOpen(true, lessonId)}
      className={cn(
        'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-700/30 transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Plus aria-hidden className="h-6 w-6" />
    </button>
  );
}
