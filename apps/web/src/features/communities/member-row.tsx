import type { TFunction } from 'i18next';
import type { PagedListTexts } from '@/components/paged-list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@aebro/shared/connections';
import { PersonLink } from '@/features/people/person-link';
import { personName } from '@/features/people/person-name';

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
        <PersonLink person={person} name={name} />
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

/** The texts of a community's member list. */
export function membersTexts(t: TFunction): PagedListTexts {
  return {
    loading: t('communities.members.loading'),
    loadMore: t('communities.list.loadMore'),
    loadingMore: t('communities.list.loadingMore'),
    loadFailed: t('communities.members.loadFailed'),
  };
}
