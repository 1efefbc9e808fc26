import { z } from 'zod';
import { cities } from './cities';
import { eventCategories, eventLimits, eventStatuses, rsvpStatuses } from './event-rules';
import { recurrenceSchema } from './recurrence-schema';
import { isTimeZone, localPattern, todayIn } from './zoned-time';

export {
  cityTimeZone,
  eventCategories,
  eventCategoryNames,
  eventLimits,
  eventStatuses,
  rsvpStatuses,
  type EventCategory,
  type EventStatus,
  type RsvpStatus,
} from './event-rules';

export { isTimeZone, localDateTime, localPattern, todayIn, zonedToInstant } from './zoned-time';

/* Input */

const localDateTimeSchema = z
  .string()
  .regex(localPattern, { message: 'validation.eventDateInvalid' })
  .refine((value) => !Number.isNaN(new Date(`${value}:00Z`).getTime()), {
    message: 'validation.eventDateInvalid',
  });
const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(isTimeZone, { message: 'validation.eventTimeZoneInvalid' });
const title = z
  .string()
  .trim()
  .min(eventLimits.titleMin, { message: 'validation.eventTitleMin' })
  .max(eventLimits.titleMax, { message: 'validation.eventTitleMax' });
const description = z
  .string()
  .trim()
  .max(eventLimits.descriptionMax, { message: 'validation.textTooLong' });
const category = z.enum(eventCategories, { message: 'validation.eventCategoryInvalid' });
const cityId = z
  .string()
  .max(64)
  .refine((id) => cities.some((city) => city.id === id), {
    message: 'validation.eventCityInvalid',
  });
const onlineUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { message: 'validation.urlInvalid' });
const capacity = z
  .number()
  .int()
  .min(1, { message: 'validation.eventCapacityMin' })
  .max(eventLimits.capacityMax, { message: 'validation.eventCapacityMax' });
/** An uploaded image's key (POST /api/v1/media/images), or null for none. */
const imageKey = z.string().min(1).max(200);

const eventFields = z.object({
  title,
  description: description.default(''),
  category: category.nullable().default(null),
  /** In person (a city from the list and an address) or online (a link shown to attendees only). */
  online: z.boolean().default(false),
  city: cityId.nullable().default(null),
  address: z.string().trim().max(eventLimits.addressMax).default(''),
  onlineUrl: onlineUrl.nullable().default(null),
  /** Wall-clock times in `timeZone`, "YYYY-MM-DDTHH:mm". */
  startsAt: localDateTimeSchema,
  endsAt: localDateTimeSchema,
  timeZone: timeZoneSchema,
  /** Blank (null) means unlimited (SPEC §5). */
  capacity: capacity.nullable().default(null),
  coverKey: imageKey.nullable().default(null),
  communityId: z.uuid().nullable().default(null),
});

type EventFieldsOut = z.output<typeof eventFields>;

/** The rules across fields, shared by the form and the server. */
function checkEvent(
  value: Pick<EventFieldsOut, 'startsAt' | 'endsAt' | 'timeZone' | 'online' | 'city' | 'onlineUrl'>,
  ctx: z.RefinementCtx,
  checkToday: boolean,
): void {
  if (
    checkToday &&
    isTimeZone(value.timeZone) &&
    value.startsAt.slice(0, 10) < todayIn(value.timeZone)
  )
    ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'validation.eventStartPast' });
  if (value.endsAt <= value.startsAt)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'validation.eventEndBeforeStart' });
  if (value.online && !value.onlineUrl)
    ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'validation.eventLinkRequired' });
  if (!value.online && !value.city)
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'validation.locationRequired' });
}

export const createEventSchema = eventFields
  /**
   * How the event repeats (issue 36), null for once. A series' occurrences of the next 12 months
   * (at most `eventLimits.occurrencesMax`) are created with it, one fee for them all.
   */
  .extend({ recurrence: recurrenceSchema.nullable().default(null) })
  .strict()
  .superRefine((value, ctx) => {
    checkEvent(value, ctx, true);
    const end = value.recurrence?.end;
    if (end?.kind === 'until' && end.date < value.startsAt.slice(0, 10))
      ctx.addIssue({
        code: 'custom',
        path: ['recurrence', 'end', 'date'],
        message: 'validation.recurrenceUntilBeforeStart',
      });
  });
