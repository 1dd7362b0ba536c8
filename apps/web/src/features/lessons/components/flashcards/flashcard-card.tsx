import type { LessonFlashcard } from '@study/shared';
import { cn } from '../../../../lib/cn.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const face =
  'flex min-h-64 flex-col gap-4 rounded-3xl border p-6 shadow-sm [grid-area:1/1] backface-hidden md:min-h-72 md:p-10';

/**
 * One flashcard, question on the front and answer on the back, turned over with a 3D flip (an
 * instant swap when the student prefers reduced motion). Only the visible face is read out.
 */
export function FlashcardCard({
  card,
  flipped,
  onFlip,
}: {
  card: LessonFlashcard;
  flipped: boolean;
  onFlip: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="perspective-[1600px]">
      {/* A tap on the card flips it; from the keyboard, Space or the button under it does. */}
      <div
        data-testid="flashcard"
        data-side={flipped ? 'answer' : 'question'}
        onClick={onFlip}
        className={cn(
          'grid cursor-pointer transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
          flipped && 'rotate-y-180',
        )}
      >
        <section
          aria-hidden={flipped}
          inert={flipped}
          aria-label={t('lesson.flashcards.question')}
          className={cn(face, 'border-line bg-surface-raised')}
        >
          <p className="text-xs font-semibold tracking-widest text-brand-600 uppercase dark:text-brand-100">
            {t('lesson.flashcards.question')}
          </p>
          <p className="m-auto max-w-prose text-center text-xl leading-relaxed font-semibold text-balance text-ink md:text-2xl">
            {card.question}
          </p>
          <p className="text-center text-xs text-ink-muted">{t('lesson.flashcards.flipHint')}</p>
        </section>
        <section
          aria-hidden={!flipped}
          inert={!flipped}
          aria-label={t('lesson.flashcards.answer')}
          className={cn(
            face,
            'rotate-y-180 border-brand-100 bg-brand-50 dark:border-brand-700/50 dark:bg-[#1a1f45]',
          )}
        >
          <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-100">
            {t('lesson.flashcards.answer')}
          </p>
          <p className="m-auto max-w-prose text-center text-lg leading-relaxed text-pretty text-ink md:text-xl">
            {card.answer}
          </p>
        </section>
      </div>
    </div>
  );
}
