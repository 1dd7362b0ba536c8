import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../components/screen-title.tsx';
import { useRouteMeta } from './route-meta.ts';

/** A screen whose feature is not built yet: its translated title in the layout, nothing more. */
export function RouteTitleScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return meta ? <ScreenTitle>{t(`routes.${meta.name}`)}</ScreenTitle> : null;
}
