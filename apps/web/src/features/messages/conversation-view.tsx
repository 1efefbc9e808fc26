import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, RotateCw, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { displayName } from '@/features/session/display-name';
import type { Conversation, Message } from '@aebro/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSession } from '@/features/session/use-session';
import { useRealtimeEvent, useRealtimeRoom } from '@/lib/realtime';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import {
  acceptRequest,
  declineRequest,
  deleteMessage,
  editMessage,
  markRead,
  messageKeys,
} from './messages-api';
import { discard, enqueue, retry as retrySend } from './outbox';
import { useConversationMessages } from './use-conversation-messages';
import { messageLimits } from '@aebro/shared/messages';

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

  // "Seen", typing: live from the room and my own rooms.
  const [seenSeq, setSeenSeq] = useState(conversation.seenSeq);
  const [seenFor, setSeenFor] = useState(conversation);
  if (seenFor !== conversation) {
    setSeenFor(conversation);
    setSeenSeq(conversation.seenSeq);
  }
  const group = conversation.kind === 'group';
  // Who is typing (in a group, their name is shown).
  const [typist, setTypist] = useState<string | null>(null);
  const typing = typist !== null;
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showTyping = (userId: string | null): void => {
    clearTimeout(typingTimer.current);
    setTypist(userId);
    if (userId) typingTimer.current = setTimeout(() => setTypist(null), messageLimits.typingShowMs);
  };
  const senderOf = (userId: string) => conversation.members.find((person) => person.id === userId);
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useRealtimeEvent('conversation:read', (read) => {
    if (read.conversationId === id && read.userId !== me)
      setSeenSeq((current) => Math.max(current ?? 0, read.seq));
  });
  // Either of us switched read receipts: "Seen" goes, or comes back, at once.
  useRealtimeEvent('conversations:seen', ({ items }) => {
    const item = items.find((entry) => entry.conversationId === id);
    if (item) setSeenSeq(item.seenSeq);
  });
  useRealtimeEvent('conversation:typing', (event) => {
    if (event.conversationId === id && event.userId !== me) showTyping(event.userId);
  });
  useRealtimeEvent('message:new', (message) => {
    if (message.conversationId === id && message.senderId !== me) showTyping(null);
  });

  // A send the server refused (a block, either way): the conversation is fetched again, so the
  // composer gives way to the reason ("You can't message this person.").
  const refusedSends = history.pending.filter(
    (item) => item.status === 'failed' && item.errorCode === 'FORBIDDEN',
  ).length;
  useEffect(() => {
    if (refusedSends > 0) void client.invalidateQueries({ queryKey: ['messages', 'conversation'] });
  }, [refusedSends, client]);

  // Reading: what comes into view (in a visible tab) moves my read position.
  const scroller = useRef<HTMLDivElement>(null);
  const reported = useRef(conversation.myLastReadSeq);
  const readTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wanted = useRef(0);
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (document.visibilityState !== 'visible') return;
        for (const entry of entries)
          if (entry.isIntersecting)
            wanted.current = Math.max(
              wanted.current,
              Number(entry.target.getAttribute('data-seq')),
            );
        if (wanted.current <= reported.current || readTimer.current !== undefined) return;
        readTimer.current = setTimeout(() => {
          readTimer.current = undefined;
          const seq = wanted.current;
          if (seq <= reported.current) return;
          reported.current = seq;
          markRead(id, seq)
            .then(() => client.invalidateQueries({ queryKey: messageKeys.unread }))
            .catch(() => {
              reported.current = 0;
            });
        }, 300);
      },
      { root, threshold: 0.6 },
    );
    for (const element of root.querySelectorAll('[data-seq]')) observer.observe(element);
    return () => observer.disconnect();
  }, [id, client, history.messages]);

  // Scrolling: start at the bottom, follow new messages when at the bottom, keep the place when
  // older ones are put above.
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const firstSeq = history.messages[0]?.seq;
  const count = history.messages.length + history.pending.length;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (atBottom.current) element.scrollTop = element.scrollHeight;
  }, [count, firstSeq, typing]);
  const onScroll = (): void => {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (element.scrollTop < 80 && history.hasOlder && !history.loadingOlder) {
      heightBefore.current = element.scrollHeight;
      history.loadOlder();
    }
  };

  // Reply, edit, delete.
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<{ message: Message; text: string } | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);
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
      <header className="flex items-center gap-3 border-b px-3 py-2">
        <Button asChild variant="ghost" size="icon" className={group ? undefined : 'lg:hidden'}>
          <Link to={base} aria-label={t('messages.back')}>
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        <Avatar name={name} src={other?.avatarUrl ?? null} online={other?.online ?? false} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold">
            {other ? <Link to={`/profile/${other.id}`}>{name}</Link> : name}
          </h2>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {typing
              ? t('messages.typing', {
                  name: other ? name : typist ? nameOf(typist) : t('messages.someone'),
                })
              : other?.online
                ? t('messages.online')
                : null}
          </p>
        </div>
      </header>

      {conversation.state === 'request' ? (
        <div className="flex flex-col gap-2 border-b bg-muted/50 px-4 py-3 text-sm">
          <p>{t('messages.request.text', { name })}</p>
          <div className="flex gap-2">
            <Button size="sm" disabled={busy} onClick={() => void accept()}>
              {t('messages.request.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => setDeclineOpen(true)}
            >
              <Trash2 aria-hidden="true" />
              {t('messages.request.delete')}
            </Button>
          </div>
        </div>
      ) : null}

      <div
        ref={scroller}
        onScroll={onScroll}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-3 py-4"
        role="log"
        aria-label={t('messages.history')}
      >
        {history.status === 'loading' ? (
          <div
            role="status"
            className="m-auto flex items-center gap-2 text-sm text-muted-foreground"
          >
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
                <div
                  key={message.id}
                  data-seq={message.seq}
                  data-testid="message"
                  className={group && !mine ? 'flex items-end gap-2' : undefined}
                >
                  {group && !mine ? (
                    <Avatar
                      name={nameOf(message.senderId)}
                      src={sender?.avatarUrl ?? null}
                      size="sm"
                    />
                  ) : null}
                  <MessageBubble
                    sender={group && !mine ? nameOf(message.senderId) : undefined}
                    message={message}
                    mine={mine}
                    replyName={message.replyTo ? nameOf(message.replyTo.senderId) : undefined}
                    status={seen ? t('messages.seen') : undefined}
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
                  />
                </div>
              );
            })}
            {pending.map((item) => (
              <div key={item.clientId} data-testid="pending-message">
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
                      t('messages.sending')
                    ) : (
                      <span className="text-destructive">
                        {t('messages.notSent')}{' '}
                        <button
                          type="button"
                          className="underline"
                          onClick={() => retrySend(item.clientId)}
                        >
                          <RotateCw className="inline size-3" aria-hidden="true" />{' '}
                          {t('messages.retry')}
                        </button>{' '}
                        <button
                          type="button"
                          className="underline"
                          onClick={() => discard(item.clientId)}
                        >
                          {t('messages.discard')}
                        </button>
                      </span>
                    )
                  }
                />
              </div>
            ))}
          </>
        )}
      </div>
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
            atBottom.current = true;
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
              void navigate(`${base}?box=requests`);
            })
            .finally(() => setBusy(false));
        }}
      />
    </section>
  );
}
