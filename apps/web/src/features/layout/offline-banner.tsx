import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/**
 * "You are offline" under the header while the browser has no network: what was loaded stays on
 * screen. The live region is always there, so that its message is announced when it appears.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="flex items-start gap-2 border-t bg-accent/25 px-4 py-2 text-sm text-foreground sm:items-center sm:justify-center">
          <WifiOff className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{t('nav.offline.title')}</strong>{' '}
            <span className="text-muted-foreground">{t('nav.offline.text')}</span>
          </span>
        </p>
      )}
    </div>
  );
}
