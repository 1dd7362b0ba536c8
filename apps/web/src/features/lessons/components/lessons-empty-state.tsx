import { FileText, Images, SearchX, Sparkles, Star, Type } from 'lucide-react';
import { EmptyState, EmptyStateChips } from '../../../components/empty-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AddLessonButton } from './add-lesson-button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

const sources = [
  { key: 'document', icon: FileText },
  { key: 'text', icon: Type },
  { key: 'photos', icon: Images },
] as const;

/** No lesson yet: what adding one gives, the three ways to do it, and the button that starts. */
export function NoLessons() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={Sparkles} title={t('lessons.empty.title')} body={t('lessons.empty.body')}>
      <EmptyStateChips
        items={sources.map(({ key, icon }) => ({
          key,
          icon,
          label: t(`lessons.empty.sources.${key}`),
        }))}
      />
      <AddLessonButton size="lgWide" className="mt-6" />
    </EmptyState>
  );
}

/** The Favourites tab with none yet. */
export function NoFavourites() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Star}
      title={t('lessons.empty.noFavouritesTitle')}
      body={t('lessons.empty.noFavouritesBody')}
    />
  );
}

/** A search that matched nothing. */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t('lessons.empty.noResultsTitle', { q: query })}
      body={t('lessons.empty.noResultsBody')}
    >
      <Button variant="secondary" className="mt-6" onClick={onClear}>
        {t('lessons.empty.clearSearch')}
      </Button>
    </EmptyState>
  );
}
