import { z } from 'zod';
import { emailPattern, isHttpUrl } from './accounts';
import { businessCategories } from './business-categories';
import {
  currencies,
  isCityId,
  isIsoDate,
  openRequestStates,
  requestStates,
  serviceLanguages,
  serviceLimits,
  serviceSorts,
} from './service-rules';
import { personSchema } from './connections';

/** The services directory (issue 16): listings of business accounts, requests and reviews. */
export {
  currencies,
  isCityId,
  isIsoDate,
  openRequestStates,
  requestStates,
  serviceLanguages,
  serviceLimits,
  serviceSorts,
  type Currency,
  type OpenRequestState,
  type RequestState,
  type ServiceLanguage,
  type ServiceSort,
} from './service-rules';

/** A service's category: the business sign-up's list (SPEC §9). */
export const serviceCategorySchema = z.enum(businessCategories);
/** One of the 35 cities, by its id. */
export const cityIdSchema = z
  .string()
  .max(40)
  .refine(isCityId, { message: 'Choose one of the cities.' });

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Use HH:MM.' });
const isoDate = z.string().max(10).refine(isIsoDate, { message: 'Use a real date (YYYY-MM-DD).' });

/** Opening hours: one entry per open day (0 = Monday … 6 = Sunday); `null` means by appointment. */
export const openingHoursSchema = z
  .array(
    z
      .object({ day: z.number().int().min(0).max(6), opens: timeOfDay, closes: timeOfDay })
      .strict()
      .refine((value) => value.opens < value.closes, {
        message: 'A day closes after it opens.',
        path: ['closes'],
      }),
  )
  .max(7)
  .refine((days) => new Set(days.map((entry) => entry.day)).size === days.length, {
    message: 'Each day once.',
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const optional = (schema: z.ZodString) =>
  schema.transform((value) => (value === '' ? null : value)).nullable();

const contactSchema = z
  .object({
    phone: optional(
      z
        .string()
        .trim()
        .max(serviceLimits.phoneMax)
        .regex(/^$|^\+?[0-9 ()\-.]{5,}$/, { message: 'Enter a phone number.' }),
    ),
    email: optional(
      z
        .string()
        .trim()
        .max(200)
        .refine((value) => value === '' || emailPattern.test(value), {
          message: 'Please enter a valid email address.',
        }),
    ),
    website: optional(
      z
        .string()
        .trim()
        .max(serviceLimits.urlMax)
        .refine((value) => value === '' || isHttpUrl(value), {
          message: 'Please enter a valid URL.',
        }),
    ),
    social: optional(z.string().trim().max(serviceLimits.socialMax)),
  })
  .strict();
export type ServiceContact = z.output<typeof contactSchema>;

/** Price: a range in whole units of a currency, or "ask". */
export const priceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ask') }).strict(),
  z
    .object({
      kind: z.literal('range'),
      min: z.number().int().min(0).max(serviceLimits.priceMax),
      max: z.number().int().min(0).max(serviceLimits.priceMax),
      currency: z.enum(currencies),
    })
    .strict()
    .refine((value) => value.min <= value.max, {
      message: 'The lowest price cannot be above the highest.',
      path: ['max'],
    }),
]);
export type ServicePrice = z.infer<typeof priceSchema>;

/** An uploaded image's key (POST /api/v1/media/images), or the URL of a photo the listing already has. */
const photoRef = z.string().min(1).max(500);

const listingFields = {
  title: z.string().trim().min(serviceLimits.titleMin).max(serviceLimits.titleMax),
  category: serviceCategorySchema,
  description: z
    .string()
    .trim()
    .min(serviceLimits.descriptionMin)
    .max(serviceLimits.descriptionMax),
  city: cityIdSchema,
  serviceArea: z.string().trim().max(serviceLimits.serviceAreaMax),
  price: priceSchema,
  photos: z.array(photoRef).max(serviceLimits.maxPhotos),
  contact: contactSchema,
  languages: z
    .array(z.enum(serviceLanguages))
    .min(1)
    .max(serviceLanguages.length)
    .refine((list) => new Set(list).size === list.length, { message: 'Each language once.' }),
  /** null: by appointment. */
  hours: openingHoursSchema.nullable(),
  paused: z.boolean(),
};

export const createServiceSchema = z
  .object({
    ...listingFields,
    serviceArea: listingFields.serviceArea.default(''),
    photos: listingFields.photos.default([]),
    contact: contactSchema.default({ phone: null, email: null, website: null, social: null }),
    hours: listingFields.hours.default(null),
    paused: listingFields.paused.default(false),
  })
  .strict();
export type CreateService = z.input<typeof createServiceSchema>;

export const updateServiceSchema = z.object(listingFields).partial().strict();
export type UpdateService = z.input<typeof updateServiceSchema>;

