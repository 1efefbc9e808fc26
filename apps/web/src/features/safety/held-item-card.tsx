import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HeldItem } from '@aebro/shared/holds';
import { useDateFormat } from '@/lib/use-date-format';

/**
 * Issue 37: a post or comment held for review, as the admins' queues show it: who wrote it and
 * when, why it is held, its text and a link to its post; the queue adds its own actions.
 */
export function HeldItemCard({ item, children }: { item: HeldItem; children: ReactNode }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const name = item.author.fullName ?? item.author.username;
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border bg-card p-4"
      data-testid="held-item"
      data-kind={item.kind}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {t(`safety.held.kind.${item.kind}`)}
        </span>
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground">
          @{item.author.username} · {format.date(item.createdAt, { withTime: true })}
        </span>
      </p>
      {item.reason ? (
        <p className="text-xs text-amber-900 dark:text-amber-100">
          {t(`safety.held.reasons.${item.reason}`)}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-wrap">{item.body}</p>
      {item.kind === 'comment' ? (
        <Link
          to={`/post/${item.postId}`}
          className="self-start rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {t('safety.held.openPost')}
        </Link>
      ) : null}
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}
