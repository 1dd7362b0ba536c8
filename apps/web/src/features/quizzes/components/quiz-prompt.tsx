import type { Ref } from 'react';
import { cn } from '../../../lib/cn.ts';
import { fillPromptParts } from '../quiz-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * A question's wording as a heading (focusable, so each new question can take the focus); the
 * blank of a fill-in sentence is drawn as a gap, and read as "blank".
 */
export function QuizPrompt({
  prompt,
  id,
  level = 'h2',
  className,
  ref,
}: {
  prompt: string;
  id?: string;
  level?: 'h2' | 'h3';
  className?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const Heading = level;
  const parts = fillPromptParts(prompt);
  return (
    <Heading
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn('font-semibold text-ink focus:outline-none', className)}
    >
      {parts ? (
        <>
          {parts.before}
          <span
            role="img"
            aria-label={t('quizzes.play.blank')}
            className="mx-0.5 inline-block h-[1.1em] w-20 translate-y-[0.15em] rounded-sm border-b-2 border-brand-500 bg-brand-50 dark:bg-brand-700/25"
          />
          {parts.after}
        </>
      ) : (
        prompt
      )}
    </Heading>
  );
}
