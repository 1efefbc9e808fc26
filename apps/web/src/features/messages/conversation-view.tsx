import { useQueryClient } from '@tanstack/react-query';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName } from '@/features/session/display-name';
import type { Conversation, Message } from '@aebro/shared/messages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ReportDialog } from '@/features/safety/report-dialog';
import { useSession } from '@/features/session/use-session';
import { useRealtimeRoom } from '@/lib/realtime';
import { ConversationHeader } from './conversation-header';
import { ConversationHistory } from './conversation-history';
import { MessageComposer } from './message-composer';
import { MessageRequestBanner } from './message-request-banner';
import { MessageRow } from './message-row';
import {
  acceptRequest,
  declineRequest,
  deleteMessage,
  editMessage,
  messageKeys,
} from './messages-api';
import { enqueue } from './outbox';
import { PendingMessageRow } from './pending-message-row';
import { useConversationMessages } from './use-conversation-messages';
import { useConversationScroll } from './use-conversation-scroll';
import { useReadPosition } from './use-read-position';
import { useTypingAndSeen } from './use-typing-and-seen';

interface ViewProps {
  conversation: Conversation;
  /** /messages or /dashboard/messages: where "back" and a deleted request lead. */
  base: string;
}

export function conversationName(conversation: Conversation, fallback: string): string {
  if (conversation.title) return conversation.title;
  const names = conversation.members.map((member) => displayName(member));
  return names.length > 0 ? names.join(', ') : fallback;
}

/**
 * One conversation: its history (older pages as I scroll up), live messages, typing, "Seen", the
 * outbox's messages with their state, and the composer, or the reason I may not write.
 */
