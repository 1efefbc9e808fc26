import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '@aebro/shared/connections';
import {
  createRequestSchema,
  createReviewSchema,
  createServiceSchema,
  discoverServicesQuerySchema,
  myRequestsQuerySchema,
  replySchema,
  reviewSchema,
  reviewsPageSchema,
  serviceDashboardSchema,
  serviceRequestSchema,
  serviceSchema,
  transitionSchema,
  updateReviewSchema,
  updateServiceSchema,
} from '@aebro/shared/services';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  createService,
  deleteService,
  discoverServices,
  serviceDashboard,
  updateService,
} from './listings.service';
import { createRequest, myRequests, transitionRequest } from './requests.service';
import { listReviews, replyToReview, reviewRequest, updateReview } from './reviews.service';
import { getService } from './services.service';

const idParams = z.object({ id: z.uuid() });
const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['services'];

export async function servicesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/services',
    {
      schema: {
        tags,
        summary:
          'Discover services by text, category, city and language; best rated or newest first',
        querystring: discoverServicesQuerySchema,
        response: { 200: pageSchema(serviceSchema), ...errors },
      },
    },
    async (request) => discoverServices(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/services',
    {
      schema: {
        tags,
        summary: 'List a service (business accounts; photos uploaded first as images)',
        body: createServiceSchema,
        response: { 201: serviceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createService(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/services/:id',
    {
      schema: {
        tags,
        summary: 'A service (a paused one only for its business)',
        params: idParams,
        response: { 200: serviceSchema, ...errors },
      },
    },
    async (request) => getService(await ctx(request), request.params.id),
  );
  routes.patch(
    '/api/v1/services/:id',
    {
      schema: {
        tags,
        summary: 'Edit, pause or resume a service of mine',
        params: idParams,
        body: updateServiceSchema,
        response: { 200: serviceSchema, ...errors },
      },
    },
    async (request) => updateService(await ctx(request), request.params.id, request.body),
  );
  routes.delete(
    '/api/v1/services/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service of mine with its requests and reviews',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteService(await ctx(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/services/:id/reviews',
    {
      schema: {
        tags,
        summary: "A service's reviews, newest first, with its average and count",
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: reviewsPageSchema, ...errors },
      },
    },
    async (request) => listReviews(await ctx(request), request.params.id, request.query),
  );
  routes.post(
    '/api/v1/services/:id/requests',
    {
      schema: {
        tags,
        summary: 'Request a service: what I need, a preferred date and time, a message',
        params: idParams,
        body: createRequestSchema,
        response: { 201: serviceRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRequest(await ctx(request), request.params.id, request.body)),
  );
  routes.get(
    '/api/v1/me/service-requests',
    {
      schema: {
        tags,
        summary: 'My requests: incoming as a business or sent as a member, newest first',
        querystring: myRequestsQuerySchema,
        response: { 200: pageSchema(serviceRequestSchema), ...errors },
      },
    },
    async (request) => myRequests(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/me/service-dashboard',
    {
      schema: {
        tags,
        summary: 'My rating over my services, how many I list, and my requests by state',
        response: { 200: serviceDashboardSchema, ...errors },
      },
    },
    async (request) => serviceDashboard(await ctx(request)),
  );
  routes.put(
    '/api/v1/service-requests/:id',
    {
      schema: {
        tags,
        summary:
          'Move a request: the business accepts (optionally proposing a time), declines or completes; the member cancels',
        params: idParams,
        body: transitionSchema,
        response: { 200: serviceRequestSchema, ...errors },
      },
    },
    async (request) => transitionRequest(await ctx(request), request.params.id, request.body),
  );
  routes.post(
    '/api/v1/service-requests/:id/review',
    {
      schema: {
        tags,
        summary: 'Review a completed request of mine, once (1–5 stars and text)',
        params: idParams,
        body: createReviewSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await reviewRequest(await ctx(request), request.params.id, request.body)),
  );
  routes.patch(
    '/api/v1/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Edit my review',
        params: idParams,
        body: updateReviewSchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => updateReview(await ctx(request), request.params.id, request.body),
  );
  routes.put(
    '/api/v1/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: "The business's one reply to a review of its service",
        params: idParams,
        body: replySchema,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) => replyToReview(await ctx(request), request.params.id, request.body),
  );
}
