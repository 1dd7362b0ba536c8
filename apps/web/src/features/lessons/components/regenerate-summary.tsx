const lines = ['New', 'Kept', 'Lost'] as const;
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * What a regeneration changes, keeps and loses, one line each, then what happens when the lesson
 * has nothing else to give. Spans, not a list: it sits in the dialog's description paragraph.
 */
export function RegenerateSummary({ target }: { target: 'sheet' | 'flashcards' }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col gap-1.5" data-testid="regenerate-summary">
      {lines.map((line) => (
        <span key={line} className="block">
          <span className="font-semibold text-ink">
            {t(`lesson.regenerate.${line.toLowerCase()}`)}
          </span>{' '}
          {t(`lesson.${target}.regenerate${line}`)}
        </span>
      ))}
      <span className="block">{t(`lesson.${target}.regenerateSame`)}</span>
    </span>
  );
}
