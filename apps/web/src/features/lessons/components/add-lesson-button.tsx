import { Plus } from 'lucide-react';
import { Button, type ButtonSize } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAddLessonParam } from '../hooks/use-add-lesson-param.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Opens the add-lesson modal: a primary button, a round icon button for a narrow rail, or the
 * floating button of phones, above the bottom bar.
 */
export function AddLessonButton({
  variant = 'button',
  size,
  className,
}: {
  variant?: 'button' | 'icon' | 'floating';
  /** The button's size (`variant` 'button' only). */
  size?: ButtonSize;
  /** Classes for the button (`variant` 'button' only: the round ones have their own place). */
  className?: string;
}) {
  const { t } = useTranslation();
  const [, setOpen] = useAddLessonParam();
  const label = t('nav.addLesson');
  if (variant === 'button') {
    return (
      <Button size={size} className={className} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="h-4 w-4" />
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => setOpen(true)}
      className={cn(
        'flex items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        variant === 'floating'
          ? 'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 h-14 w-14 shadow-brand-700/30'
          : 'h-12 w-12',
      )}
    >
      <Plus aria-hidden className="h-6 w-6" />
    </button>
  );
}
