import { useQuery, useQueryClient } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Newspaper from 'lucide-react/icons/newspaper';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Person } from '@aebro/shared/connections';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRightColumnShown } from '@/features/layout/right-column-context';
import { cn } from '@/lib/cn';
import { authorName } from './author-name';
import { postErrorKey } from './post-errors';
import { fetchPeopleSuggestions, follow, postKeys } from './posts-api';

/**
 * The empty home feed: it says what to do next and suggests people to follow (here, unless the
 * right column beside it suggests them already).
 */
export function EmptyFeed() {
  const { t } = useTranslation();
  const suggestedBeside = useRightColumnShown();
  return (
    <section
      aria-labelledby="empty-feed-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="inline-grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
          <Newspaper className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h3 id="empty-feed-title" className="font-semibold">
            {t('posts.feed.emptyTitle')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('posts.feed.emptyText')}</p>
        </div>
      </div>
      {suggestedBeside ? null : <PeopleSuggestions />}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/search">
            <Search aria-hidden="true" />
            {t('posts.feed.findPeople')}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/posts">{t('posts.feed.browsePosts')}</Link>
        </Button>
      </div>
    </section>
  );
}

interface PeopleSuggestionsProps {
  /** A card of its own with a section heading (the right column), else part of the empty feed. */
  framed?: boolean;
}

/** People to follow; nothing at all when there is nobody to suggest or they cannot be loaded. */
export function PeopleSuggestions({ framed = false }: PeopleSuggestionsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery({
    queryKey: postKeys.suggestions,
    queryFn: ({ signal }) => fetchPeopleSuggestions(signal),
  });
  const people = query.data?.items ?? [];
  if (query.isError || (query.isSuccess && people.length === 0)) return null;
  const Heading = framed ? 'h2' : 'h4';
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={query.isPending}
      className={cn(
        'flex flex-col gap-2',
        framed && 'rounded-xl border bg-card p-4 text-card-foreground shadow-sm',
      )}
    >
      <Heading id={titleId} className={cn('font-semibold', framed ? 'text-base' : 'text-sm')}>
        {t('posts.feed.suggestionsTitle')}
      </Heading>
      {query.isPending ? (
        <SuggestionsSkeleton />
      ) : (
        <ul className={cn('flex flex-col divide-y', !framed && 'rounded-lg border')}>
          {people.map((person) => (
            <SuggestedPerson key={person.id} person={person} framed={framed} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestionsSkeleton() {
  return (
    <ul className="flex flex-col gap-3 py-2">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SuggestedPerson({ person, framed }: { person: Person; framed: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState(person.isFollowing);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = authorName(person);

  const onFollow = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await follow(person.id);
      setFollowing(true);
      // Their posts now belong in my feed; the empty state gives way to them.
      void queryClient.invalidateQueries({ queryKey: postKeys.list('feed') });
    } catch (failure) {
      setError(t(postErrorKey(failure, 'other')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={cn('flex items-center gap-3', framed ? 'py-3 first:pt-1 last:pb-0' : 'p-3')}>
      <Avatar name={name} src={person.avatarUrl} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/profile/${person.id}`}
          className="inline-flex items-center gap-1 truncate rounded-sm text-sm font-semibold hover:underline"
        >
          <span className="truncate">{name}</span>
          {person.accountType === 'business' && person.isVerified ? (
            <>
              <BadgeCheck className="size-4 shrink-0 text-gold" aria-hidden="true" />{' '}
              <span className="sr-only">{t('posts.author.verified')}</span>
            </>
          ) : null}
        </Link>
        <span className="truncate text-xs text-muted-foreground">@{person.username}</span>
        {error ? (
          <span role="alert" className="text-xs font-medium text-destructive">
            {error}
          </span>
        ) : null}
      </div>
      <Button
        size="sm"
        variant={following ? 'secondary' : 'default'}
        disabled={busy || following}
        aria-label={
          following ? t('posts.feed.followingName', { name }) : t('posts.feed.followName', { name })
        }
        onClick={() => void onFollow()}
      >
        {following
          ? t('posts.feed.following')
          : busy
            ? t('posts.feed.followBusy')
            : t('posts.feed.follow')}
      </Button>
    </li>
  );
}
