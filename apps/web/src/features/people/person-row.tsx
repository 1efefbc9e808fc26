import type { Person } from '@aebro/shared/connections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowButton } from '@/features/connections/follow-button';
import { PersonLink } from './person-link';
import { personName } from './person-name';

interface PersonRowProps {
  person: Person;
  isSelf: boolean;
  /** In place of the follow button (e.g. approve or decline a request). */
  action?: ReactNode;
}

/** One person in a list: avatar (with the online dot), name, username and a follow button. */
export function PersonRow({ person, isSelf, action }: PersonRowProps) {
  const { t } = useTranslation();
  const name = personName(person, t);
  return (
    <li className="flex items-center gap-3 py-3">
      <PersonLink person={person} name={name} className="flex-1" />
      {action ??
        (isSelf ? null : (
          <FollowButton
            personId={person.id}
            name={name}
            isFollowing={person.isFollowing}
            followRequested={person.followRequested}
          />
        ))}
    </li>
  );
}

/** A placeholder row of the same height while a list loads. */
export function PersonRowSkeleton() {
  return (
    <li className="flex items-center gap-3 py-3" aria-hidden="true">
      <span className="size-10 shrink-0 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
      <span className="flex flex-1 flex-col gap-2">
        <span className="h-4 w-40 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <span className="h-3 w-24 animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </span>
      <span className="h-8 w-20 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
    </li>
  );
}
