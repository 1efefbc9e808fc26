import type { Context } from '../../platform/context';
import { signedIn, type MatrixRow, type Outcomes } from '../../test/authorization/matrix';
import type { World } from '../../test/authorization/world';
import { startEventCreationCheckout } from './payments.service';

/** The payer's alone: everyone else is told it does not exist. */
const ownerOnly = (ok: number): Outcomes<number> => ({
  anonymous: 401,
  unverified: 403,
  owner: ok,
  stranger: 404,
  follower: 404,
});

/** A fresh checkout of the owner's (an event creation fee for a made-up event). */
async function ownerCheckout(w: World): Promise<{ paymentId: string; sessionId: string }> {
  const owner = w.users.owner;
  const ctx: Context = {
    ...w.app.platform,
    viewer: {
      id: owner.id,
      email: owner.email,
      emailVerified: true,
      twoFactorEnabled: false,
      sessionId: 'matrix',
    },
  };
  const started = await startEventCreationCheckout(ctx, {
    id: `matrix-event-${Date.now()}`,
    title: 'Matrix event',
  });
  return { paymentId: started.paymentId, sessionId: started.checkoutUrl.split('/').pop() ?? '' };
}

/** A public post of the actor's own (the publicAuthor's for those who cannot post). */
async function ownPublicPost(w: World, actor: string): Promise<string> {
  if (actor === 'anonymous' || actor === 'unverified') return w.publicAuthorPostId;
  const response = await w.app.inject({
    method: 'POST',
    url: '/api/v1/posts',
    payload: { body: 'Boost me', audience: 'public', imageKeys: [] },
    headers: w.headers(actor as 'owner'),
  });
  return response.json<{ id: string }>().id;
}

export const paymentsMatrix: MatrixRow[] = [
  {
    route: 'GET /api/v1/payments/prices',
    case: 'the prices',
    request: () => ({ url: '/api/v1/payments/prices' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/me/payments',
    case: 'my payment history',
    request: () => ({ url: '/api/v1/me/payments' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/payments/:id',
    case: "the owner's payment",
    request: async (w) => ({ url: `/api/v1/payments/${(await ownerCheckout(w)).paymentId}` }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/v1/boosts',
    case: 'a public post of my own (the private owner may not: nobody else would see it)',
    request: async (w, actor) => ({
      url: '/api/v1/boosts',
      payload: { postId: await ownPublicPost(w, actor), days: 1 },
    }),
    expect: { anonymous: 401, unverified: 403, owner: 400, stranger: 201, follower: 201 },
  },
  {
    route: 'POST /api/v1/boosts',
    case: "the private owner's public post",
    request: (w) => ({
      url: '/api/v1/boosts',
      payload: { postId: w.owner.publicPostId, days: 3 },
    }),
    expect: { anonymous: 401, unverified: 403, owner: 400, stranger: 404, follower: 403 },
  },
  {
    route: 'GET /api/v1/me/boostable-posts',
    case: 'my public posts and their boosts',
    request: () => ({ url: '/api/v1/me/boostable-posts' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/v1/test-checkout/:sessionId',
    case: "the owner's open checkout",
    request: async (w) => ({
      url: `/api/v1/test-checkout/${(await ownerCheckout(w)).sessionId}`,
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/v1/test-checkout/:sessionId/pay',
    case: "the owner's open checkout, with the test card that succeeds",
    request: async (w) => ({
      url: `/api/v1/test-checkout/${(await ownerCheckout(w)).sessionId}/pay`,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/v1/payments/webhooks/stripe',
    case: 'without Stripe configured (the test checkout is on): signed or not, nobody',
    request: () => ({
      url: '/api/v1/payments/webhooks/stripe',
      payload: { id: 'evt_1', type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
    expect: { anonymous: 404, unverified: 404, owner: 404, stranger: 404, follower: 404 },
  },
];
