/**
 * The business (service) categories of SPEC §9. The value stored is the id; the browser shows
 * `t('categories.<id>')`. 'other' reveals a custom category, which is stored as typed.
 */
export const businessCategories = [
  'ethiopian_restaurant',
  'coffee_shop',
  'ethiopian_market',
  'catering',
  'teff_flour',
  'coffee_import_export',
  'traditional_clothing',
  'jewelry',
  'transport_taxi',
  'daycare',
  'group_home',
  'language_cultural_school',
  'media',
  'construction',
  'logistics',
  'tech_startup',
  'online_retail',
  'hair_salon',
  'makeup_artist',
  'barbershop',
  'event_planning',
  'photography',
  'traditional_music_band',
  'dj_sound',
  'accounting_tax',
  'real_estate',
  'immigration_consultancy',
  'legal',
  'insurance',
  'other',
] as const;

export type BusinessCategory = (typeof businessCategories)[number];

/** The id of '🔧 Other - not listed'. */
export const otherCategory: BusinessCategory = 'other';

export function isBusinessCategory(value: string): value is BusinessCategory {
  return (businessCategories as readonly string[]).includes(value);
}
