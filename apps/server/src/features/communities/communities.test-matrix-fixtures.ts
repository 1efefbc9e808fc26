import { randomBytes } from 'node:crypto';
import type { Outcomes } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';

/* What the communities area's matrix files (`*.test-matrix.ts` in this folder) share. */

/** What only the community's members read (a private community): everyone else gets a 404. */
export const membersOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
  member: ok,
  communityAdmin: ok,
});
/** What only its admins (the owner and `communityAdmin`) do; others see the community, so a 403. */
export const adminsOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 403,
  follower: 403,
  member: 403,
  communityAdmin: ok,
});
export const community = (w: World) => `/api/v1/communities/${w.community.id}`;
export const uniqueName = () => `Community ${randomBytes(5).toString('hex')}`;
