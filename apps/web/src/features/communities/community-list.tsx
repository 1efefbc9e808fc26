import type { Community } from '@aebro/shared/communities';
import UsersRound from 'lucide-react/icons/users-round';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { listTexts, PagedList, type ListEmpty } from '@/components/paged-list';
import { CommunityCard, CommunityCardSkeleton } from './community-card';
import type { PageQuery } from './use-community';

interface CommunityListProps {
  query: PageQuery<Community>;
  label: string;
  empty: ListEmpty;
}

/** Communities page by page: skeletons, an empty state with the way on, an error with "Try again". */
export function CommunityList({ query, label, empty }: CommunityListProps) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      label={label}
      texts={listTexts(t, 'communities.list')}
      empty={{ ...empty, icon: empty.icon ?? UsersRound }}
      skeleton={<CommunityCardSkeleton />}
      item={(community) => <CommunityCard community={community} />}
      itemKey={(community) => community.id}
    />
  );
}

/** Communities or members did not load (the communities area's wording by default). */
export function ListError({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return <LoadError text={text ?? t('communities.list.loadFailed')} onRetry={onRetry} />;
}
