import Inbox from 'lucide-react/icons/inbox';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation, ConversationBox } from '@aebro/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/session/use-session';
import { cn } from '@/lib/cn';
import { formatRelativeTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';
import { conversationName } from './conversation-view';
import { useConversations } from './use-conversations';

interface ListProps {
  box: ConversationBox;
  base: string;
  activeId: string | undefined;
}

/**
 * My conversations of one box, newest activity first: name, avatar, online dot, preview, time, unread.
 * A request opens with `?box=requests` (or `filtered`) kept, so the list beside it stays on its tab.
 */
export function ConversationList({ box, base, activeId }: ListProps) {
  const { t } = useTranslation();
  const query = useConversations(box);
  if (query.isPending)
    return (
      <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-2 p-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-4 text-sm">
        <p>{t('messages.errors.listFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        frame="bare"
        icon={box === 'inbox' ? MessageCircle : Inbox}
        title={t(`messages.empty.${box}Title`)}
        text={t(`messages.empty.${box}Text`)}
      />
    );
  return (
    <div className="flex flex-col">
      <ul className="flex flex-col" aria-label={t(`messages.boxes.${box}`)}>
        {items.map((conversation) => (
          <ConversationRow
            key={conversation.id}
            conversation={conversation}
            href={`${base}/${conversation.id}${box === 'inbox' ? '' : `?box=${box}`}`}
            active={conversation.id === activeId}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          className="m-2"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('messages.more')}
        </Button>
      ) : null}
    </div>
  );
}

function ConversationRow({
  conversation,
  href,
  active,
}: {
  conversation: Conversation;
  href: string;
  active: boolean;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const me = useSession().data?.user.id;
  const name = conversationName(conversation, t('messages.unknownPerson'));
  const other = conversation.kind === 'direct' ? conversation.members[0] : undefined;
  const last = conversation.lastMessage;
  let preview = '';
  if (last)
    preview = last.deleted
      ? t('messages.deleted')
      : last.preview || (last.hasImages ? t('messages.photo') : '');
  if (last && last.senderId === me && !last.deleted)
    preview = t('messages.youSaid', { text: preview });
  const unread = conversation.unreadCount;
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-muted focus-visible:bg-muted',
          active && 'bg-muted',
        )}
      >
        <Avatar name={name} src={other?.avatarUrl ?? null} online={other?.online ?? false} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={cn('truncate', unread > 0 ? 'font-bold' : 'font-medium')}>{name}</p>
            {last ? (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted-foreground">
                {formatRelativeTime(
                  last.createdAt,
                  format.language,
                  t('messages.justNow'),
                  undefined,
                  format.calendar,
                )}
              </time>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-2">
            <p
              className={cn(
                'truncate text-sm',
                unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview}
            </p>
            {unread > 0 ? (
              <span
                className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                aria-label={t('messages.unread', { count: unread })}
              >
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
