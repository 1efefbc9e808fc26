import MessageCircle from 'lucide-react/icons/message-circle';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { conversationBoxes, type ConversationBox } from '@aebro/shared/message-rules';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { ConversationList } from '@/features/messages/conversation-list';
import { ConversationView } from '@/features/messages/conversation-view';
import { loadOutbox } from '@/features/messages/outbox';
import {
  conversationsQuery,
  RefusedConversation,
  useResolvedConversation,
} from '@/features/messages/use-conversations';
import { useSession } from '@/features/session/use-session';
import { useQuery } from '@tanstack/react-query';
import { fetchUnread, messageKeys } from '@/features/messages/messages-api';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/cn';
import { earlyFirstPage } from '@/lib/first-visit-data';
import { useAddressTab } from '@/lib/use-address-tab';

/**
 * /messages and /messages/{id} (and their /dashboard variants). On phones the list and a conversation
 * are separate screens; from 1024 px they are two panes side by side.
 */
/**
 * On a first visit the entry has asked for the inbox (first-visit-paths.ts): the screen's first
 * render waits for it (routes.tsx), so that it shows the conversations, not their skeletons.
 */
export const firstVisitData = earlyFirstPage(
  '/api/v1/conversations?box=inbox',
  conversationsQuery('inbox'),
);

export default function MessagesPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith('/dashboard') ? '/dashboard/messages' : '/messages';
  const [box, openBox] = useAddressTab(conversationBoxes, 'box');
  const wide = useMediaQuery('(min-width: 1024px)');
  const userId = useSession().data?.user.id;
  useEffect(() => loadOutbox(userId), [userId]);
  const totals = useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => fetchUnread(signal),
    staleTime: 30_000,
  });
  const requests = totals.data?.requests ?? 0;
  const filtered = totals.data?.filtered ?? 0;

  const showList = wide || !conversationId;
  return (
    <div className="flex h-[calc(100dvh-10.5rem)] min-h-[24rem] overflow-hidden rounded-xl border bg-card md:h-[calc(100dvh-7.5rem)]">
      {showList ? (
        <div className={cn('flex min-h-0 flex-col', wide ? 'w-80 shrink-0 border-r' : 'w-full')}>
          <AddressTabs
            tabs={conversationBoxes}
            value={box}
            onValueChange={openBox}
            className="flex min-h-0 flex-1 flex-col"
            list={
              <div className="flex flex-col gap-3 border-b p-3">
                <h2 className="text-xl font-bold">{t('messages.title')}</h2>
                <TabsList className="w-full">
                  <BoxTrigger box="inbox" />
                  <BoxTrigger box="requests" count={requests} />
                  {/* Issue 37: requests my notification policy filtered; counted here only, never in a badge. */}
                  <BoxTrigger box="filtered" count={filtered} quiet />
                </TabsList>
              </div>
            }
          >
            {conversationBoxes.map((name) => (
              <TabsPanel
                key={name}
                value={name}
                flush
                className="min-h-0 flex-1 overflow-y-auto p-1"
              >
                <ConversationList box={name} base={base} activeId={conversationId} />
              </TabsPanel>
            ))}
          </AddressTabs>
        </div>
      ) : null}
      {conversationId ? (
        <div className="min-w-0 flex-1">
          <OpenConversation id={conversationId} base={base} />
        </div>
      ) : wide ? (
        <div className="grid flex-1 place-items-center">
          <EmptyState
            frame="bare"
            icon={MessageCircle}
            title={t('messages.choose.title')}
            text={t('messages.choose.text')}
          />
        </div>
      ) : null}
    </div>
  );
}

/** A box's tab, with how many conversations wait in it; `quiet` counts in grey (the filtered box). */
function BoxTrigger({
  box,
  count = 0,
  quiet = false,
}: {
  box: ConversationBox;
  count?: number;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TabsTrigger value={box} className="flex-1">
      {t(`messages.boxes.${box}`)}
      {count > 0 ? (
        <span
          className={cn(
            'ml-1 rounded-full px-1.5 text-xs',
            quiet ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
          )}
        >
          {count}
        </span>
      ) : null}
    </TabsTrigger>
  );
}

function OpenConversation({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const conversation = useResolvedConversation(id, params.get('kind') === 'person');
  const resolvedId = conversation.data?.id;
  useEffect(() => {
    // /messages/{userId} becomes the conversation's own address.
    if (resolvedId && resolvedId !== id) void navigate(`${base}/${resolvedId}`, { replace: true });
  }, [resolvedId, id, base, navigate]);

  if (conversation.isPending)
    return (
      <div role="status" className="grid h-full place-items-center text-sm text-muted-foreground">
        {t('common.loading')}
      </div>
    );
  if (conversation.isError) {
    const refusal =
      conversation.error instanceof RefusedConversation ? conversation.error.refusal : null;
    return (
      <div className="grid h-full place-items-center p-4">
        <EmptyState
          frame="bare"
          heading="h2"
          icon={ShieldAlert}
          title={
            refusal?.reason === 'missing'
              ? t('messages.refused.missingTitle')
              : refusal
                ? t('messages.refused.title')
                : t('messages.errors.loadFailed')
          }
          text={
            refusal?.reason === 'notAccepting'
              ? t('messages.refused.notAccepting', {
                  name: refusal.name ?? t('messages.thisPerson'),
                })
              : refusal?.reason === 'contactsOnly'
                ? t('messages.refused.contactsOnly', {
                    name: refusal.name ?? t('messages.thisPerson'),
                  })
                : refusal?.reason === 'missing'
                  ? t('messages.refused.missingText')
                  : refusal?.reason === 'blocked'
                    ? t('messages.refused.blockedText')
                    : undefined
          }
        >
          {refusal ? (
            <Button variant="outline" onClick={() => void navigate(base)}>
              {t('messages.back')}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void conversation.refetch()}>
              {t('common.tryAgain')}
            </Button>
          )}
        </EmptyState>
      </div>
    );
  }
  return (
    <ConversationView key={conversation.data.id} conversation={conversation.data} base={base} />
  );
}
