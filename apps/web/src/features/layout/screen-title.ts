import { useContext, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNotFoundHandle, isScreenHandle, type ScreenHandle } from '@/routes/screen-handle';
import { SetTitleClaimContext, TitleClaimContext } from './screen-title-context';

/** The deepest screen handle of the current route, if any. */
export function useScreenHandle(): ScreenHandle | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle);
}

/**
 * The current screen's title: the item it shows when it has said so ("Debre Hiwot"), "Page Not
 * Found" on a 404 (the route's or one a screen shows), else the screen's name (`screens.<name>`);
 * null where there is none.
 */
export function useScreenTitle(): string | null {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const claim = useContext(TitleClaimContext);
  // A claim made for another page (the one left a moment ago) is not this page's.
  if (claim?.pathname === pathname) return 'notFound' in claim ? t('notFound.title') : claim.title;
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  if (handle) return t(`screens.${handle.screen}`);
  if (matches.some((match) => isNotFoundHandle(match.handle))) return t('notFound.title');
  return null;
}

function useTitleClaim(title: string | null, notFound: boolean): void {
  const setClaim = useContext(SetTitleClaimContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!setClaim || (!title && !notFound)) return;
    const claim = notFound
      ? { pathname, notFound: true as const }
      : { pathname, title: title ?? '' };
    setClaim(claim);
    return () => setClaim((current) => (current === claim ? null : current));
  }, [setClaim, pathname, title, notFound]);
}

/**
 * A screen that shows one item names the tab and the header after it while it shows it, so that
 * tabs and history entries can be told apart. Nothing (still loading) leaves the screen's name.
 */
export function useItemTitle(title: string | null | undefined): void {
  useTitleClaim(title?.trim() || null, false);
}

/** A screen showing the 404 page in its place: the title says "Page Not Found", not the route's. */
export function useNotFoundTitle(): void {
  useTitleClaim(null, true);
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
