import Lock from 'lucide-react/icons/lock';
import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A community that does not exist (any more). */
export function CommunityNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      heading="h2"
      title={t('communities.page.notFoundTitle')}
      text={t('communities.page.notFoundText')}
    >
      <Button asChild>
        <Link to="/communities?tab=discover">{t('communities.page.toCommunities')}</Link>
      </Button>
    </EmptyState>
  );
}

/** The community could not be loaded: say so, and offer to try again. */
export function CommunityLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadError text={t('communities.page.loadFailed')} onRetry={onRetry} />;
}

/** A private community seen from outside: its posts and members are for members only. */
export function CommunityLocked({ pending = false }: { pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Lock}
      title={t('communities.page.privateTitle')}
      text={pending ? t('communities.page.privatePending') : t('communities.page.privateText')}
    />
  );
}
