import { Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

const iconButton =
  'flex h-9 w-9 items-center justify-center rounded-lg transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** A list card's star and bin: the star toggles the favourite, the bin asks before deleting. */
export function CardActions({
  favourite,
  onFavourite,
  deleting,
  onDelete,
  texts,
}: {
  favourite: boolean;
  onFavourite: (favourite: boolean) => void;
  deleting: boolean;
  onDelete: () => void;
  texts: {
    favourite: string;
    makeFavourite: string;
    unfavourite: string;
    delete: string;
    deleteTitle: string;
    deleteBody: string;
    deleteConfirm: string;
    cancel: string;
  };
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="relative z-10 -mt-1 -mr-1 flex shrink-0 items-start">
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={texts.favourite}
        title={favourite ? texts.unfavourite : texts.makeFavourite}
        onClick={() => onFavourite(!favourite)}
        className={cn(
          iconButton,
          favourite ? 'text-amber-500 hover:text-amber-600' : 'text-ink-muted hover:text-ink',
        )}
      >
        <Star aria-hidden className={cn('h-5 w-5', favourite && 'fill-current')} />
      </button>
      <button
        type="button"
        aria-label={texts.delete}
        title={texts.delete}
        disabled={deleting}
        onClick={() => setConfirming(true)}
        className={cn(iconButton, 'text-ink-muted hover:text-red-600 dark:hover:text-red-400')}
      >
        <Trash2 aria-hidden className="h-[18px] w-[18px]" />
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.deleteTitle}
        description={texts.deleteBody}
        confirmLabel={texts.deleteConfirm}
        cancelLabel={texts.cancel}
        onConfirm={onDelete}
      />
    </div>
  );
}
