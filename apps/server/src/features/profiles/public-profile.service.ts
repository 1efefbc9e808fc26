import type { PublicProfile } from '@aebro/shared/connections';
import type { Context } from '../../platform/context';
import { readDb } from '../../platform/db/read-routing';
import { notFound } from '../../platform/errors';
import { describePeople } from './person-view.service';
import { canSeeOnlineStatus, canSeeProfileDetails } from './profiles.policy';
import { findProfileSeenBy } from './profiles.repository';

/**
 * Someone's profile as the viewer may see it. A private profile (public_profile false) shows only
 * name and avatar to people who do not follow it (SPEC §6).
 */
export async function getPublicProfile(ctx: Context, id: string): Promise<PublicProfile> {
  // Separated by a block (either way) or banned: the profile does not exist for the viewer.
  // Someone else's profile may come from a replica; my own stays on the primary.
  const reader = id === ctx.viewer.id ? ctx : { ...ctx, db: await readDb(ctx) };
  const seen = await findProfileSeenBy(reader.db, ctx.viewer.id, id);
  if (!seen) throw notFound('This profile does not exist.');
  const { viewerFollows, followsViewer, readablePosts, ...row } = seen;
  const isSelf = ctx.viewer.id === id;
  const relation = { ownerId: id, publicProfile: row.publicProfile, viewerFollows };
  const restricted = !canSeeProfileDetails(ctx.viewer, relation);
  // describePeople also says whether the viewer asked to follow and waits (followRequested).
  const [person] = await describePeople(reader, [row]);
  if (!person) throw notFound('This profile does not exist.');
  const showPresence = canSeeOnlineStatus(ctx.viewer, {
    ...relation,
    hideOnlineStatus: row.hideOnlineStatus,
  });
  return {
    ...person,
    restricted,
    isSelf,
    followsYou: followsViewer,
    bio: restricted ? null : row.bio,
    location: restricted ? null : row.location,
    interests: restricted ? [] : row.interests,
    website: restricted ? null : row.website,
    socialMedia: restricted ? null : row.socialMedia,
    counts: restricted
      ? null
      : { posts: readablePosts, followers: row.followersCount, following: row.followingCount },
    lastSeenAt: showPresence && row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
    allowNewMessages: row.allowNewMessages,
  };
}
