import i18next from 'i18next';
import { displayName as nameOf, type Nameable } from '@aebro/shared/display-name';
import { categoryName } from '@/features/people/person-name';

/**
 * The shared display name (SPEC §3), with a business category, and a deleted account's name, in the
 * reader's language.
 */
export function displayName(person: Nameable): string {
  return nameOf(
    person,
    (category) => categoryName(category, i18next.t),
    i18next.t('common.deletedMember'),
  );
}
