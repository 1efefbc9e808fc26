import Flag from 'lucide-react/icons/flag';
import MoreHorizontal from 'lucide-react/icons/ellipsis';
import Pencil from 'lucide-react/icons/pencil';
import Reply from 'lucide-react/icons/reply';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import type { Message, ReplyPreview } from '@aebro/shared/messages';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { MessageText } from './message-text';
import { formatMessageTime } from '@/lib/relative-time';
import { useDateFormat } from '@/lib/use-date-format';

interface BubbleProps {
  message: Pick<Message, 'body' | 'images' | 'deleted' | 'editedAt' | 'createdAt'> & {
    replyTo: ReplyPreview | null;
  };
  mine: boolean;
  /** In a group, the sender's name above someone else's message. */
  sender?: string | undefined;
  /** The name of whoever wrote the message replied to (for its quote). */
  replyName?: string | undefined;
  /** Under the bubble: "Sending…", "Seen", "Not sent". */
  status?: React.ReactNode;
  onReply?: (() => void) | undefined;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Issue 37: report someone else's message (in a community chat). */
  onReport?: (() => void) | undefined;
}

/** One message: its quote, text, photos and time; a deleted one is a tombstone in its place. */
export function MessageBubble({
  message,
  mine,
  sender,
  replyName,
  status,
  onReply,
  onEdit,
  onDelete,
  onReport,
}: BubbleProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const actions = !message.deleted && (onReply || onEdit || onDelete || onReport);
  return (
    <div
      className={cn('group flex min-w-0 flex-1 flex-col gap-1', mine ? 'items-end' : 'items-start')}
    >
      {sender ? (
        <p className="px-3 text-xs font-semibold text-muted-foreground" data-testid="sender">
          {sender}
        </p>
      ) : null}
      <div className={cn('flex max-w-[85%] items-center gap-1', mine && 'flex-row-reverse')}>
        <div
          className={cn(
            'flex min-w-0 flex-col gap-2 rounded-2xl px-3 py-2 text-sm',
            message.deleted
              ? 'border border-dashed bg-transparent text-muted-foreground italic'
              : mine
                ? 'bg-primary text-primary-foreground'
                : 'bg-muted text-foreground',
          )}
        >
          {message.replyTo && !message.deleted ? (
            <div
              className={cn(
                'rounded-lg border-l-4 px-2 py-1 text-xs',
                mine
                  ? 'border-primary-foreground/60 bg-primary-foreground/10'
                  : 'border-primary/60 bg-background/60',
              )}
            >
              {replyName ? <p className="font-semibold">{replyName}</p> : null}
              <p className="line-clamp-2">
                {message.replyTo.deleted
                  ? t('messages.deleted')
                  : message.replyTo.body || (message.replyTo.hasImages ? t('messages.photo') : '')}
              </p>
            </div>
          ) : null}
          {message.deleted ? (
            <p>{t('messages.deleted')}</p>
          ) : (
            <>
              {message.images.length > 0 ? (
                <div className={cn('grid gap-1', message.images.length > 1 && 'grid-cols-2')}>
                  {message.images.map((image) => (
                    <a key={image.url} href={image.url} target="_blank" rel="noopener noreferrer">
                      <img
                        src={image.url}
                        alt={t('messages.photo')}
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                        className="max-h-60 w-full rounded-lg object-cover"
                      />
                    </a>
                  ))}
                </div>
              ) : null}
              {message.body ? <MessageText text={message.body} /> : null}
            </>
          )}
        </div>
        {actions ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-8 shrink-0 opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
                aria-label={t('messages.actions')}
              >
                <MoreHorizontal aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align={mine ? 'end' : 'start'}>
              {onReply ? (
                <DropdownMenuItem onSelect={onReply}>
                  <Reply aria-hidden="true" />
                  {t('messages.reply')}
                </DropdownMenuItem>
              ) : null}
              {onEdit ? (
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden="true" />
                  {t('messages.edit')}
                </DropdownMenuItem>
              ) : null}
              {onReport ? (
                <DropdownMenuItem onSelect={onReport}>
                  <Flag aria-hidden="true" />
                  {t('messages.report')}
                </DropdownMenuItem>
              ) : null}
              {onDelete ? (
                <DropdownMenuItem onSelect={onDelete} className="text-destructive">
                  <Trash2 aria-hidden="true" />
                  {t('messages.delete')}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      <p className="px-1 text-xs text-muted-foreground">
        <time dateTime={message.createdAt}>
          {formatMessageTime(message.createdAt, format.language, format.calendar)}
        </time>
        {message.editedAt && !message.deleted ? ` · ${t('messages.edited')}` : null}
        {status ? <> · {status}</> : null}
      </p>
    </div>
  );
}
