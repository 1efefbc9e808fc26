import { cities, type City } from '@aebro/shared/cities';
import { matchesSearch, startsWithSearch } from '@aebro/shared/geez-search';
import { englishCityLabel } from '@/lib/place-names';

/** SPEC §9: location search shows at most 8 suggestions. */
const maxCitySuggestions = 8;

/** The text stored for a city: "Silver Spring, MD, USA", "Addis Ababa, Ethiopia". */
export const cityLabel = englishCityLabel;

/** Accents off Latin letters ("Québec" is found by "quebec"), lower case. */
function normalise(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Cities whose English, Amharic or Tigrinya name (or label) matches what was typed, however it is
 * spelt (the search boxes' Ge'ez-aware matching: "mekele" finds መቐለ); names that start with it first.
 */
export function suggestCities(query: string, limit = maxCitySuggestions): City[] {
  if (normalise(query) === '') return [];
  const scored: Array<{ city: City; score: number }> = [];
  for (const city of cities) {
    const names = [city.name, city.nameAm, city.nameTi, cityLabel(city)];
    if (names.some((name) => startsWithSearch(normalise(name), normalise(query))))
      scored.push({ city, score: 0 });
    else if (names.some((name) => matchesSearch(normalise(name), normalise(query))))
      scored.push({ city, score: 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ city }) => city);
}
