import RotateCw from 'lucide-react/icons/rotate-cw';
import { useTranslation } from 'react-i18next';
import { useTrustCapText } from '@/features/safety/trust-cap';
import { MessageBubble } from './message-bubble';
import { discard, retry as retrySend, type OutboxItem } from './outbox';

/** A message still in the outbox: sending, or not sent with retry and discard. */
export function PendingMessageRow({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const capText = useTrustCapText();
  return (
    <div data-testid="pending-message">
      <MessageBubble
        message={{
          body: item.body,
          images: item.images,
          deleted: false,
          editedAt: null,
          createdAt: item.createdAt,
          replyTo: null,
        }}
        mine
        status={
          item.status === 'sending' ? (
            item.slowModeSeconds ? (
              <span role="status">{t('messages.slowMode', { count: item.slowModeSeconds })}</span>
            ) : (
              t('messages.sending')
            )
          ) : (
            <span className="text-destructive">
              {t('messages.notSent')}{' '}
              <button type="button" className="underline" onClick={() => retrySend(item.clientId)}>
                <RotateCw className="inline size-3" aria-hidden="true" /> {t('messages.retry')}
              </button>{' '}
              <button type="button" className="underline" onClick={() => discard(item.clientId)}>
                {t('messages.discard')}
              </button>
              {item.trust ? (
                <span role="alert" className="mt-1 block" data-testid="trust-cap">
                  {capText(item.trust)}
                </span>
              ) : null}
            </span>
          )
        }
      />
    </div>
  );
}
