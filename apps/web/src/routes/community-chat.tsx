import { useQuery, useQueryClient } from '@tanstack/react-query';
import MessageCircleOff from 'lucide-react/icons/message-circle-off';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { communityKeys, fetchCommunityChat } from '@/features/communities/communities-api';
import { CommunityNotFound } from '@/features/communities/community-states';
import { useCommunity } from '@/features/communities/use-community';
import { ConversationView } from '@/features/messages/conversation-view';
import { fetchConversation, messageKeys } from '@/features/messages/messages-api';
import { loadOutbox } from '@/features/messages/outbox';
import { useSession } from '@/features/session/use-session';
import { ApiRequestError } from '@/lib/api';
import { useOnReconnect, useRealtimeEvent } from '@/lib/realtime';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /dashboard/communities/{communityId}/chat: the community's group conversation, members only. */
export default function CommunityChatPage() {
  const { communityId = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-[48rem] flex-col gap-3">
      {uuid.test(communityId) ? (
        <CommunityChat key={communityId} id={communityId} />
      ) : (
        <CommunityNotFound />
      )}
    </div>
  );
}

const missing = (error: unknown): boolean =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 403);

function CommunityChat({ id }: { id: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useSession().data?.user.id;
  useEffect(() => loadOutbox(userId), [userId]);
  const community = useCommunity(id);
  const chat = useQuery({
    queryKey: [...communityKeys.one(id), 'chat'],
    queryFn: ({ signal }) => fetchCommunityChat(id, signal),
    retry: (count, error) => !missing(error) && count < 2,
  });
  const conversationId = chat.data?.conversationId;
  const conversation = useQuery({
    queryKey: [...messageKeys.all, 'conversation', conversationId ?? ''],
    queryFn: ({ signal }) => fetchConversation(conversationId ?? '', signal),
    enabled: conversationId !== undefined,
    retry: (count, error) => !missing(error) && count < 2,
  });
  // Membership changed (removed, left): ask again at once, and lose the chat if no longer a member.
  const refresh = (): void => {
    void client.invalidateQueries({ queryKey: communityKeys.one(id) });
    void client.invalidateQueries({ queryKey: [...messageKeys.all, 'conversation'] });
  };
  useRealtimeEvent('community:changed', (payload) => {
    if (payload.communityId === id) refresh();
  });
  useRealtimeEvent('conversations:changed', refresh);
  useOnReconnect(refresh);

  const back = `/dashboard/communities/${id}`;
  if (chat.isPending || (conversationId && conversation.isPending))
    return (
      <div role="status" className="grid h-64 place-items-center text-sm text-muted-foreground">
        {t('common.loading')}
      </div>
    );
  if (
    missing(chat.error) ||
    missing(conversation.error) ||
    community.data?.viewer.membership === 'none'
  )
    return (
      <EmptyState
        heading="h2"
        icon={MessageCircleOff}
        title={t('communities.chat.membersOnlyTitle')}
        text={t('communities.chat.membersOnlyText')}
      >
        <Button asChild variant="outline">
          <Link to={back}>{t('communities.chat.backToCommunity')}</Link>
        </Button>
      </EmptyState>
    );
  if (!conversation.data)
    return (
      <EmptyState heading="h2" icon={MessageCircleOff} title={t('communities.chat.loadFailed')}>
        <Button variant="outline" onClick={() => void chat.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </EmptyState>
    );
  const name = community.data?.name ?? conversation.data.title ?? '';
  return (
    <>
      <h1 className="sr-only">{t('communities.chat.title', { name })}</h1>
      <div className="flex h-[calc(100dvh-13.5rem)] min-h-[24rem] overflow-hidden rounded-xl border bg-card md:h-[calc(100dvh-10rem)]">
        <div className="min-w-0 flex-1">
          <ConversationView
            key={conversation.data.id}
            conversation={{ ...conversation.data, title: name || conversation.data.title }}
            base={back}
          />
        </div>
      </div>
    </>
  );
}
