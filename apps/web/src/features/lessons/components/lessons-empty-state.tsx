import { FileText, Images, SearchX, Sparkles, Star, Type } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { AddLessonButton } from './add-lesson-button.tsx';

function Frame({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center md:py-16">
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1.5 max-w-md text-sm leading-relaxed text-ink-muted">{body}</p>
      {children}
    </section>
  );
}

const sources = [
  { key: 'document', icon: FileText },
  { key: 'text', icon: Type },
  { key: 'photos', icon: Images },
] as const;

/** No lesson yet: what adding one gives, the three ways to do it, and the button that starts. */
export function NoLessons() {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<Sparkles aria-hidden className="h-7 w-7" />}
      title={t('lessons.empty.title')}
      body={t('lessons.empty.body')}
    >
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {sources.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-xs font-medium text-ink-muted"
          >
            <Icon aria-hidden className="h-3.5 w-3.5" />
            {t(`lessons.empty.sources.${key}`)}
          </li>
        ))}
      </ul>
      <AddLessonButton className="mt-6 h-11 px-5" />
    </Frame>
  );
}

/** The Favourites tab with none yet. */
export function NoFavourites() {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<Star aria-hidden className="h-7 w-7" />}
      title={t('lessons.empty.noFavouritesTitle')}
      body={t('lessons.empty.noFavouritesBody')}
    />
  );
}

/** A search that matched nothing. */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Frame
      icon={<SearchX aria-hidden className="h-7 w-7" />}
      title={t('lessons.empty.noResultsTitle', { q: query })}
      body={t('lessons.empty.noResultsBody')}
    >
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        {t('lessons.empty.clearSearch')}
      </Button>
    </Frame>
  );
}
