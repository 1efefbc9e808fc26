import { cities } from './cities';

/*
 * The services directory's numbers, lists and checks (issue 16) without zod, so that a screen can
 * use them before the schemas in `services.ts` have loaded.
 */

/** The services directory: listings of business accounts, requests and reviews. */
export const serviceLimits = {
  titleMin: 3,
  titleMax: 80,
  descriptionMin: 20,
  descriptionMax: 2000,
  serviceAreaMax: 120,
  maxPhotos: 6,
  priceMax: 1_000_000,
  phoneMax: 30,
  socialMax: 200,
  urlMax: 300,
  needMin: 3,
  needMax: 200,
  messageMax: 1000,
  declineReasonMin: 3,
  declineReasonMax: 500,
  reviewMax: 2000,
  replyMax: 1000,
  /** A request nobody answered expires after this long. */
  requestExpiryHours: 72,
  /** An accepted request is completed on its own this long after its date (or after acceptance, without one). */
  autoCompleteHours: 24,
  autoCompleteWithoutDateDays: 14,
  pageSize: 20,
} as const;

/** Languages a business speaks (SPEC §1: Amharic, Tigrinya, English, others). */
export const serviceLanguages = [
  'am',
  'ti',
  'en',
  'om',
  'so',
  'ar',
  'fr',
  'es',
  'de',
  'it',
] as const;
export type ServiceLanguage = (typeof serviceLanguages)[number];

export const currencies = ['USD', 'CAD', 'GBP', 'EUR', 'ETB'] as const;
export type Currency = (typeof currencies)[number];

const cityIds: ReadonlySet<string> = new Set(cities.map((city) => city.id));
export function isCityId(value: string): boolean {
  return cityIds.has(value);
}
export const serviceSorts = ['rating', 'newest'] as const;
export type ServiceSort = (typeof serviceSorts)[number];

export const requestStates = [
  'requested',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'completed',
] as const;
export type RequestState = (typeof requestStates)[number];

/** Open requests still wait for something; the others are done with. */
export const openRequestStates = [
  'requested',
  'accepted',
] as const satisfies readonly RequestState[];
export type OpenRequestState = (typeof openRequestStates)[number];

/** A real calendar day as YYYY-MM-DD (2030-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return false;
  const date = new Date(time);
  return (
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= 1900 &&
    date.getUTCFullYear() < 2200
  );
}
