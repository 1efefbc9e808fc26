import type { PublicProfile } from '@aebro/shared/connections';
import type { Database } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { PresenceStore } from '../../platform/presence';
import { isFollowing } from '../connections/connections.service';
import { describePeople } from '../people/people';
import { findProfile } from './profiles.repository';

/**
 * Someone's profile as the viewer may see it. A private profile (public_profile false) shows only
 * name and avatar to people who do not follow it (SPEC §6).
 */
export async function getPublicProfile(
  db: Database,
  presence: PresenceStore,
  viewerId: string,
  id: string,
): Promise<PublicProfile> {
  const row = await findProfile(db, id);
  if (!row) throw notFound('This profile does not exist.');
  const isSelf = viewerId === id;
  const [viewerFollows, followsViewer] = isSelf
    ? [false, false]
    : await Promise.all([isFollowing(db, viewerId, id), isFollowing(db, id, viewerId)]);
  const restricted = !row.publicProfile && !isSelf && !viewerFollows;
  const [person] = await describePeople(db, presence, viewerId, [row]);
  if (!person) throw notFound('This profile does not exist.');
  return {
    ...person,
    online: restricted ? null : person.online,
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
      : { posts: row.postsCount, followers: row.followersCount, following: row.followingCount },
    lastSeenAt:
      restricted || row.hideOnlineStatus || !row.lastSeenAt ? null : row.lastSeenAt.toISOString(),
    allowNewMessages: row.allowNewMessages,
  };
}
