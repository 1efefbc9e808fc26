/** What a name is made from; profiles, people rows, post authors and sessions all have these. */
export interface Nameable {
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory?: string | null;
  fullName: string | null;
  username: string;
}

/**
 * A deleted account keeps its row (payment records, others' conversations) under an anonymous
 * name: this username prefix and this stored name mark it, and screens show the words in the
 * reader's language instead.
 */
export const deletedUsernamePrefix = 'deleted_';
export const deletedMemberName = 'Deleted member';

/** The account was deleted and anonymised (see the my-data area's purge). */
export function isDeletedMember(person: Pick<Nameable, 'fullName' | 'username'>): boolean {
  return person.username.startsWith(deletedUsernamePrefix) && person.fullName === deletedMemberName;
}

/** A category id as words when no translation is at hand (the server's e-mails and data). */
function plainCategory(category: string): string {
  return category.replaceAll('_', ' ');
}

/**
 * The name shown for a person, written once for the session, people lists, posts, notifications and
 * e-mails (SPEC §3): a business shows its business name, else its category, in place of a personal
 * name; a member their full name; the username is the last resort. The browser passes
 * `categoryLabel` to show a category in the reader's language, and `deletedLabel` to name a deleted
 * account in it.
 */
export function displayName(
  person: Nameable,
  categoryLabel: (category: string) => string = plainCategory,
  deletedLabel: string = deletedMemberName,
): string {
  if (isDeletedMember(person)) return deletedLabel;
  const candidates =
    person.accountType === 'business'
      ? [
          person.businessName,
          person.businessCategory ? categoryLabel(person.businessCategory) : null,
          person.fullName,
        ]
      : [person.fullName];
  return candidates.map((name) => name?.trim()).find((name) => name) ?? person.username;
}
