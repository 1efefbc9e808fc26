import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../../platform/db/prepared';
import { follows } from '../schema/profiles';

/**
 * Who may see a profile's details (bio, counts, online status, posts, connections), as SQL
 * fragments. profiles.policy canSeeProfileDetails says the same of a profile already loaded (the
 * profile page); lists and feeds filter with these, so both read: public, my own, or I follow it.
 */

/** `follower` is an approved follower of `person` (follows holds approved follows only). */
export function viewerFollows(
  follower: Param | AnyColumn | SQL,
  person: AnyColumn | SQL | Param,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${follows} f_rule
    where f_rule.follower_id = ${follower} and f_rule.following_id = ${person})`;
}

/** The viewer sees the details of the profile of `owner` whose public_profile switch is `publicProfile`. */
export function profileDetailsVisibleTo(
  viewerId: Param,
  owner: AnyColumn | SQL,
  publicProfile: AnyColumn | SQL,
): SQL<boolean> {
  return sql<boolean>`(${publicProfile} or ${owner} = ${viewerId} or ${viewerFollows(viewerId, owner)})`;
}
