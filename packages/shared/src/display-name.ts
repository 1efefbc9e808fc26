/** What a name is made from; profiles, people rows, post authors and sessions all have these. */
export interface Nameable {
  accountType: 'community' | 'business';
  businessName: string | null;
  businessCategory?: string | null;
  fullName: string | null;
  username: string;
}

/** A category id as words when no translation is at hand (the server's e-mails and data). */
function plainCategory(category: string): string {
  return category.replaceAll('_', ' ');
}

/**
 * The name shown for a person, written once for the session, people lists, posts, notifications and
 * e-mails (SPEC §3): a business shows its business name, else its category, in place of a personal
 * name; a member their full name; the username is the last resort. The browser passes
 * `categoryLabel` to show a category in the reader's language.
 */
export function displayName(
  person: Nameable,
  categoryLabel: (category: string) => string = plainCategory,
): string {
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
