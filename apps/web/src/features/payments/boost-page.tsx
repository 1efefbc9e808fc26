import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import Megaphone from 'lucide-react/icons/megaphone';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BoostablePost, BoostDays, Prices } from '@aebro/shared/payments';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { boostErrorKey } from './boost-errors';
import { BoostStatus } from './boost-status';
import { useDateFormat } from '@/lib/use-date-format';
import { formatMoney } from '@aebro/shared/money';
import { useReaderLanguage } from './money';
import { fetchBoostablePosts, fetchPrices, paymentKeys, startBoost } from './payments-api';

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      ))}
    </div>
  );
}

interface PostChoiceProps {
  item: BoostablePost;
  chosen: boolean;
  onChoose: () => void;
}

/** One of my public posts as a radio card; a post boosted right now cannot be chosen. */
function PostChoice({ item, chosen, onChoose }: PostChoiceProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const running = item.boost?.status === 'active';
  const { post } = item;
  return (
    <li>
      <label
        className={cn(
          'flex gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          running ? 'cursor-default' : 'cursor-pointer hover:bg-muted/60',
          chosen ? 'border-primary bg-secondary/60' : '',
        )}
        data-post-id={post.id}
      >
        <input
          type="radio"
          name="boost-post"
          value={post.id}
          checked={chosen}
          disabled={running}
          onChange={onChoose}
          className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="line-clamp-3 break-words whitespace-pre-line">
            {post.body || t('payments.boost.choose')}
          </span>
          <span className="text-xs text-muted-foreground">
            <time dateTime={post.createdAt}>{format.date(post.createdAt)}</time>
          </span>
          {item.boost ? <BoostStatus boost={item.boost} /> : null}
        </span>
      </label>
    </li>
  );
}

function DurationChoice({
  prices,
  days,
  onChange,
}: {
  prices: Prices;
  days: BoostDays;
  onChange: (days: BoostDays) => void;
}) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  return (
    <ChoiceGroup
      name="boost-days"
      legend={t('payments.boost.chooseDuration')}
      value={String(days)}
      onChange={(value) => onChange(Number(value) as BoostDays)}
      choices={prices.boosts.map((option) => ({
        value: String(option.days),
        label: t('payments.boost.days', { count: option.days }),
        description: formatMoney(option.amount, prices.currency, language),
      }))}
    />
  );
}

/** /boost-posts: choose one of my public posts and a duration, see the price, pay. */
export function BoostPage() {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const [chosen, setChosen] = useState<string | null>(null);
  const [days, setDays] = useState<BoostDays>(3);
  const prices = useQuery({
    queryKey: paymentKeys.prices,
    queryFn: ({ signal }) => fetchPrices(signal),
  });
  const posts = useInfiniteQuery({
    queryKey: paymentKeys.boostable,
    queryFn: ({ pageParam, signal }) => fetchBoostablePosts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const boost = useMutation({
    mutationFn: startBoost,
    // The checkout is another page (Stripe's, or our own test one): go there.
    onSuccess: (started) => window.location.assign(started.checkoutUrl),
  });
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  const amount = prices.data?.boosts.find((option) => option.days === days)?.amount;
  const total =
    prices.data && amount !== undefined ? formatMoney(amount, prices.data.currency, language) : '';
  const busy = boost.isPending || boost.isSuccess;

  if (posts.isPending || prices.isPending) return <ListSkeleton />;
  if ((posts.isError && !posts.data) || prices.isError)
    return (
      <LoadError
        text={t('payments.boost.errorText')}
        onRetry={() => void Promise.all([posts.refetch(), prices.refetch()])}
      />
    );
  if (items.length === 0)
    return (
      <EmptyState
        icon={Megaphone}
        title={t('payments.boost.noPosts')}
        text={t('payments.boost.noPostsText')}
      >
        <Button asChild>
          <Link to="/dashboard">{t('payments.boost.writePost')}</Link>
        </Button>
      </EmptyState>
    );

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) boost.mutate({ postId: chosen, days });
      }}
    >
      {prices.data.provider === 'test' ? (
        <Alert tone="info">{t('payments.boost.testMode')}</Alert>
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold">{t('payments.boost.choosePost')}</legend>
        <ul className="flex flex-col gap-3" aria-label={t('payments.boost.postsLabel')}>
          {items.map((item) => (
            <PostChoice
              key={item.post.id}
              item={item}
              chosen={chosen === item.post.id}
              onChoose={() => setChosen(item.post.id)}
            />
          ))}
        </ul>
        {posts.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            className="self-center"
            disabled={posts.isFetchingNextPage}
            onClick={() => void posts.fetchNextPage()}
          >
            {posts.isFetchingNextPage
              ? t('payments.history.loadingMore')
              : t('payments.boost.loadMore')}
          </Button>
        ) : null}
      </fieldset>
      <section className="flex flex-col gap-3" aria-labelledby="boost-duration-title">
        <h3 id="boost-duration-title" className="text-lg font-semibold">
          {t('payments.boost.chooseDuration')}
        </h3>
        <DurationChoice prices={prices.data} days={days} onChange={setDays} />
      </section>
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
        {boost.isError ? <Alert tone="error">{t(boostErrorKey(boost.error))}</Alert> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-baseline gap-2">
            <span className="text-sm text-muted-foreground">{t('payments.boost.summary')}</span>
            <span className="text-xl font-bold tabular-nums">{total}</span>
          </p>
          <Button type="submit" size="lg" disabled={!chosen || busy} aria-busy={busy}>
            {busy ? t('payments.boost.starting') : t('payments.boost.pay', { amount: total })}
          </Button>
        </div>
        {chosen ? null : (
          <p className="text-sm text-muted-foreground">{t('payments.boost.pickFirst')}</p>
        )}
      </div>
    </form>
  );
}
