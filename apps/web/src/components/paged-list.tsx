import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Fragment, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useInView } from '@/lib/use-in-view';

/** The texts of one kind of list, translated. */
export interface PagedListTexts {
  loading: string;
  loadMore: string;
  loadingMore: string;
  loadFailed: string;
}

/** An area's list texts, `<prefix>.loading`, `.loadMore`, `.loadingMore` and `.loadFailed`. */
export function listTexts(t: TFunction, prefix: string): PagedListTexts {
  return {
    loading: t(`${prefix}.loading`),
    loadMore: t(`${prefix}.loadMore`),
    loadingMore: t(`${prefix}.loadingMore`),
    loadFailed: t(`${prefix}.loadFailed`),
  };
}

/** What a list says when it has nothing, and the way on. */
export interface ListEmpty {
  title: string;
  text?: string | undefined;
  icon?: LucideIcon | undefined;
  action?: ReactNode;
}

const looks = {
  /** Cards with room between them. */
  cards: { list: 'flex flex-col gap-3', empty: 'list' },
  /** Rows divided by lines, inside a panel that frames them. */
  rows: { list: 'divide-y', empty: 'bare' },
} as const;

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** The list's accessible name. */
  label: string;
  texts: PagedListTexts;
  empty: ListEmpty & { icon: LucideIcon };
  /** One placeholder row (an `li`), shown while the first page loads. */
  skeleton: ReactNode;
  skeletons?: number;
  look?: keyof typeof looks;
  /** Where the empty state stands, when not where the look puts it. */
  emptyFrame?: 'list' | 'bare';
  item: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/**
 * A list page by page: skeletons while the first page loads, an empty state with the way on, an
 * error with "Try again", then the items; the next page loads on scrolling near the end or with
 * "Load more". A failed next page keeps the items already shown; only a failed first page replaces
 * the list.
 */
export function PagedList<T>({
  query,
  label,
  texts,
  empty,
  skeleton,
  skeletons = 3,
  look = 'cards',
  emptyFrame,
  item,
  itemKey,
}: PagedListProps<T>) {
  const { list, empty: lookEmptyFrame } = looks[look];
  if (query.isPending)
    return (
      <div role="status" aria-label={texts.loading}>
        <ul className={list}>
          {Array.from({ length: skeletons }, (_, index) => (
            <Fragment key={index}>{skeleton}</Fragment>
          ))}
        </ul>
      </div>
    );
  if (!query.data)
    return <LoadError text={texts.loadFailed} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        frame={emptyFrame ?? lookEmptyFrame}
        icon={empty.icon}
        title={empty.title}
        text={empty.text}
      >
        {empty.action}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className={list}>
        {items.map((entry) => (
          <Fragment key={itemKey(entry)}>{item(entry)}</Fragment>
        ))}
      </ul>
      <NextPage query={query} texts={texts} />
    </div>
  );
}

type NextPageQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/**
 * Below a list's items: the next page loads as the end comes near, or with "Load more"; a failed
 * next page says so with "Try again".
 */
export function NextPage({
  query,
  texts,
}: {
  query: NextPageQuery;
  texts: Pick<PagedListTexts, 'loadMore' | 'loadingMore' | 'loadFailed'>;
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = (): void => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useInView(
    loadMore,
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  );
  return (
    <>
      {query.isFetchNextPageError ? <LoadError text={texts.loadFailed} onRetry={loadMore} /> : null}
      {hasNextPage ? (
        <div ref={sentinel} className="flex justify-center">
          <Button type="button" variant="outline" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? (
              <LoaderCircle
                className="animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            {isFetchingNextPage ? texts.loadingMore : texts.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
