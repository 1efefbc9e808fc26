import type { TFunction } from 'i18next';
import { cities } from '@aebro/shared/cities';
import { parseLanguage } from '@aebro/shared/language';
import type { ServicePrice } from '@aebro/shared/services';
import { cityById, cityName as cityNameIn, englishCityLabel } from '@/lib/place-names';
import type { DateFormat } from '@/lib/use-date-format';

/** A city by its id, in the reader's language ("Silver Spring, MD, USA", "ሲልቨር ስፕሪንግ", "መቐለ"). */
export function cityName(id: string, language: string | undefined): string {
  const city = cityById(id);
  if (!city) return id;
  const reader = parseLanguage(language) ?? 'en';
  return reader === 'en' ? englishCityLabel(city) : cityNameIn(city, reader);
}

/** The cities, sorted by their name in the reader's language, for a select. */
export function cityOptions(language: string | undefined): Array<{ id: string; name: string }> {
  return cities
    .map((city) => ({ id: city.id, name: cityName(city.id, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** "$80–250", "ETB 500–900", or "Ask for a price". */
export function priceText(price: ServicePrice, t: TFunction, language: string | undefined): string {
  if (price.kind === 'ask') return t('services.price.ask');
  const format = (value: number) =>
    new Intl.NumberFormat(language, {
      style: 'currency',
      currency: price.currency,
      maximumFractionDigits: 0,
    }).format(value);
  return price.min === price.max
    ? format(price.min)
    : t('services.price.range', { min: format(price.min), max: format(price.max) });
}

/** 4.33 as "4.3" in the reader's language. */
export function ratingText(average: number, language: string | undefined): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/**
 * A date (YYYY-MM-DD) and time (HH:MM) as the reader writes them, the date in the calendar they
 * chose; either may be missing.
 */
export function whenText(
  date: string | null,
  time: string | null,
  format: DateFormat,
): string | null {
  if (!date && !time) return null;
  const parts: string[] = [];
  // A calendar day, not an instant: read in UTC so that no time zone moves it.
  if (date) parts.push(format.date(`${date}T00:00:00Z`, { timeZone: 'UTC' }));
  if (time) parts.push(timeOfDay(time, format));
  return parts.join(' · ');
}

/**
 * A time of day (HH:MM, a wall-clock time, not an instant) as every other time of the interface
 * reads: "2:00 PM", "2:00 ከሰዓት", "2:00 ድ.ቀ.". Read in UTC so that no time zone moves it.
 */
export function timeOfDay(time: string, format: DateFormat): string {
  return /^\d{2}:\d{2}$/.test(time) ? format.time(`1970-01-01T${time}:00Z`, 'UTC') : time;
}
