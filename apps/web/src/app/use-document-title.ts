import { useEffect } from 'react';
import { useRouteMeta } from './route-meta.ts';
import { useTranslation } from '../lib/i18n.ts';

/** Keeps the tab title on the current screen's translated name. */
export function useDocumentTitle() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  useEffect(() => {
    const app = t('app.name');
    document.title = meta ? `${t(`routes.${meta.name}`)} · ${app}` : app;
  }, [meta, t]);
}
