import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Person } from '@aebro/shared/connections';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listTexts, PagedList, type ListEmpty } from '@/components/paged-list';
import { useSession } from '@/features/session/use-session';
import type { ApiRequestError } from '@/lib/api';
import type { PersonPage } from '@/features/people/people-api';
import { PersonRow, PersonRowSkeleton } from '@/features/people/person-row';

interface PeopleListProps {
  query: UseInfiniteQueryResult<InfiniteData<PersonPage>, ApiRequestError>;
  label: string;
  empty: ListEmpty;
  /** What each row offers in place of the follow button. */
  rowAction?: (person: Person) => ReactNode;
}

/**
 * A keyset-paginated list of people: skeletons while the first page loads, an empty state, an error
 * with "Try again", then rows; the next page loads on scrolling near the end or with "Load more".
 */
export function PeopleList({ query, label, empty, rowAction }: PeopleListProps) {
  const { t } = useTranslation();
  const myId = useSession().data?.user.id;
  return (
    <PagedList
      query={query}
      label={label}
      texts={listTexts(t, 'people.list')}
      look="rows"
      empty={{ ...empty, icon: empty.icon ?? Users }}
      emptyFrame="list"
      skeleton={<PersonRowSkeleton />}
      skeletons={5}
      item={(person) => (
        <PersonRow person={person} isSelf={person.id === myId} action={rowAction?.(person)} />
      )}
      itemKey={(person) => person.id}
    />
  );
}
