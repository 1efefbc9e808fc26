import Bookmark from 'lucide-react/icons/bookmark';
import CalendarDays from 'lucide-react/icons/calendar-days';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AddressTabs, TabsList, TabsPanel, TabsTrigger } from '@/components/ui/tabs';
import { SavedEvents } from '@/features/events/saved-events';
import { useAddressTab } from '@/lib/use-address-tab';
import { PostList, usePostList } from './post-list';

const tabs = ['posts', 'events'] as const;

/** Saved items (SPEC §2): tabs Posts and Events; ?tab=events opens Events (the More sheet links it). */
export function SavedItems() {
  const { t } = useTranslation();
  const [tab, openTab] = useAddressTab(tabs);
  return (
    <AddressTabs
      tabs={tabs}
      value={tab}
      onValueChange={openTab}
      list={
        <TabsList aria-label={t('posts.saved.tabsLabel')}>
          <TabsTrigger value="posts">
            <Bookmark className="size-4" aria-hidden="true" />
            {t('posts.saved.postsTab')}
          </TabsTrigger>
          <TabsTrigger value="events">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('posts.saved.eventsTab')}
          </TabsTrigger>
        </TabsList>
      }
    >
      <TabsPanel value="posts">
        <SavedPosts />
      </TabsPanel>
      <TabsPanel value="events">
        <SavedEvents />
      </TabsPanel>
    </AddressTabs>
  );
}

function SavedPosts() {
  const { t } = useTranslation();
  const query = usePostList('saved');
  return (
    <PostList
      query={query}
      errorTitle={t('posts.saved.errorTitle')}
      errorText={t('posts.saved.errorText')}
      empty={
        <EmptyState
          icon={Bookmark}
          heading="h3"
          title={t('posts.saved.postsEmptyTitle')}
          text={t('posts.saved.postsEmptyText')}
        >
          <Button asChild>
            <Link to="/dashboard">{t('posts.saved.toFeed')}</Link>
          </Button>
        </EmptyState>
      }
    />
  );
}
