import type { TFunction } from 'i18next';
import { isBusinessCategory } from '@aebro/shared/business-categories';
import { displayName, type Nameable } from '@aebro/shared/display-name';

/** A category as a name: its translated label without the emoji, or the custom text as typed. */
export function categoryName(category: string, t: TFunction): string {
  if (!isBusinessCategory(category)) return category;
  return t(`categories.${category}`).replace(/^[^\p{L}\p{N}]+/u, '');
}

/** The name shown for a person (the shared rule of SPEC §3), a category in the reader's language. */
export function personName(person: Nameable, t: TFunction): string {
  return displayName(person, (category) => categoryName(category, t), t('common.deletedMember'));
}

/** A username as people write it: "@selam". */
export function handle(username: string): string {
  return `@${username}`;
}
