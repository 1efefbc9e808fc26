import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { NavigationProgress } from '@/features/layout/navigation-progress';
import { useDocumentTitle } from '@/features/layout/screen-title';
import { ScreenTitleProvider } from '@/features/layout/screen-title-context';
import { watchSystemTheme } from '@/lib/theme';

export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => watchSystemTheme(), []);
  return (
    <ScreenTitleProvider>
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <NavigationProgress />
      <Outlet />
      <LazyToaster />
      <ScrollRestoration />
    </ScreenTitleProvider>
  );
}

/** Inside the provider: the tab's title follows what the screen says about itself. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}
