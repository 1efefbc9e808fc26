import LoaderCircle from 'lucide-react/icons/loader-circle';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';

/**
 * 'Restoring session…' (SPEC §2) while the guard waits for the server. The network went away while
 * waiting: the request waits for it to come back (the query is paused), and this says so.
 */
export function RestoringSession() {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineSession />;
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle
          className="size-5 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
        {t('session.restoring')}
      </p>
    </main>
  );
}

function OfflineSession({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <WifiOff className="size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('nav.offline.title')}</h1>
      <p className="text-muted-foreground">{t('nav.offline.sessionText')}</p>
      {onRetry ? (
        <Button className="mt-2" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </main>
  );
}

/**
 * The session could not be restored because the server did not answer. Offline (the app shell came
 * from the service worker), it says so and tries again by itself once the network is back.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onRetry();
    }
  }, [online, onRetry]);
  if (!online) return <OfflineSession onRetry={onRetry} />;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <WifiOff className="size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('session.unavailableTitle')}</h1>
      <p className="text-muted-foreground">{t('session.unavailableMessage')}</p>
      <Button className="mt-2" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </main>
  );
}