export type CreateEvent = z.input<typeof createEventSchema>;

/** An edit sends the whole form again (the community stays where it was). */
export const updateEventSchema = eventFields
  .omit({ communityId: true })
  // The cover: left out for no change, null to take it away, a new upload's key to replace it.
  .extend({ coverKey: imageKey.nullable().optional() })
  .strict()
  .superRefine((value, ctx) => checkEvent(value, ctx, true));
export type UpdateEvent = z.input<typeof updateEventSchema>;

/**
 * "This and following" (issue 36): the whole form and the rule from this occurrence on; the
 * series is split there (docs/decisions/recurring-events.md).
 */
export const updateFollowingSchema = eventFields
  .omit({ communityId: true })
  .extend({ coverKey: imageKey.nullable().optional(), recurrence: recurrenceSchema })
  .strict()
  .superRefine((value, ctx) => {
    checkEvent(value, ctx, true);
    const end = value.recurrence.end;
    if (end.kind === 'until' && end.date < value.startsAt.slice(0, 10))
      ctx.addIssue({
        code: 'custom',
        path: ['recurrence', 'end', 'date'],
        message: 'validation.recurrenceUntilBeforeStart',
      });
  });
export type UpdateFollowing = z.input<typeof updateFollowingSchema>;

export const rsvpInputSchema = z.object({ status: z.enum(rsvpStatuses) }).strict();
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

export const eventListQuerySchema = z.object({
  /** Upcoming (not ended yet, soonest first) or past (latest first). */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  category: z.enum(eventCategories).optional(),
  city: cityId.optional(),
  /** Starting at or after / before these instants (ISO). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  q: z.string().trim().max(100).default(''),
  communityId: z.uuid().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(eventLimits.pageSize),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const myEventsQuerySchema = z.object({
  role: z.enum(['organising', 'going', 'saved']).default('going'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(eventLimits.pageSize),
});

/* Output */

export const eventPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type EventPerson = z.infer<typeof eventPersonSchema>;

/** One occurrence of a series, as an event's page lists the next ones. */
export const seriesOccurrenceSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  status: z.enum(eventStatuses),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(eventCategories).nullable(),
  status: z.enum(eventStatuses),
  online: z.boolean(),
  city: z.string().nullable(),
  address: z.string(),
  /** Only for people going and the organiser. */
  onlineUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  capacity: z.number().nullable(),
  coverUrl: z.string().nullable(),
  organiser: eventPersonSchema,
  community: z.object({ id: z.string(), name: z.string() }).nullable(),
  goingCount: z.number(),
  interestedCount: z.number(),
  waitlistCount: z.number(),
  /** Places left (capacity minus going minus open offers); null when unlimited. */
  remaining: z.number().nullable(),
  createdAt: z.string(),
  /** The series this event is one occurrence of (issue 36), with its next occurrences; else null. */
  series: z
    .object({
      id: z.string(),
      recurrence: recurrenceSchema,
      /** The next few occurrences from now (not ended), this one included when it is one. */
      occurrences: z.array(seriesOccurrenceSchema),
    })
    .nullable(),
  viewer: z.object({
    isOrganiser: z.boolean(),
    rsvp: z.enum(rsvpStatuses).nullable(),
    saved: z.boolean(),
    /** 1-based place on the waitlist, or null. */
    waitlistPosition: z.number().nullable(),
    /** When an offered place is held for me until. */
    offerExpiresAt: z.string().nullable(),
  }),
});
export type Event = z.infer<typeof eventSchema>;

export const eventCreatedSchema = z.object({
  event: eventSchema,
  checkout: z.object({ paymentId: z.string(), checkoutUrl: z.string() }),
});
export type EventCreated = z.infer<typeof eventCreatedSchema>;

export const attendeesSchema = z.object({
  going: z.array(eventPersonSchema),
  interested: z.array(eventPersonSchema),
  waitlist: z.array(
    eventPersonSchema.extend({
      position: z.number(),
      joinedAt: z.string(),
      offerExpiresAt: z.string().nullable(),
    }),
  ),
});
export type Attendees = z.infer<typeof attendeesSchema>;

export const calendarFeedSchema = z.object({
  /** The private feed's address, or null when I have none (or revoked it). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const eventParamsSchema = z.object({ id: z.uuid() });
export const calendarTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });
