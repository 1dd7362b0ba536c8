import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** Shown when a screen throws while rendering, instead of a blank page. */
export function CrashScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('screen crashed', error);
  }, [error]);
  return (
    <main
      id="main"
      role="alert"
      className="flex min-h-full flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-bold text-ink">{t('crash.title')}</h1>
      <p className="max-w-md text-ink-muted">{t('crash.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('crash.reload')}</Button>
    </main>
  );
}
