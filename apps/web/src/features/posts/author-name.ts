import type { Author } from '@aebro/shared/posts';

/** SPEC §3: a business shows its business name in place of a personal name. */
export function authorName(
  author: Pick<Author, 'accountType' | 'businessName' | 'fullName' | 'username'>,
): string {
  if (author.accountType === 'business')
    return author.businessName ?? author.fullName ?? author.username;
  return author.fullName ?? author.username;
}
