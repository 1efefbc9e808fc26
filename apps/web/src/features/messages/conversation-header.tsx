import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Conversation } from '@aebro/shared/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';

interface ConversationHeaderProps {
  name: string;
  /** The other person of a direct conversation. */
  other: Conversation['members'][number] | undefined;
  group: boolean;
  /** Where "back" leads. */
  base: string;
  /** Who is typing, or null. */
  typist: string | null;
  nameOf: (userId: string) => string;
}

/** Back, the avatar and name, and who is typing or whether the other person is online. */
export function ConversationHeader({
  name,
  other,
  group,
  base,
  typist,
  nameOf,
}: ConversationHeaderProps) {
  const { t } = useTranslation();
  const typing = typist !== null;
  // Back to the box the conversation was opened from (`?box=requests`).
  const { search } = useLocation();
  return (
    <header className="flex items-center gap-3 border-b px-3 py-2">
      <Button asChild variant="ghost" size="icon" className={group ? undefined : 'lg:hidden'}>
        <Link to={`${base}${search}`} aria-label={t('messages.back')}>
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
  );
}
