import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';

/**
 * A screen that failed inside the frame (most often its code could not be fetched): the frame stays,
 * so the other places remain one tap away. Offline, it says why; otherwise the generic error (SPEC §2).
 */
export function ScreenError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const online = useOnline();
  useEffect(() => {
    // Global errors are only logged (SPEC §8).
    console.warn('Screen failed', error);
  }, [error]);
  const Icon = online ? TriangleAlert : WifiOff;
  return (
    <section
      aria-labelledby="screen-error-title"
      className="mx-auto flex max-w-lg flex-col items-center py-12 text-center"
    >
      <span className="inline-grid size-16 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h2 id="screen-error-title" className="mt-4 text-2xl font-bold">
        {online ? t('error.title') : t('nav.offline.screenTitle')}
      </h2>
      <p className="mt-3 text-muted-foreground">
        {online ? t('error.message') : t('nav.offline.screenText')}
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {online ? t('error.refreshSession') : t('common.tryAgain')}
      </Button>
    </section>
  );
}
