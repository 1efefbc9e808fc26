import type { TFunction } from 'i18next';
import type { Person } from '@aebro/shared/connections';
import { isBusinessCategory } from '@aebro/shared/business-categories';

type Named = Pick<
  Person,
  'accountType' | 'businessName' | 'businessCategory' | 'fullName' | 'username'
>;

/** A category as a name: its translated label without the emoji, or the custom text as typed. */
function categoryName(category: string, t: TFunction): string {
  if (!isBusinessCategory(category)) return category;
  return t(`categories.${category}`).replace(/^[^\p{L}\p{N}]+/u, '');
}

/**
 * The name shown for a person (SPEC §3): a business shows its business name, else its category, in
 * place of a personal name; a member their full name. The username is the last resort.
 */
export function personName(person: Named, t: TFunction): string {
  const business = person.accountType === 'business';
  const candidates = business
    ? [
        person.businessName,
        person.businessCategory ? categoryName(person.businessCategory, t) : null,
        person.fullName,
      ]
    : [person.fullName];
  return (
    candidates.map((candidate) => candidate?.trim()).find((candidate) => candidate) ??
    person.username
  );
}

/** A username as people write it: "@selam". */
export function handle(username: string): string {
  return `@${username}`;
}
