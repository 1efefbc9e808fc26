import { adminOnly, signedIn, type MatrixRow } from '../../test/authorization/matrix';
import { insertFailedJob } from '../../test/jobs';
import { insertHeldPost } from '../../test/held-posts';
import type { World } from '../../test/authorization/world';

const verified = (status: number) => signedIn(status);

/** The spare member's suspension or ban lifted by the site admin, so the next row finds it active. */
/** A post of the public author's held for review (issue 37), fresh for each request. */
async function heldPost(w: World): Promise<string> {
  return await insertHeldPost(w.app, w.publicAuthor.id);
}

async function liftSpare(w: World): Promise<void> {
  await w.app.inject({
    method: 'DELETE',
    url: `/api/v1/admin/users/${(await w.spare()).id}/suspension`,
    payload: { reason: 'Lifted for the next row' },
    headers: w.headers('siteAdmin'),
  });
}

export const adminMatrix: MatrixRow[] = [
  {
    route: 'POST /api/v1/reports',
    case: "report the owner's profile (the blocked actor too: reporting stays possible)",
    request: (w) => ({
      url: '/api/v1/reports',
      payload: { kind: 'profile', targetId: w.users.owner.id, category: 'harassment' },
    }),
    expect: { ...verified(201), owner: 404 },
  },
  {
    route: 'GET /api/v1/me/reports',
    case: 'my reports and their outcome',
    request: () => ({ url: '/api/v1/me/reports' }),
    expect: verified(200),
  },
  {
    route: 'GET /api/v1/me/verification',
    case: 'my verified badge',
    request: () => ({ url: '/api/v1/me/verification' }),
    expect: verified(200),
  },
  {
    route: 'POST /api/v1/me/verification',
    case: 'a business asks for the badge (each actor is made an unverified business first)',
    request: async (w, actor) => {
      if (actor !== 'anonymous') await w.makeUnverifiedBusiness(w.users[actor].id);
      return { url: '/api/v1/me/verification', payload: { details: 'Licence 12345' } };
    },
    expect: verified(200),
  },
  // Site admins: 404 for everyone else.
  {
    route: 'GET /api/v1/admin/counts',
    case: 'counts',
    request: () => ({ url: '/api/v1/admin/counts' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/reports',
    case: 'the reports queue',
    request: () => ({ url: '/api/v1/admin/reports?sort=most' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/reports/:id/decision',
    case: 'dismiss a fresh report',
    request: async (w) => ({
      url: `/api/v1/admin/reports/${await w.newReport()}/decision`,
      payload: { action: 'dismiss', reason: 'Not spam' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/users',
    case: 'members by name',
    request: () => ({ url: '/api/v1/admin/users?q=owner' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/users/:id/suspension',
    case: 'suspend the spare member for 3 days (lifted after)',
    request: async (w) => ({
      url: `/api/v1/admin/users/${(await w.spare()).id}/suspension`,
      payload: { days: 3, reason: 'Spam' },
    }),
    expect: adminOnly(200),
    after: liftSpare,
  },
  {
    route: 'DELETE /api/v1/admin/users/:id/suspension',
    case: "lift the public author's (missing) suspension",
    request: (w) => ({
      method: 'DELETE',
      url: `/api/v1/admin/users/${w.publicAuthor.id}/suspension`,
      payload: { reason: 'Appeal accepted' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/users/:id/ban',
    case: 'ban the spare member (lifted after)',
    request: async (w) => ({
      url: `/api/v1/admin/users/${(await w.spare()).id}/ban`,
      payload: { reason: 'Hate speech' },
    }),
    expect: adminOnly(200),
    after: liftSpare,
  },
  {
    route: 'GET /api/v1/admin/held-posts',
    case: 'the queue of held posts',
    request: () => ({ url: '/api/v1/admin/held-posts' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/held-posts/:id/approve',
    case: "approve a fresh held post of the public author's",
    request: async (w) => ({
      url: `/api/v1/admin/held-posts/${await heldPost(w)}/approve`,
    }),
    expect: adminOnly(204),
  },
  {
    route: 'DELETE /api/v1/admin/held-posts/:id',
    case: "remove a fresh held post of the public author's",
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/v1/admin/held-posts/${await heldPost(w)}`,
      payload: { reason: 'Spam link' },
    }),
    expect: adminOnly(204),
  },
  {
    route: 'PUT /api/v1/admin/users/:id/trust-level',
    case: "set the public author's trust level to member by hand",
    request: (w) => ({
      method: 'PUT',
      url: `/api/v1/admin/users/${w.publicAuthor.id}/trust-level`,
      payload: { level: 'member', reason: 'Known to us' },
    }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/users/:id/verification-email',
    case: 'resend verification to the unverified member',
    request: (w) => ({
      url: `/api/v1/admin/users/${w.users.unverified.id}/verification-email`,
      payload: { reason: 'Lost the first e-mail' },
    }),
    expect: adminOnly(204),
  },
  {
    route: 'DELETE /api/v1/admin/users/:id/two-factor',
    case: "turn off the spare member's two-step verification (turned on before each actor)",
    request: async (w) => {
      const spare = await w.spare();
      await w.markTwoFactorOn(spare.id);
      return {
        method: 'DELETE',
        url: `/api/v1/admin/users/${spare.id}/two-factor`,
        payload: { reason: 'Lost phone, identity checked' },
      };
    },
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/verifications',
    case: 'businesses asking for the badge',
    request: () => ({ url: '/api/v1/admin/verifications' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/v1/admin/verifications/:id',
    case: 'approve a fresh request',
    request: async (w) => ({
      method: 'PUT',
      url: `/api/v1/admin/verifications/${await w.newVerificationRequest()}`,
      payload: { approve: true },
    }),
    expect: adminOnly(204),
  },
  {
    route: 'GET /api/v1/admin/log',
    case: 'the moderation log',
    request: () => ({ url: '/api/v1/admin/log' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/v1/admin/jobs',
    case: 'background jobs that failed every retry',
    request: () => ({ url: '/api/v1/admin/jobs' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/v1/admin/jobs/:id/retry',
    case: 'retry a failed job (a fresh one for each actor)',
    request: async (w) => ({
      method: 'POST',
      url: `/api/v1/admin/jobs/${await insertFailedJob(w.app)}/retry`,
    }),
    expect: adminOnly(204),
  },
];
