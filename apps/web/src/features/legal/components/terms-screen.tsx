import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const sections = [
  'service',
  'account',
  'minors',
  'lessons',
  'ai',
  'plans',
  'use',
  'privacy',
  'contact',
] as const;

/** `/settings/terms`: the terms of use and the privacy notice, in the interface language. */
export function TermsScreen() {
  const { t } = useTranslation();
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1.5">
        <ScreenTitle>{t('terms.title')}</ScreenTitle>
        <p className="text-sm text-ink-muted">{t('terms.updated')}</p>
      </header>
      {sections.map((key) => (
        <section key={key} id={key} className="flex scroll-mt-4 flex-col gap-2">
          <h2 className="text-lg font-semibold text-ink">{t(`terms.sections.${key}.title`)}</h2>
          {t(`terms.sections.${key}.body`)
            .split('\n\n')
            .map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="leading-relaxed text-ink">
                {paragraph}
              </p>
            ))}
        </section>
      ))}
    </article>
  );
}
