import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFoundHandle, isScreenHandle, type ScreenHandle } from '@/routes/screen-handle';

/** The deepest screen handle of the current route, if any. */
export function useScreenHandle(): ScreenHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
}

/** The current screen's name (`screens.<name>`), "Page Not Found" on the 404 page, else null. */
export function useScreenTitle(): string | null {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  if (handle) return t(`screens.${handle.screen}`);
  if (matches.some((match) => isNotFoundHandle(match.handle))) return t('notFound.title');
  return null;
}

/** The tab's title follows the screen: "Saved items · Aebro", "የተቀመጡ · አብሮ"; the app's name alone elsewhere. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const app = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
