import BadgeCheck from 'lucide-react/icons/badge-check';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Author } from '@aebro/shared/posts';
import { Avatar } from '@/components/ui/avatar';
import { authorName } from './author-name';

interface AuthorLineProps {
  author: Author;
  /** Shown under the name: time, 'edited', audience. */
  children?: ReactNode;
  nameId?: string;
  size?: 'sm' | 'md';
}

/** The author of a post or comment: avatar and name linking to their profile, with the verified badge. */
export function AuthorLine({ author, children, nameId, size = 'md' }: AuthorLineProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = authorName(author);
  const profilePath = `/profile/${author.id}`;
  const verified = author.accountType === 'business' && author.isVerified;
  return (
    <div className="flex min-w-0 items-center gap-3">
      {/* The avatar repeats the name link for the mouse; keyboards and screen readers use the name. */}
      <span className="shrink-0 cursor-pointer" onClick={() => void navigate(profilePath)}>
        <Avatar name={name} src={author.avatarUrl} size={size} />
      </span>
      <div className="flex min-w-0 flex-col">
        <Link
          to={profilePath}
          id={nameId}
          className="inline-flex max-w-full items-center gap-1 truncate rounded-sm font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="truncate">{name}</span>
          {verified ? (
            <>
              <BadgeCheck className="size-4 shrink-0 text-gold" aria-hidden="true" />{' '}
              <span className="sr-only">{t('posts.author.verified')}</span>
            </>
          ) : null}
        </Link>
        {children ? (
          <div className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
