import { Quote } from 'lucide-react';
import { useId, useState } from 'react';
import { passageWithoutAnswer } from './flashcard-deck.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/**
 * "Show the passage" under a card: the lesson's words the card came from. Before the card is
 * turned, the answer in it is a blank, so the context helps without giving the answer away.
 * Keyed by card, it starts hidden on each new card.
 */
export function FlashcardPassage({
  passage,
  answer,
  flipped,
}: {
  passage: string;
  answer: string;
  flipped: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
        className="flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
      >
        <Quote aria-hidden className="h-4 w-4" />
        {shown ? t('lesson.flashcards.hideSource') : t('lesson.flashcards.showSource')}
      </button>
      <figure
        id={id}
        hidden={!shown}
        data-testid="flashcard-passage"
        className="w-full rounded-2xl border-l-4 border-brand-500 bg-surface-muted px-4 py-3"
      >
        <figcaption className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {flipped ? t('lesson.flashcards.source') : t('lesson.flashcards.sourceHidden')}
        </figcaption>
        <blockquote className="text-sm leading-relaxed text-ink">
          {flipped ? passage : passageWithoutAnswer(passage, answer)}
        </blockquote>
      </figure>
    </div>
  );
}
