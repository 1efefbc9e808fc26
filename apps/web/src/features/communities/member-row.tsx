import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Person } from '@aebro/shared/connections';
import { Avatar } from '@/components/ui/avatar';
import { handle, personName } from '@/features/people/person-name';
import { VerifiedBadge } from '@/features/people/verified-badge';

/** A person in a community list: avatar, name, username, a badge (the role), and actions. */
export function MemberRow({
  person,
  badge,
  children,
  details,
}: {
  person: Person;
  badge?: ReactNode;
  /** Actions at the end of the row. */
  children?: ReactNode;
  /** More lines under the name (a join request's answer). */
  details?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = personName(person, t);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Link
          to={`/profile/${encodeURIComponent(person.id)}`}
          className="flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
        {badge ? <span className="mt-0.5 shrink-0">{badge}</span> : null}
      </div>
      {details}
      {children ? (
        <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{children}</div>
      ) : null}
    </li>
  );
}

/** "Admin" for admins; nothing for members. */
export function RoleBadge({ role }: { role: 'member' | 'admin' }) {
  const { t } = useTranslation();
  if (role !== 'admin') return null;
  return (
    <span className="rounded-full bg-accent/20 px-2 py-0.5 text-xs font-semibold text-foreground">
      {t('communities.role.admin')}
    </span>
  );
}
