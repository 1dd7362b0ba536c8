import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The passage of the lesson an answer comes from, quoted under its label. */
export function SourcePassage({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <figure className="rounded-xl border border-line bg-surface px-4 py-3">
      <figcaption className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <BookOpen aria-hidden className="h-3.5 w-3.5" />
        {label ?? t('quizzes.play.source')}
      </figcaption>
      <blockquote className="border-l-2 border-brand-500/60 pl-3 text-sm leading-relaxed text-ink">
        {text}
      </blockquote>
    </figure>
  );
}
