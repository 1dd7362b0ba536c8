import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useTranslation } from '../lib/i18n.ts';

/** The page for an address that matches no screen. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle();
  return (
    <main
      id="main"
      className="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <Compass aria-hidden className="h-14 w-14 text-brand-600" />
      <p className="text-sm font-semibold tracking-widest text-brand-600">404</p>
      <h1 className="text-3xl font-bold text-ink">{t('notFound.title')}</h1>
      <p className="max-w-md text-ink-muted">{t('notFound.body')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  );
}
