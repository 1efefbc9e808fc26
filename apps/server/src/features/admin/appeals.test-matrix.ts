import { appealToken } from '../safety/appeal-token';
import { adminOnly, everyone, signedIn, type MatrixRow } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { insertLog } from './moderation-log.repository';
import { insertAppeal, insertStrike } from './strikes.repository';

/** A fresh warning of `userId`'s, given by `actorId` (null: from the command line). */
async function newStrike(w: World, userId: string, actorId: string | null = null): Promise<string> {
  const db = w.app.platform.db;
  const logId = await insertLog(db, {
    actorId,
    scope: 'site',
    action: 'warn',
    targetKind: 'profile',
    targetId: userId,
    targetUserId: userId,
    reason: 'Matrix warning',
  });
  return await insertStrike(db, {
    userId,
    logId,
    actorId,
    scope: 'site',
    communityId: null,
    action: 'warn',
    reason: 'Matrix warning',
    contentKind: 'profile',
    contentId: userId,
    excerpt: '',
    link: null,
    until: null,
  });
}

/** A fresh pending appeal of a warning of the owner's. */
async function newAppeal(w: World, actorId: string | null = null): Promise<string> {
  const userId = w.users.owner.id;
  const strikeId = await newStrike(w, userId, actorId);
  return (
    (await insertAppeal(w.app.platform.db, { strikeId, userId, text: 'Please look again.' })) ?? ''
  );
}

const tokenOf = (w: World, strikeId: string): string =>
  appealToken(w.app.platform.config.authSecret, strikeId);

const appealText = { text: 'I think this was a mistake.' };

export const appealsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/me/strikes',
    case: 'my account status (my own strikes only)',
    request: () => ({ url: '/api/v1/me/strikes' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/v1/me/strikes/:id/appeal',
    case: "appeal the owner's fresh strike: only the owner may, to everyone else it does not exist",
    request: async (w) => ({
      url: `/api/v1/me/strikes/${await newStrike(w, w.users.owner.id)}/appeal`,
      payload: appealText,
    }),
    expect: { anonymous: 401, unverified: 403, owner: 201, stranger: 404, follower: 404 },
  },
  {
    route: 'GET /api/v1/appeals/:token',
    case: "a strike's e-mailed appeal link opens for whoever holds it, signed in or not",
    request: async (w) => ({
      url: `/api/v1/appeals/${tokenOf(w, await newStrike(w, w.users.owner.id))}`,
    }),
    expect: everyone,
  },
  {
    route: 'GET /api/v1/appeals/:token',
    case: 'a forged link opens nothing',
    request: async (w) => ({
      url: `/api/v1/appeals/${await newStrike(w, w.users.owner.id)}.forgedsignatureforgedsignature00`,
    }),
    expect: { anonymous: 404, unverified: 404, owner: 404, stranger: 404, follower: 404 },
  },
  {
    route: 'POST /api/v1/appeals/:token',
    case: 'appeal a fresh strike through its link (a suspended member has no session)',
    request: async (w) => ({
      url: `/api/v1/appeals/${tokenOf(w, await newStrike(w, w.users.owner.id))}`,
      payload: appealText,
    }),
    expect: { anonymous: 201, unverified: 201, owner: 201, stranger: 201, follower: 201 },
  },
  {
    route: 'GET /api/v1/admin/appeals',
    case: 'the Appeals queue',
    request: () => ({ url: '/api/v1/admin/appeals' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/appeals/:id/decision',
    case: 'uphold a fresh appeal of a strike given from the command line',
    request: async (w) => ({
      url: `/api/v1/admin/appeals/${await newAppeal(w)}/decision`,
      payload: { decision: 'uphold', reason: 'The warning stands.' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/appeals/:id/decision',
    case: 'the site admin who gave the strike may not decide its appeal',
    request: async (w) => ({
      url: `/api/v1/admin/appeals/${await newAppeal(w, w.users.siteAdmin.id)}/decision`,
      payload: { decision: 'overturn', reason: 'I was wrong.' },
    }),
    expect: { ...adminOnly(403) },
  },
];
