import type { MatrixRow } from '../../test/authorization/matrix';
import { signedIn } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { insertBan } from './bans.repository';
import { adminsOnly } from './communities.test-matrix-fixtures';

/** A fresh community of the owner's (member and communityAdmin in it) with the public author banned. */
async function communityWithBan(w: World): Promise<string> {
  const communityId = await w.newCommunity();
  await insertBan(w.app.platform.db, {
    communityId,
    userId: w.publicAuthor.id,
    bannedBy: w.users.owner.id,
    reason: 'Spam',
  });
  return communityId;
}

/** Issue 37: a community's bans are seen and lifted by its admins and by site admins, nobody else. */
export const communityBansMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/communities/:id/bans',
    case: "the private community's bans: its admins and site admins",
    request: (w) => ({ url: `/api/v1/communities/${w.community.id}/bans` }),
    expect: { ...adminsOnly(200), siteAdmin: 200, blocked: 403 },
  },
  {
    route: 'GET /api/v1/communities/:id/bans',
    case: "another community's bans: none of the actors runs it; site admins see them",
    request: (w) => ({ url: `/api/v1/communities/${w.publicCommunityId}/bans` }),
    expect: { ...signedIn(403), member: 403, communityAdmin: 403, siteAdmin: 200 },
  },
  {
    route: 'DELETE /api/v1/communities/:id/bans/:userId',
    case: 'lift the ban of the public author, in a fresh community: its admins and site admins',
    request: async (w) => ({
      url: `/api/v1/communities/${await communityWithBan(w)}/bans/${w.publicAuthor.id}`,
    }),
    expect: { ...adminsOnly(204), siteAdmin: 204, blocked: 403 },
  },
  {
    route: 'DELETE /api/v1/communities/:id/bans/:userId',
    case: 'lift a ban that does not exist: missing for those who may lift bans',
    request: (w) => ({
      url: `/api/v1/communities/${w.community.id}/bans/${w.users.stranger.id}`,
    }),
    expect: { ...adminsOnly(404), siteAdmin: 404, blocked: 403 },
  },
];
