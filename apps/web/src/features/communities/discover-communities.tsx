import Search from 'lucide-react/icons/search';
import SearchX from 'lucide-react/icons/search-x';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { communitySorts, type CommunitySort } from '@aebro/shared/community-terms';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CommunityList } from './community-list';
import { useDiscover } from './use-community';
import { oneOf } from '@/lib/one-of';

const searchDebounceMs = 300;

/** Discover: search by name and description; newest or most active first. */
export function DiscoverCommunities() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<CommunitySort>('newest');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const query = useDiscover(q, sort);

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          clearTimeout(timer.current);
          setQ(draft.trim());
        }}
      >
        <label htmlFor="community-search" className="sr-only">
          {t('communities.discover.searchLabel')}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="community-search"
            type="search"
            value={draft}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('communities.discover.placeholder')}
            className="pl-9"
            onChange={(event) => {
              const value = event.target.value;
              setDraft(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setQ(value.trim()), searchDebounceMs);
            }}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="community-sort" className="text-sm font-medium whitespace-nowrap">
            {t('communities.discover.sortLabel')}
          </label>
          <NativeSelect
            id="community-sort"
            value={sort}
            className="h-10 w-auto"
            onChange={(event) => setSort(oneOf(communitySorts, event.target.value) ?? 'newest')}
          >
            <option value="newest">{t('communities.discover.newest')}</option>
            <option value="active">{t('communities.discover.active')}</option>
          </NativeSelect>
        </div>
      </form>
      <CommunityList
        query={query}
        label={t('communities.discover.listLabel')}
        empty={
          q
            ? {
                icon: SearchX,
                title: t('communities.discover.emptyTitle'),
                text: t('communities.discover.emptyText'),
              }
            : {
                title: t('communities.discover.noneYetTitle'),
                text: t('communities.discover.noneYetText'),
              }
        }
      />
    </div>
  );
}