export function ConversationView({ conversation, base }: ViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useSession().data?.user.id ?? '';
  const id = conversation.id;
  const room = `conversation:${id}`;
  useRealtimeRoom(room);
  const history = useConversationMessages(id);
  const other = conversation.kind === 'direct' ? conversation.members[0] : undefined;
  const name = conversationName(conversation, t('messages.unknownPerson'));
  const nameOf = (userId: string): string => {
    if (userId === me) return t('messages.you');
    const member = conversation.members.find((person) => person.id === userId);
    return member ? displayName(member) : t('messages.unknownPerson');
  };
  const group = conversation.kind === 'group';
  const { seenSeq, typist } = useTypingAndSeen(conversation, me);
  const typing = typist !== null;
  const senderOf = (userId: string) => conversation.members.find((person) => person.id === userId);

  // A send the server refused (a block, either way): the conversation is fetched again, so the
  // composer gives way to the reason ("You can't message this person.").
  const refusedSends = history.pending.filter(
    (item) => item.status === 'failed' && item.errorCode === 'FORBIDDEN',
  ).length;
  useEffect(() => {
    if (refusedSends > 0) void client.invalidateQueries({ queryKey: ['messages', 'conversation'] });
  }, [refusedSends, client]);

  const { scroller, onScroll, followBottom } = useConversationScroll(history, typing);
  useReadPosition(id, conversation.myLastReadSeq, scroller, history.messages);

  // Reply, edit, delete.
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<{ message: Message; text: string } | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const myLast = [...history.messages].reverse().find((message) => message.senderId === me);
  const sentClientIds = new Set(
    history.messages.filter((message) => message.senderId === me).map((m) => m.clientId),
  );
  const pending = history.pending.filter((item) => !sentClientIds.has(item.clientId));

  const accept = async (): Promise<void> => {
    setBusy(true);
    try {
      client.setQueryData(messageKeys.one(id), await acceptRequest(id));
      void client.invalidateQueries({ queryKey: messageKeys.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={name}>
      <ConversationHeader
        name={name}
        other={other}
        group={group}
        base={base}
        typist={typist}
        nameOf={nameOf}
      />

      {conversation.state === 'request' || conversation.state === 'filtered' ? (
        <MessageRequestBanner
          name={name}
          busy={busy}
          onAccept={() => void accept()}
          onDelete={() => setDeclineOpen(true)}
        />
      ) : null}

      <ConversationHistory
        scroller={scroller}
        onScroll={onScroll}
        history={history}
        name={name}
        group={group}
      >
        {history.messages.map((message) => {
          const mine = message.senderId === me;
          // "Seen" is for direct conversations only: a group shows no one's read position.
          const seen =
            !group &&
            mine &&
            message.id === myLast?.id &&
            seenSeq !== null &&
            seenSeq >= message.seq;
          const sender = group && !mine ? senderOf(message.senderId) : undefined;
          return (
            <MessageRow
              key={message.id}
              message={message}
              mine={mine}
              group={group}
              senderAvatarUrl={sender?.avatarUrl ?? null}
              status={seen ? t('messages.seen') : undefined}
              nameOf={nameOf}
              onReply={conversation.canSend ? () => setReplyTo(message) : undefined}
              onEdit={
                mine
                  ? () => {
                      setReplyTo(null);
                      setEditing({ message, text: message.body });
                    }
                  : undefined
              }
              onDelete={
                mine
                  ? () => {
                      setDeleteError(null);
                      setDeleting(message);
                    }
                  : undefined
              }
              onReport={!mine && conversation.communityId ? () => setReporting(message) : undefined}
            />
          );
        })}
        {pending.map((item) => (
          <PendingMessageRow key={item.clientId} item={item} />
        ))}
      </ConversationHistory>
      {typing ? (
        <p className="px-4 pb-1 text-xs text-muted-foreground" data-testid="typing">
          {t('messages.typing', { name: other ? name : t('messages.someone') })}
        </p>
      ) : null}

      {conversation.canSend ? (
        <MessageComposer
          room={room}
          replyingTo={
            replyTo
              ? {
                  name: nameOf(replyTo.senderId),
                  text: replyTo.body || t('messages.photo'),
                }
              : null
          }
          onCancelReply={() => setReplyTo(null)}
          editing={editing}
          onCancelEdit={() => setEditing(null)}
          onSend={(body, photos) => {
            enqueue({
              conversationId: id,
              body,
              imageKeys: photos.map((photo) => photo.key),
              images: photos.map(({ url, width, height }) => ({ url, width, height })),
              ...(replyTo ? { replyToId: replyTo.id } : {}),
            });
            setReplyTo(null);
            followBottom();
          }}
          onSaveEdit={async (body) => {
            if (!editing) return;
            history.apply(await editMessage(editing.message.id, body));
            setEditing(null);
          }}
        />
      ) : (
        <div role="note" className="flex items-start gap-2 border-t bg-muted/50 p-4 text-sm">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {conversation.lastSeq > 0
              ? t('messages.refused.blocked')
              : t('messages.refused.cannotStart', { name })}
          </p>
        </div>
      )}

      {conversation.communityId ? (
        <ReportDialog
          open={reporting !== null}
          onOpenChange={(open) => (open ? undefined : setReporting(null))}
          kind="message"
          targetId={reporting?.id ?? ''}
          communityId={conversation.communityId}
          name={reporting ? nameOf(reporting.senderId) : ''}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('messages.deleteConfirm.title')}
        description={t('messages.deleteConfirm.text')}
        confirmLabel={t('messages.deleteConfirm.confirm')}
        busyLabel={t('messages.deleteConfirm.busy')}
        cancelLabel={t('messages.deleteConfirm.cancel')}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => {
          if (!deleting) return;
          setDeleteBusy(true);
          deleteMessage(deleting.id)
            .then((message) => {
              history.apply(message);
              setDeleting(null);
            })
            .catch(() => setDeleteError(t('messages.errors.deleteFailed')))
            .finally(() => setDeleteBusy(false));
        }}
      />
      <ConfirmDialog
        open={declineOpen}
        onOpenChange={setDeclineOpen}
        title={t('messages.request.deleteTitle')}
        description={t('messages.request.deleteText', { name })}
        confirmLabel={t('messages.request.delete')}
        busyLabel={t('messages.deleteConfirm.busy')}
        cancelLabel={t('messages.deleteConfirm.cancel')}
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void declineRequest(id)
            .then(async () => {
              await client.invalidateQueries({ queryKey: messageKeys.all });
              setDeclineOpen(false);
              void navigate(
                `${base}?box=${conversation.state === 'filtered' ? 'filtered' : 'requests'}`,
              );
            })
            .finally(() => setBusy(false));
        }}
      />
    </section>
  );
}
