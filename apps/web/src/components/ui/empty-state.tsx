import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const frames = {
  /** On a page: a card of its own. */
  card: 'rounded-xl border bg-card px-5 py-10 shadow-sm',
  /** Where a list would be: a dashed outline of the missing list. */
  list: 'rounded-xl border border-dashed p-8',
  /** Inside a panel or a card that already frames it. */
  bare: 'px-6 py-10',
} as const;

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  text?: string;
  /** The way on: a button or a link or two. */
  children?: ReactNode;
  frame?: keyof typeof frames;
  /**
   * A heading when the state stands for the screen's content (a post or profile that is not there);
   * otherwise the title is a strong line of text, so it does not break the page's outline.
   */
  heading?: 'h2' | 'h3';
}

/** Nothing here yet, or nothing to see: what it means, and what to do next. One look everywhere. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  frame = 'card',
  heading,
}: EmptyStateProps) {
  const titleId = useId();
  const Title = heading ?? 'p';
  // With a heading it is the screen's content, a section named by it; otherwise a plain block.
  const Frame = heading ? 'section' : 'div';
  return (
    <Frame
      aria-labelledby={heading ? titleId : undefined}
      className={cn('flex flex-col items-center gap-2 text-center', frames[frame])}
    >
      {Icon ? (
        <span className="mb-2 inline-grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
      ) : null}
      <Title id={titleId} className="font-semibold">
        {title}
      </Title>
      {text ? <p className="max-w-sm text-sm text-muted-foreground">{text}</p> : null}
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </Frame>
  );
}
