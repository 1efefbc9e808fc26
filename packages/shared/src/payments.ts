import { z } from 'zod';
import { postSchema } from './posts';

/** What a payment buys; a new paid feature adds its kind here. */
export const purchaseKinds = ['event_creation', 'post_boost'] as const;
export type PurchaseKind = (typeof purchaseKinds)[number];

/** `superseded`: closed unpaid because a newer checkout for the same purchase was opened. */
export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'superseded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentProviders = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** How long a boost runs, in days. */
export const boostDays = [1, 3, 7] as const;
export type BoostDays = (typeof boostDays)[number];

/** How long a checkout stays open before what it held is released. */
export const checkoutMinutes = 30;

export const pricesSchema = z.object({
  /** Which driver takes payments: the built-in test checkout moves no money. */
  provider: z.enum(paymentProviders),
  currency: z.string(),
  /** Amounts in minor units (cents). */
  eventCreation: z.number(),
  boosts: z.array(z.object({ days: z.number(), amount: z.number() })),
});
export type Prices = z.infer<typeof pricesSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(purchaseKinds),
  referenceId: z.string(),
  description: z.string(),
  /** Kind-specific facts for the receipt, e.g. { days: 3 } for a boost. */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders),
  /** The provider's payment reference (Stripe's PaymentIntent), once paid. */
  providerPaymentId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Where to finish paying, while the checkout is open. */
  checkoutUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentParamsSchema = z.object({ id: z.uuid() });

export const checkoutStartedSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export const createBoostSchema = z.object({
  postId: z.uuid(),
  days: z.union([z.literal(1), z.literal(3), z.literal(7)]),
});
export type CreateBoost = z.infer<typeof createBoostSchema>;

export const boostStatuses = ['pending', 'active', 'ended', 'released'] as const;

export const boostSchema = z.object({
  id: z.string(),
  postId: z.string(),
  paymentId: z.string(),
  days: z.number(),
  status: z.enum(boostStatuses),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Times the post was served as boosted (its reach). */
  impressions: z.number(),
  /** Where to finish paying while the boost waits for its payment. */
  checkoutUrl: z.string().nullable(),
});
export type Boost = z.infer<typeof boostSchema>;

/** One of my public posts, with its latest boost (running, waiting or ended), if any. */
export const boostablePostSchema = z.object({ post: postSchema, boost: boostSchema.nullable() });
export type BoostablePost = z.infer<typeof boostablePostSchema>;

export const testCheckoutParamsSchema = z.object({
  sessionId: z.string().regex(/^test_cs_[0-9a-f]{24}$/),
});

/** The built-in test checkout's page: what is being paid, and where to go afterwards. */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  paymentId: z.string(),
  kind: z.enum(purchaseKinds),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  description: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  expiresAt: z.string(),
  /** Back to Aebro after paying, or when giving up. */
  returnUrl: z.string(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const testCardSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .regex(/^[\d -]{12,23}$/, { message: 'payments.checkout.errors.cardNumber' }),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, { message: 'payments.checkout.errors.expiry' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { message: 'payments.checkout.errors.cvc' }),
});
export type TestCard = z.infer<typeof testCardSchema>;

export const testPaymentResultSchema = z.object({
  status: z.enum(paymentStatuses),
  returnUrl: z.string(),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;
