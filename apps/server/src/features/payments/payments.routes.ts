import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  boostablePostSchema,
  checkoutStartedSchema,
  createBoostSchema,
  paymentParamsSchema,
  paymentSchema,
  pricesSchema,
  testCardSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  testPaymentResultSchema,
} from '@aebro/shared/payments';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import { boostablePosts, startBoost } from './boosts.service';
import { getPayment, myPayments, prices } from './payments.service';
import { receiveStripeWebhook } from './settlement.service';
import { getTestCheckout, payTestCheckout } from './test-checkout.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['payments'];

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/payments/prices',
    {
      schema: {
        tags,
        summary: 'What paid features cost, and which payment driver is active',
        response: { 200: pricesSchema, ...errors },
      },
    },
    async (request) => prices(await ctx(request)),
  );
  routes.get(
    '/api/v1/me/payments',
    {
      schema: {
        tags,
        summary: 'My payments, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(paymentSchema), ...errors },
      },
    },
    async (request) => myPayments(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/payments/:id',
    {
      schema: {
        tags,
        summary: 'One of my payments (its receipt)',
        params: paymentParamsSchema,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => getPayment(await ctx(request), request.params.id),
  );
  routes.post(
    '/api/v1/boosts',
    {
      schema: {
        tags,
        summary: 'Boost one of my public posts for 1, 3 or 7 days: opens a checkout',
        body: createBoostSchema,
        response: { 201: checkoutStartedSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startBoost(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/me/boostable-posts',
    {
      schema: {
        tags,
        summary: 'My public posts, each with its latest boost and reach',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(boostablePostSchema), ...errors },
      },
    },
    async (request) => boostablePosts(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/test-checkout/:sessionId',
    {
      schema: {
        tags,
        summary: 'The built-in test checkout: what is being paid (only without Stripe)',
        params: testCheckoutParamsSchema,
        response: { 200: testCheckoutSchema, ...errors },
      },
    },
    async (request) => getTestCheckout(await ctx(request), request.params.sessionId),
  );
  routes.post(
    '/api/v1/test-checkout/:sessionId/pay',
    {
      schema: {
        tags,
        summary: "Pay at the built-in test checkout with one of Stripe's test cards",
        params: testCheckoutParamsSchema,
        body: testCardSchema,
        response: { 200: testPaymentResultSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => payTestCheckout(await ctx(request), request.params.sessionId, request.body),
  );
  await app.register(stripeWebhookRoute);
}

/**
 * Stripe's webhook, in a scope of its own: its body stays the raw bytes Stripe signed (every other
 * route parses JSON), and it accepts requests from another site since its signature proves it.
 */
async function stripeWebhookRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/payments/webhooks/stripe',
    {
      config: { crossSite: true },
      schema: {
        tags,
        summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      return receiveStripeWebhook(
        app.platform,
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
}
