import { Check, CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import type { AutosaveState } from './sheet-autosave.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** "Saving…", "Saved" or "Not saved" with the reason and a retry, announced politely. */
export function SheetSaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-9 items-center gap-2 text-sm">
      {(state.status === 'pending' || state.status === 'saving') && (
        <span className="flex items-center gap-1.5 text-ink-muted">
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          {t('lesson.sheet.status.saving')}
        </span>
      )}
      {state.status === 'saved' && (
        <span className="flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
          <Check aria-hidden className="h-4 w-4" />
          {t('lesson.sheet.status.saved')}
        </span>
      )}
      {state.status === 'error' && (
        <>
          <span className="flex items-center gap-1.5 font-medium text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden className="h-4 w-4 shrink-0" />
            <span>
              {t('lesson.sheet.status.error')}
              <span className="font-normal"> — {errorText(state.error)}</span>
            </span>
          </span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            {t('lesson.sheet.status.retry')}
          </Button>
        </>
      )}
    </div>
  );
}
