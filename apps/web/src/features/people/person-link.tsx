import type { Person } from '@aebro/shared/connections';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { handle } from './person-name';
import { VerifiedBadge } from './verified-badge';

/** A person in a row: avatar (with the online dot), name with the verified mark, and username, to their profile. */
export function PersonLink({
  person,
  name,
  className,
}: {
  person: Person;
  /** Their display name (personName), which the row also uses for its actions. */
  name: string;
  className?: string;
}) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(person.id)}`}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <Avatar name={name} src={person.avatarUrl} online={person.online === true} />
      <span className="min-w-0">
        <span className="flex items-center gap-1 font-medium">
          <span className="truncate">{name}</span>
          {person.accountType === 'business' && person.isVerified ? (
            <VerifiedBadge className="size-4" />
          ) : null}
        </span>
        <span className="block truncate text-sm text-muted-foreground">
          {handle(person.username)}
        </span>
      </span>
    </Link>
  );
}
