import type { Message } from '@aebro/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { MessageBubble } from './message-bubble';

interface MessageRowProps {
  message: Message;
  mine: boolean;
  group: boolean;
  /** The sender's picture, in a group. */
  senderAvatarUrl: string | null;
  /** "Seen", under my last message. */
  status: string | undefined;
  nameOf: (userId: string) => string;
  onReply: (() => void) | undefined;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  onReport?: (() => void) | undefined;
}

/** One sent message; in a group, someone else's has their avatar and name. */
export function MessageRow({
  message,
  mine,
  group,
  senderAvatarUrl,
  status,
  nameOf,
  onReply,
  onEdit,
  onDelete,
  onReport,
}: MessageRowProps) {
  return (
    <div
      data-seq={message.seq}
      data-testid="message"
      className={group && !mine ? 'flex items-end gap-2' : undefined}
    >
      {group && !mine ? (
        <Avatar name={nameOf(message.senderId)} src={senderAvatarUrl} size="sm" />
      ) : null}
      <MessageBubble
        sender={group && !mine ? nameOf(message.senderId) : undefined}
        message={message}
        mine={mine}
        replyName={message.replyTo ? nameOf(message.replyTo.senderId) : undefined}
        status={status}
        onReply={onReply}
        onEdit={onEdit}
        onDelete={onDelete}
        onReport={onReport}
      />
    </div>
  );
}
