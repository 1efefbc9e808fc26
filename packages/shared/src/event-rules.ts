import { cities } from './cities';

/*
 * The events area's categories, numbers and states without zod, so that a screen can use them
 * before the schemas in `events.ts` have loaded.
 */

/** SPEC §9: the twelve event categories. */
export const eventCategories = [
  'entertainment',
  'arts_culture',
  'music_concerts',
  'business_networking',
  'education_workshops',
  'health_wellness',
  'community_culture',
  'food_drink',
  'sports_outdoors',
  'markets_shopping',
  'tech_gaming',
  'other',
] as const;
export type EventCategory = (typeof eventCategories)[number];

/** English names of the categories (SPEC §9, verbatim); the browser translates them by key. */
export const eventCategoryNames: Record<EventCategory, string> = {
  entertainment: 'Entertainment',
  arts_culture: 'Arts and Culture',
  music_concerts: 'Music and Concerts',
  business_networking: 'Business and Networking',
  education_workshops: 'Education and Workshops',
  health_wellness: 'Health and Wellness',
  community_culture: 'Community and Culture',
  food_drink: 'Food and Drink',
  sports_outdoors: 'Sports and Outdoors',
  markets_shopping: 'Markets and Shopping',
  tech_gaming: 'Tech and Gaming',
  other: 'Other',
};

export const eventLimits = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 5000,
  addressMax: 300,
  capacityMax: 100_000,
  pageSize: 20,
  /** How long a waitlisted person has to take an offered place. */
  offerHours: 24,
  /** The reminder goes out this long before the start. */
  reminderMinutes: 60,
  /** A series' occurrences are created this many months ahead, at most `occurrencesMax` of them. */
  seriesMonths: 12,
  occurrencesMax: 60,
  /** The next occurrences an event's page lists. */
  seriesShown: 3,
} as const;

export const eventStatuses = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const rsvpStatuses = ['going', 'interested', 'not_going'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export function cityTimeZone(cityId: string | null | undefined): string | null {
  return cities.find((city) => city.id === cityId)?.timeZone ?? null;
}
