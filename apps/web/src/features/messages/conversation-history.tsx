import Loader2 from 'lucide-react/icons/loader-circle';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ConversationMessages } from './use-conversation-messages';

interface ConversationHistoryProps {
  scroller: RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  history: ConversationMessages;
  name: string;
  group: boolean;
  /** The rows: sent messages, then the outbox's. */
  children: ReactNode;
}

/** The scrolling log: loading, a failure to load, or the rows under "older loading" or the start. */
export function ConversationHistory({
  scroller,
  onScroll,
  history,
  name,
  group,
  children,
}: ConversationHistoryProps) {
  const { t } = useTranslation();
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-3 py-4"
      role="log"
      aria-label={t('messages.history')}
    >
      {history.status === 'loading' ? (
        <div role="status" className="m-auto flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : history.status === 'error' ? (
        <div role="alert" className="m-auto flex flex-col items-center gap-2 text-sm">
          <p>{t('messages.errors.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={history.retry}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {history.loadingOlder ? (
            <div role="status" className="flex justify-center">
              <Loader2 className="size-4 animate-spin" aria-label={t('messages.loadingOlder')} />
            </div>
          ) : history.hasOlder ? null : (
            <p className="text-center text-xs text-muted-foreground">
              {group ? t('messages.startGroup', { name }) : t('messages.start', { name })}
            </p>
          )}
          {children}
        </>
      )}
    </div>
  );
}