export const servicePhotoSchema = z.object({
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const partySchema = personSchema.pick({
  id: true,
  username: true,
  fullName: true,
  avatarUrl: true,
  accountType: true,
  businessName: true,
  businessCategory: true,
  isVerified: true,
});
export type Party = z.infer<typeof partySchema>;

export const ratingSchema = z.object({
  /** Exact mean of the stars, rounded to 2 decimals; null without reviews. */
  average: z.number().nullable(),
  count: z.number(),
});

/** A listing as a card (discover) and as its page. */
export const serviceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: serviceCategorySchema,
  description: z.string(),
  city: z.string(),
  serviceArea: z.string(),
  price: priceSchema,
  photos: z.array(servicePhotoSchema),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    social: z.string().nullable(),
  }),
  languages: z.array(z.enum(serviceLanguages)),
  hours: openingHoursSchema.nullable(),
  paused: z.boolean(),
  rating: ratingSchema,
  business: partySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  viewer: z.object({
    isOwner: z.boolean(),
    /**
     * Whether the viewer may send a request (not their own, not paused, and, on the listing's
     * page, none of theirs still open).
     */
    canRequest: z.boolean(),
    /**
     * On the listing's page (not in lists): the viewer's request that is still open (waiting for
     * an answer or accepted), or null. A second open request for the same listing is refused.
     */
    openRequest: z
      .object({ id: z.string(), state: z.enum(openRequestStates), createdAt: z.string() })
      .nullable()
      .optional(),
  }),
});
export type Service = z.infer<typeof serviceSchema>;

export const discoverServicesQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  category: serviceCategorySchema.optional(),
  city: cityIdSchema.optional(),
  language: z.enum(serviceLanguages).optional(),
  /** One business's listings (its profile); the owner also sees their paused ones. */
  businessId: z.string().min(1).max(100).optional(),
  sort: z.enum(serviceSorts).default('newest'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(serviceLimits.pageSize),
});
export type DiscoverServicesQuery = z.input<typeof discoverServicesQuerySchema>;

export const createRequestSchema = z
  .object({
    need: z.string().trim().min(serviceLimits.needMin).max(serviceLimits.needMax),
    preferredDate: isoDate.nullable().default(null),
    preferredTime: timeOfDay.nullable().default(null),
    message: z.string().trim().max(serviceLimits.messageMax).default(''),
  })
  .strict();
export type CreateRequest = z.input<typeof createRequestSchema>;

/** A transition of a request: the business accepts, declines or completes; the member cancels. */
export const transitionSchema = z.discriminatedUnion('state', [
  z
    .object({
      state: z.literal('accepted'),
      proposedDate: isoDate.nullable().default(null),
      proposedTime: timeOfDay.nullable().default(null),
    })
    .strict(),
  z
    .object({
      state: z.literal('declined'),
      reason: z
        .string()
        .trim()
        .min(serviceLimits.declineReasonMin)
        .max(serviceLimits.declineReasonMax),
    })
    .strict(),
  z.object({ state: z.literal('cancelled') }).strict(),
  z.object({ state: z.literal('completed') }).strict(),
]);
export type Transition = z.input<typeof transitionSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  requestId: z.string(),
  rating: z.number(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
  reviewer: partySchema,
  viewer: z.object({ isReviewer: z.boolean(), canReply: z.boolean() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const serviceRequestSchema = z.object({
  id: z.string(),
  state: z.enum(requestStates),
  need: z.string(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  message: z.string(),
  proposedDate: z.string().nullable(),
  proposedTime: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  service: z.object({
    id: z.string(),
    title: z.string(),
    category: serviceCategorySchema,
    photoUrl: z.string().nullable(),
  }),
  member: partySchema,
  business: partySchema,
  review: reviewSchema.nullable(),
  viewer: z.object({
    role: z.enum(['business', 'member']),
    /** The transitions the viewer may make now. */
    can: z.array(z.enum(['accepted', 'declined', 'cancelled', 'completed'])),
    canReview: z.boolean(),
  }),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const myRequestsQuerySchema = z.object({
  role: z.enum(['business', 'member']).default('member'),
  state: z.enum(requestStates).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(serviceLimits.pageSize),
});

export const createReviewSchema = z
  .object({
    rating: z.number().int().min(1).max(5),
    body: z.string().trim().max(serviceLimits.reviewMax).default(''),
  })
  .strict();
export type CreateReview = z.input<typeof createReviewSchema>;

export const updateReviewSchema = z
  .object({
    rating: z.number().int().min(1).max(5),
    body: z.string().trim().max(serviceLimits.reviewMax),
  })
  .partial()
  .strict();
export type UpdateReview = z.input<typeof updateReviewSchema>;

export const replySchema = z
  .object({ body: z.string().trim().min(1).max(serviceLimits.replyMax) })
  .strict();
export type ReplyInput = z.input<typeof replySchema>;

export const reviewsPageSchema = z.object({
  items: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
  rating: ratingSchema,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** The business dashboard's summary: its rating over all listings, and requests by state. */
export const serviceDashboardSchema = z.object({
  rating: ratingSchema,
  listings: z.number(),
  requests: z.object({
    requested: z.number(),
    accepted: z.number(),
    declined: z.number(),
    expired: z.number(),
    cancelled: z.number(),
    completed: z.number(),
  }),
});
export type ServiceDashboard = z.infer<typeof serviceDashboardSchema>;
