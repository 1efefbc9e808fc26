import type { Author } from '@aebro/shared/posts';
import { displayName } from '@/features/session/display-name';

/** An author's name: the shared display name of SPEC §3. */
export function authorName(author: Author): string {
  return displayName(author);
}
