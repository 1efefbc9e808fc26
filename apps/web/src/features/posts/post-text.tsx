import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { linkify } from './linkify';

/** A post's or comment's text, its http(s) addresses as links opening in a new tab that tell the site nothing about us. */
export function PostText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  const segments = useMemo(() => linkify(text), [text]);
  if (!text) return null;
  return (
    <p className={cn('whitespace-pre-wrap [overflow-wrap:anywhere]', className)} dir="auto">
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline underline-offset-2 hover:no-underline"
          >
            {segment.text}
            <span className="sr-only">{t('posts.text.newTab')}</span>
          </a>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </p>
  );
}
