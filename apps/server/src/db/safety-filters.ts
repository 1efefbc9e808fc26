import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Param } from '../platform/db/prepared';
import { accountRestrictions, blocks, mutedWords, mutes } from './schema/safety';

/**
 * SQL conditions of the safety area that other areas' repositories add to their queries, so that
 * blocks, mutes and bans are decided in the read queries themselves (one rule, in one place):
 * the safety policy says what they mean, these say it in SQL.
 */

/** Neither the viewer nor `person` blocked the other (blocks work both ways). */
export function notBlockedWith(viewerId: Param, person: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} bl where
    (bl.blocker_id = ${viewerId} and bl.blocked_id = ${person})
    or (bl.blocker_id = ${person} and bl.blocked_id = ${viewerId}))`;
}

/** The viewer has not muted `person` (mutes hide posts and notifications for the muter only). */
export function notMutedBy(viewerId: Param, person: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${mutes} mu where mu.muter_id = ${viewerId} and mu.muted_id = ${person})`;
}

/** `person` is not banned: a banned member's content is hidden from everyone while the ban lasts. */
export function notBanned(person: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${accountRestrictions} ar where ar.user_id = ${person} and ar.kind = 'banned')`;
}

/** Someone the viewer may see at all: not blocked either way, not banned. */
export function visibleTo(viewerId: Param, person: AnyColumn | SQL): SQL {
  return sql`(${notBlockedWith(viewerId, person)} and ${notBanned(person)})`;
}

/** In a feed: visible, and not muted by the viewer. */
export function inFeedOf(viewerId: Param, person: AnyColumn | SQL): SQL {
  return sql`(${visibleTo(viewerId, person)} and ${notMutedBy(viewerId, person)})`;
}

/**
 * Issue 37: the text holds none of the viewer's muted words that are still in force. `searchText`
 * is a search document (`aebro_search_text(...)`, e.g. posts.search_text): each muted word keeps
 * its `like` patterns (shared `mutedWordPatterns`), matched against the document padded with a
 * space on each side so that a whole word may stand first or last. A viewer without muted words
 * pays one index probe per row, and no text is folded again.
 */
export function notMutedWordsFor(viewerId: Param, searchText: AnyColumn | SQL): SQL {
  return sql`not exists (select 1 from ${mutedWords} mw where mw.user_id = ${viewerId}
    and (mw.expires_at is null or mw.expires_at > now())
    and (' ' || ${searchText} || ' ') like any (mw.patterns))`;
}
