import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../../platform/db/prepared';
import { communities, communityMembers } from '../schema/communities';

/**
 * Who may read a community's content (its posts, events, members and chat preview), as SQL
 * fragments: the one definition, used by every list, feed, count and lookup that shows it. The
 * communities policy says who may *do* what in a community; this module says who may *see* it.
 */

/** The viewer is a member (any role) of the community `communityId`. */
export function memberOf(viewerId: Param, communityId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${communityMembers} cm_rule
    where cm_rule.community_id = ${communityId} and cm_rule.user_id = ${viewerId})`;
}

/** The viewer may read the community `communityId`: it is public, or they are a member. */
export function communityReadableBy(viewerId: Param, communityId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${communities} c_rule where c_rule.id = ${communityId}
    and (c_rule.privacy = 'public' or ${memberOf(viewerId, sql`c_rule.id`)}))`;
}
