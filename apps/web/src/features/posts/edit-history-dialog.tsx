import { useInfiniteQuery } from '@tanstack/react-query';
import History from 'lucide-react/icons/rotate-ccw-clock';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostVersion } from '@aebro/shared/posts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/lib/use-date-format';
import { PostText } from './post-text';
import { fetchHistory, postKeys, type HistoryKind } from './posts-api';

interface EditHistoryDialogProps {
  kind: HistoryKind;
  /** The post's or the comment's id. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when it closes: the "edited" mark that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * A post's or comment's versions, newest first (issue 36): how it reads now, then what it read
 * before each edit, each with when it was written, in the reader's calendar. Fetched when opened.
 */
export function EditHistoryDialog({
  kind,
  id,
  open,
  onOpenChange,
  returnFocusTo,
}: EditHistoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[85dvh] sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(`posts.history.title.${kind}`)}</DialogTitle>
          <DialogDescription>{t('posts.history.description')}</DialogDescription>
        </DialogHeader>
        {open ? <Versions kind={kind} id={id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Versions({ kind, id }: { kind: HistoryKind; id: string }) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: postKeys.history(kind, id),
    queryFn: ({ pageParam, signal }) => fetchHistory(kind, id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  if (query.isPending)
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (query.isError && !query.data)
    return (
      <Alert tone="error" title={t('posts.history.loadFailed')}>
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => void query.refetch()}
        >
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );

  const versions = query.data.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-3">
      {versions.length <= 1 ? (
        <EmptyState
          icon={History}
          frame="bare"
          title={t('posts.history.emptyTitle')}
          text={t('posts.history.emptyText')}
        />
      ) : null}
      <ol className="flex flex-col gap-3" aria-label={t('posts.history.listLabel')}>
        {versions.map((version, index) => (
          <VersionItem key={`${version.writtenAt}-${index}`} version={version} />
        ))}
      </ol>
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('common.somethingWentWrong')}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('posts.list.loadingMore') : t('posts.history.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

function VersionItem({ version }: { version: PostVersion }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const audience =
    version.audience === 'public' || version.audience === 'followers'
      ? t(`posts.audience.${version.audience}`)
      : null;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-card-foreground"
      data-current={version.current ? '' : undefined}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">
          {version.current ? t('posts.history.current') : t('posts.history.earlier')}
        </span>
        <time dateTime={version.writtenAt}>
          {format.date(version.writtenAt, { dateStyle: 'long', withTime: true })}
        </time>
        {audience ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{audience}</span>
          </>
        ) : null}
      </div>
      {version.body ? (
        <PostText text={version.body} className="text-sm" />
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('posts.history.noText')}</p>
      )}
    </li>
  );
}
