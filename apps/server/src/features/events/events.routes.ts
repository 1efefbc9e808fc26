import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@aebro/shared/connections';
import {
  attendeesSchema,
  calendarFeedSchema,
  calendarTokenParamsSchema,
  eventCreatedSchema,
  eventListQuerySchema,
  eventParamsSchema,
  eventSchema,
  myEventsQuerySchema,
  rsvpInputSchema,
  updateEventSchema,
} from '@aebro/shared/events';
import { checkoutStartedSchema } from '@aebro/shared/payments';
import { createEventRequestSchema } from '@aebro/shared/recurrence';
import { attachmentHeader } from '../../platform/http/attachment';
import { errorResponses } from '../../platform/http/responses';
import { contextOf } from '../../platform/http/session';
import {
  calendarFeed,
  eventCalendar,
  feedCalendar,
  renewCalendarFeed,
  revokeCalendarFeed,
} from './calendar.service';
import { cancelEvent, createEvent, startCheckout, updateEvent } from './creation.service';
import { getEvent, listEvents, myEvents, setSaved } from './events.service';
import { answer, attendees, withdraw } from './rsvp.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['events'];
const calendarType = 'text/calendar; charset=utf-8';

export async function eventsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (request: Parameters<typeof contextOf>[1]) => contextOf(app, request);

  routes.get(
    '/api/v1/events',
    {
      schema: {
        tags,
        summary:
          'Upcoming (soonest first) or past events, by category, city, date range and free text',
        querystring: eventListQuerySchema,
        response: { 200: pageSchema(eventSchema), ...errors },
      },
    },
    async (request) => listEvents(await ctx(request), request.query),
  );
  routes.get(
    '/api/v1/me/events',
    {
      schema: {
        tags,
        summary: 'Events I organise (drafts too), am going to, or saved; soonest first',
        querystring: myEventsQuerySchema,
        response: { 200: pageSchema(eventSchema), ...errors },
      },
    },
    async (request) => myEvents(await ctx(request), request.query),
  );
  routes.post(
    '/api/v1/events',
    {
      schema: {
        tags,
        summary:
          'Create an event as an unpaid draft and open the checkout of the creation fee (published when paid)',
        body: createEventRequestSchema,
        response: { 201: eventCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEvent(await ctx(request), request.body)),
  );
  routes.get(
    '/api/v1/events/:id',
    {
      schema: {
        tags,
        summary: 'One event with its counts, remaining places and where I stand',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => getEvent(await ctx(request), request.params.id),
  );
  routes.put(
    '/api/v1/events/:id',
    {
      schema: {
        tags,
        summary: 'Edit an event I organise (the whole form)',
        params: eventParamsSchema,
        body: updateEventSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => updateEvent(await ctx(request), request.params.id, request.body),
  );
  routes.post(
    '/api/v1/events/:id/checkout',
    {
      schema: {
        tags,
        summary: 'Open a new checkout for an unpaid draft of mine',
        params: eventParamsSchema,
        response: { 201: checkoutStartedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startCheckout(await ctx(request), request.params.id)),
  );
  routes.post(
    '/api/v1/events/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an event I organise (everyone who answered or waits is told)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => cancelEvent(await ctx(request), request.params.id),
  );
  routes.put(
    '/api/v1/events/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Going (or the waitlist when full), interested or not going',
        params: eventParamsSchema,
        body: rsvpInputSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => answer(await ctx(request), request.params.id, request.body.status),
  );
  routes.delete(
    '/api/v1/events/:id/rsvp',
    {
      schema: {
        tags,
        summary: 'Take back my answer and leave the waitlist (idempotent)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => withdraw(await ctx(request), request.params.id),
  );
  routes.get(
    '/api/v1/events/:id/attendees',
    {
      schema: {
        tags,
        summary: "The organiser's lists: going, interested, and the waitlist in order",
        params: eventParamsSchema,
        response: { 200: attendeesSchema, ...errors },
      },
    },
    async (request) => attendees(await ctx(request), request.params.id),
  );
  routes.put(
    '/api/v1/events/:id/save',
    {
      schema: {
        tags,
        summary: 'Save an event (idempotent)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => setSaved(await ctx(request), request.params.id, true),
  );
  routes.delete(
    '/api/v1/events/:id/save',
    {
      schema: {
        tags,
        summary: 'Unsave an event (idempotent)',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    async (request) => setSaved(await ctx(request), request.params.id, false),
  );
  routes.get(
    '/api/v1/events/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The event as an iCalendar file',
        params: eventParamsSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { text, title } = await eventCalendar(await ctx(request), request.params.id);
      return reply
        .type(calendarType)
        .header('content-disposition', attachmentHeader(title, 'ics', 'event'))
        .send(text);
    },
  );

  routes.get(
    '/api/v1/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'The address of my private calendar feed (null when I have none)',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => calendarFeed(await ctx(request)),
  );
  routes.post(
    '/api/v1/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'A new secret address for my calendar feed (the old one stops working)',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => renewCalendarFeed(await ctx(request)),
  );
  routes.delete(
    '/api/v1/me/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Revoke my calendar feed',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed(await ctx(request));
      return reply.status(204).send(null);
    },
  );
  routes.get(
    '/api/v1/calendar/:token',
    {
      schema: {
        tags,
        summary:
          'A private calendar feed ("<token>.ics"): the events its owner organises or goes to; no session needed',
        params: calendarTokenParamsSchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const token = request.params.token.replace(/\.ics$/, '');
      const text = await feedCalendar(app.platform, token);
      return reply.type(calendarType).header('cache-control', 'private, max-age=300').send(text);
    },
  );
}
