import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.ts';

/** The product mark, with its name unless `compact`. */
export function Logo({
  compact = false,
  inverse = false,
  className,
}: {
  compact?: boolean;
  /** White words, on the brand colour. */
  inverse?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-semibold',
        inverse ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className={cn(compact && 'sr-only')}>{t('app.name')}</span>
    </span>
  );
}
