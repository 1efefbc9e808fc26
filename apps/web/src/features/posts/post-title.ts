import type { TFunction } from 'i18next';
import type { Post } from '@aebro/shared/posts';
import { authorName } from './author-name';

const excerptLength = 48;

/**
 * A post's title for the tab and the header: its author and the start of its text ("Selam
 * Tesfaye: Buna this Sunday at…"), or "Post by Selam Tesfaye" when it is only photos.
 */
export function postTitle(post: Post, t: TFunction): string {
  const name = authorName(post.author);
  const text = post.body.replace(/\s+/g, ' ').trim();
  if (!text) return t('screens.postBy', { name });
  const letters = Array.from(text);
  const excerpt =
    letters.length <= excerptLength
      ? text
      : `${letters
          .slice(0, excerptLength)
          .join('')
          .replace(/\s+\S*$/, '')}…`;
  return t('screens.postOf', { name, excerpt });
}
